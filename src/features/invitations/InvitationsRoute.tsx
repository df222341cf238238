import { lazy, Suspense, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { PageContainer } from '../../components/PageContainer';
import { INVITATION_STATUSES } from '../../lib/invitation-status';
import { useListParams } from '../../lib/list-params';
import { useSession } from '../../lib/session';
import { parseOrdering, parseOrganization, parseStatus } from './invitation-list-params';
import { invitationQueries } from './invitations.queries';

const InvitationsPage = lazy(() => import('./InvitationsPage'));

/**
 * The invitations route's small first module: it asks for the page of invitations in the URL (and
 * the status counts) as soon as the route matches, while the page's larger code downloads.
 */
export default function InvitationsRoute() {
  const session = useSession();
  const params = useListParams();
  const queryClient = useQueryClient();
  const organizationId = parseOrganization(
    params.get('organization'),
    session.memberships,
    session.organization.id,
  );
  const status = parseStatus(params.get('status'));
  const ordering = parseOrdering(params.get('ordering'));
  const { page, pageSize } = params;
  // The same queries the page makes first (a refusal is cached too, and the page explains it).
  useEffect(() => {
    void queryClient.prefetchQuery(
      invitationQueries.list({ organizationId, status, ordering, page, pageSize }),
    );
    for (const s of INVITATION_STATUSES) {
      void queryClient.prefetchQuery(invitationQueries.count(organizationId, s));
    }
  }, [queryClient, organizationId, status, ordering, page, pageSize]);

  return (
    <Suspense fallback={<PageContainer title="Invitations" />}>
      <InvitationsPage />
    </Suspense>
  );
}
