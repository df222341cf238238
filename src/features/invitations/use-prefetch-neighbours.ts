import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { invitationQueries, type InvitationListParams } from '../../queries/invitations';

/**
 * Once a page of the list has arrived, fetches the pages its "next" and "last" buttons lead to,
 * so turning the page draws at once from the cache instead of waiting for the server. `count` is
 * the list's size (undefined while the page in view is still loading).
 */
export function usePrefetchNeighbours(params: InvitationListParams, count: number | undefined) {
  const queryClient = useQueryClient();
  const { organizationId, status, ordering, page, pageSize } = params;
  useEffect(() => {
    if (count === undefined) return;
    const last = Math.max(1, Math.ceil(count / pageSize));
    for (const target of new Set([page + 1, last])) {
      if (target <= page || target > last) continue;
      void queryClient.prefetchQuery(
        invitationQueries.list({ organizationId, status, ordering, page: target, pageSize }),
      );
    }
  }, [queryClient, count, organizationId, status, ordering, page, pageSize]);
}
