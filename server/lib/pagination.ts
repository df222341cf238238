import { lastValue } from './query';
import { invalidPage } from './errors';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/**
 * DRF PageNumberPagination, as docs/decisions.md fixes it: `page_size` that is not a positive
 * integer falls back to the default and a larger one is clamped; `page` that is not a positive
 * integer, or lies past the last page, is a 404 "Invalid page." (page 1 of an empty list is valid).
 */
export function paginate<T>(
  url: URL,
  count: number,
  fetchPage: (limit: number, offset: number) => T[],
): Page<T> {
  const pageSize = parsePageSize(lastValue(url.searchParams, 'page_size'));
  const rawPage = lastValue(url.searchParams, 'page');
  const page = rawPage === null ? 1 : /^\d+$/.test(rawPage) ? Number(rawPage) : NaN;
  const lastPage = Math.max(1, Math.ceil(count / pageSize));
  if (!Number.isSafeInteger(page) || page < 1 || page > lastPage) throw invalidPage();

  return {
    count,
    next: page < lastPage ? pageUrl(url, page + 1) : null,
    previous: page > 1 ? pageUrl(url, page - 1) : null,
    results: fetchPage(pageSize, (page - 1) * pageSize),
  };
}

function parsePageSize(raw: string | null): number {
  if (raw === null || !/^\d+$/.test(raw)) return DEFAULT_PAGE_SIZE;
  const n = Number(raw);
  if (n < 1) return DEFAULT_PAGE_SIZE;
  return Math.min(n, MAX_PAGE_SIZE);
}

/** Absolute link to another page of the same query; page 1 drops the parameter, as DRF does. */
function pageUrl(url: URL, page: number): string {
  const next = new URL(url.href);
  if (page === 1) next.searchParams.delete('page');
  else next.searchParams.set('page', String(page));
  return next.href;
}
