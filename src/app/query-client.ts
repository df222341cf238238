import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/errors';

const MAX_RETRIES = 2;

/**
 * Retry policy (docs/decisions.md, Security): queries retry the network, 5xx and 429 twice; a 4xx fails at once
 * (it would fail the same way again); mutations never retry. A 429 waits for Retry-After.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (!isApiError(error)) return false;
  return error.isTransient;
}

export function retryDelay(attempt: number, error: unknown): number {
  if (isApiError(error) && error.status === 429 && error.retryAfter !== undefined) {
    return error.retryAfter * 1000;
  }
  return Math.min(500 * 2 ** attempt, 8000);
}

interface QueryClientHooks {
  /** A background refetch failed while older data stays on screen: worth a quiet notice. */
  onBackgroundError?: (error: unknown) => void;
}

export function createQueryClient(hooks: QueryClientHooks = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError(error, query) {
        if (query.state.data !== undefined) hooks.onBackgroundError?.(error);
      },
    }),
    mutationCache: new MutationCache(),
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        retryDelay,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        networkMode: 'online',
      },
      mutations: { retry: false, networkMode: 'online' },
    },
  });
}
