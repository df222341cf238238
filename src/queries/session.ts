import { queryOptions, useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../api/client';
import { ApiError, isApiError } from '../api/errors';
import type { components } from '../api/schema.gen';
import type { TokenLeftValid } from '../api/token';
import { readStoredSession } from '../lib/stored-session';

type LoginRequest = components['schemas']['LoginRequest'];

export const sessionKeys = {
  all: ['session'] as const,
  me: () => [...sessionKeys.all, 'me'] as const,
};

export const sessionQueries = {
  /**
   * The signed-in user. /auth/me/ is an extension: where a service lacks it (404), the copy kept
   * from sign-in serves instead.
   */
  me: () =>
    queryOptions({
      queryKey: sessionKeys.me(),
      queryFn: async ({ signal }) => {
        try {
          return await unwrap(api.GET('/auth/me/', { signal }));
        } catch (error) {
          const stored = readStoredSession();
          if (error instanceof ApiError && error.status === 404 && stored) return stored;
          throw error;
        }
      },
      staleTime: 5 * 60_000,
    }),
};

export function useLogin() {
  return useMutation({
    mutationFn: (body: LoginRequest) => unwrap(api.POST('/auth/login/', { body })),
  });
}

/**
 * Revokes the token where the service supports it (`POST /auth/logout/` is an extension). Never
 * throws: signing out on this device happens whatever the answer. Resolves to null when the token
 * no longer works on the service, else to what the sign-in page should say about it.
 */
export async function revokeToken(): Promise<TokenLeftValid | null> {
  // Read now: signing out forgets the stored session next.
  const expiresAt = readStoredSession()?.expires_at ?? null;
  try {
    await unwrap(api.POST('/auth/logout/'));
    return null;
  } catch (error) {
    // 401: the token had already expired or been revoked, so there is nothing left to end.
    if (isApiError(error) && error.isUnauthorized) return null;
    // 404: a service without the extension, where a token lives until it expires. Anything else
    // (a network failure, a 5xx) leaves it unknown whether the token ended.
    const unsupported = isApiError(error) && error.isNotFound;
    return { cause: unsupported ? 'unsupported' : 'unconfirmed', expiresAt };
  }
}
