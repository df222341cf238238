import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Starts a query unless the cache already holds it, in any state. A route prefetches at
 * navigation (its loader) and again from the session in use (its component); the second must not
 * ask again for what the first asked, even when the answer was a refusal, which has no data and
 * so would count as missing to prefetchQuery.
 */
export function prefetchOnce<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<TData, Error, TData, TKey>,
): void {
  if (queryClient.getQueryState(options.queryKey)) return;
  void queryClient.prefetchQuery(options);
}
