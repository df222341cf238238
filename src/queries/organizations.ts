import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../api/client';
import { isApiError } from '../api/errors';
import type { components } from '../api/schema.gen';
import { readStoredSession, storeSession } from '../lib/stored-session';
import { invitationKeys } from './invitations';
import { sessionKeys } from './session';

export type OrganizationProfile = components['schemas']['OrganizationProfile'];
export type OrganizationPatch = components['schemas']['PatchedOrganizationRequest'];
type Organization = components['schemas']['Organization'];
type Me = components['schemas']['Me'];

export const organizationKeys = {
  all: ['organizations'] as const,
  detail: (id: string) => [...organizationKeys.all, id] as const,
};

export const organizationQueries = {
  /**
   * The profile, or null when the service does not offer the read (it is an extension: a 404
   * here means "cannot tell", and the page works from the session's name instead).
   */
  detail: (id: string) =>
    queryOptions({
      queryKey: organizationKeys.detail(id),
      queryFn: async ({ signal }): Promise<OrganizationProfile | null> => {
        try {
          return await unwrap(
            api.GET('/api/v1/organizations/{id}/', { params: { path: { id } }, signal }),
          );
        } catch (error) {
          if (isApiError(error) && error.isNotFound) return null;
          throw error;
        }
      },
    }),
};

function isMe(data: unknown): data is Me {
  return Boolean(data && typeof data === 'object' && Array.isArray((data as Me).memberships));
}

/** The session with one organization renamed; anything that is not a session is left alone. */
export function renameInSession<T>(data: T, organization: Organization): T {
  if (!isMe(data)) return data;
  return {
    ...data,
    memberships: data.memberships.map((membership) =>
      membership.organization.id === organization.id
        ? { ...membership, organization: { ...membership.organization, name: organization.name } }
        : membership,
    ),
  };
}

export function useUpdateOrganization(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: OrganizationPatch) =>
      unwrap(api.PATCH('/api/v1/organizations/{id}/', { params: { path: { id } }, body: patch })),
    onSuccess: (organization, patch) => {
      queryClient.setQueryData<OrganizationProfile | null>(organizationKeys.detail(id), (old) =>
        old ? { ...old, ...patch, name: organization.name } : old,
      );
      // The shell shows the organization's name from the session: patch every cached session at
      // once, keep the tab's stored copy in step (a reload without /auth/me/ reads it), then refetch.
      queryClient.setQueriesData({ queryKey: sessionKeys.all }, (data: unknown) =>
        renameInSession(data, organization),
      );
      const stored = readStoredSession();
      if (stored) storeSession(renameInSession(stored, organization));
      void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
      void queryClient.invalidateQueries({ queryKey: organizationKeys.detail(id) });
      // Invitation rows carry their organization's name too.
      void queryClient.invalidateQueries({ queryKey: invitationKeys.all });
    },
  });
}
