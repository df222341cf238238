import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { getToken } from '../../api/token';
import { queryClientContext } from '../../queries/route-context';
import { PageContainer } from '../../components/PageContainer';
import { loadable } from '../../lib/loadable';
import { prefetchOnce } from '../../lib/prefetch-once';
import { portfolioQueries } from '../../queries/portfolios';
import { reportQueries } from '../../queries/reports';
import { segmentQueries } from '../../queries/segments';
import { useSession } from '../../lib/session';
import { storedOrganizationId } from '../../lib/stored-session';

const HomePage = loadable(() => import('./HomePage'));

function prefetchOverview(queryClient: QueryClient, organizationId: string) {
  prefetchOnce(queryClient, portfolioQueries.page(organizationId, 1, 1));
  prefetchOnce(queryClient, reportQueries.list({ organizationId, page: 1, pageSize: 1 }));
  prefetchOnce(queryClient, segmentQueries.count(organizationId));
}

/** Asks for the overview's counts at navigation (right after sign-in) while the page's code loads. */
export function loader({ context }: LoaderFunctionArgs) {
  if (!getToken()) return null;
  HomePage.prefetch();
  const organizationId = storedOrganizationId();
  if (organizationId) prefetchOverview(context.get(queryClientContext), organizationId);
  return null;
}

/** Home's small first module: the loader above, then the page when its code arrives. */
export default function HomeRoute() {
  const { organization } = useSession();
  const queryClient = useQueryClient();
  const { t } = useLingui();
  // Again for the organization in use: it may differ from the stored one (or there was none).
  useEffect(() => prefetchOverview(queryClient, organization.id), [queryClient, organization.id]);

  return <HomePage.Component fallback={<PageContainer title={t`Home`} />} />;
}
