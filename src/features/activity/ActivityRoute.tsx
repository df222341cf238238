import type { LoaderFunctionArgs } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { getToken } from '../../api/token';
import { PageContainer } from '../../components/PageContainer';
import { readPaging } from '../../lib/list-params';
import { loadable } from '../../lib/loadable';
import { prefetchOnce } from '../../lib/prefetch-once';
import { can } from '../../lib/roles';
import { readStoredSession, storedOrganizationId } from '../../lib/stored-session';
import { activityQueries } from '../../queries/activity';
import { queryClientContext } from '../../queries/route-context';
import { ACTIVITY_PAGE_SIZE, activityFiltersOf, readActivityFilters } from './activity-list-params';

const ActivityPage = loadable(() => import('./ActivityPage'));

/**
 * Asks for the page of the log in the URL at navigation, from the session this tab stored, while
 * the page's code downloads: the same query the page makes first, so it finds the answer (or the
 * refusal) in the cache. Only for an administrator of the organization in use: the page asks
 * nothing of anyone else.
 */
export function loader({ request, context }: LoaderFunctionArgs) {
  if (!getToken()) return null;
  ActivityPage.prefetch();
  const me = readStoredSession();
  const organizationId = storedOrganizationId();
  const role = me?.memberships.find((m) => m.organization.id === organizationId)?.role;
  if (!organizationId || role === undefined || !can.viewActivity(role)) return null;
  const params = new URL(request.url).searchParams;
  const { page, pageSize } = readPaging(params, ACTIVITY_PAGE_SIZE);
  prefetchOnce(
    context.get(queryClientContext),
    activityQueries.list({
      ...activityFiltersOf(readActivityFilters(params), organizationId),
      page,
      pageSize,
    }),
  );
  return null;
}

/** The activity route's small first module: the loader above, then the page when it arrives. */
export default function ActivityRoute() {
  const { t } = useLingui();
  return <ActivityPage.Component fallback={<PageContainer title={t`Activity`} />} />;
}
