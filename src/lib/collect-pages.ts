/** What collecting a paginated list produced: the items read, the server's total, and whether that is all. */
export interface Collected<T> {
  items: T[];
  /** The server's `count`: the number of items in the whole list. */
  count: number;
  /** False when the page cap stopped the walk before the end of the list. */
  complete: boolean;
}

interface PageEnvelope<T> {
  count: number;
  results: T[];
  next?: string | null;
}

/**
 * Walks a paginated list from page 1 until its end or `maxPages`, for the few views that must see a
 * whole list (there is no "get one" endpoint to ask instead). The cap keeps a huge list from
 * turning one page view into hundreds of requests; callers say so when `complete` is false.
 */
export async function collectPages<T>(
  fetchPage: (page: number) => Promise<PageEnvelope<T>>,
  maxPages: number,
): Promise<Collected<T>> {
  const items: T[] = [];
  let count = 0;
  for (let page = 1; page <= maxPages; page++) {
    const envelope = await fetchPage(page);
    count = envelope.count;
    items.push(...envelope.results);
    const finished =
      !envelope.next || envelope.results.length === 0 || items.length >= envelope.count;
    if (finished) return { items, count, complete: true };
  }
  return { items, count, complete: items.length >= count };
}
