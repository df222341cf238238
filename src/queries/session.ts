import { queryOptions, useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../api/client';
import { ApiError } from '../api/errors';
import type { components } from '../api/schema.gen';
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

/** Revokes the token where the service supports it; signing out locally never waits on it. */
export async function revokeToken(): Promise<void> {
  try {
    await unwrap(api.POST('/auth/logout/'));
  } catch {
    // A 404 (no extension), 401 (already expired) or network failure: the local sign-out still happens.
  }
}
