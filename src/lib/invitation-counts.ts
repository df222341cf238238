import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../api/client';
import type { InvitationStatus } from './invitation-status';

/**
 * How many invitations of an organization have a status: one page of one item, and its `count`.
 * Home's overview and the invitations page's filter read the same cache entry; the key sits under
 * ['invitations'], so any invitation change (which invalidates that root) refreshes both.
 * Administrators only: others get 403 from the invitations list.
 */
export const invitationCountQuery = (organizationId: string, status: InvitationStatus) =>
  queryOptions({
    queryKey: ['invitations', 'count', organizationId, status] as const,
    queryFn: async ({ signal }) =>
      (
        await unwrap(
          api.GET('/api/v1/organization-invitations/', {
            params: { query: { organization_id: organizationId, status, page: 1, page_size: 1 } },
            signal,
          }),
        )
      ).count,
    // Prefetched by the invitations route before its page mounts: a refusal is not asked twice.
    retryOnMount: false,
  });
