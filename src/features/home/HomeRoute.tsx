import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { getToken } from '../../api/token';
import { queryClientContext } from '../../app/route-context';
import { PageContainer } from '../../components/PageContainer';
import { loadable } from '../../lib/loadable';
import { prefetchOnce } from '../../lib/prefetch-once';
import { portfolioQueries } from '../../lib/portfolio-queries';
import { reportSummaryQueries } from '../../lib/report-summaries';
import { useSession } from '../../lib/session';
import { storedOrganizationId } from '../../lib/stored-session';
import { homeQueries } from './home.queries';

const HomePage = loadable(() => import('./HomePage'));

function prefetchOverview(queryClient: QueryClient, organizationId: string) {
  prefetchOnce(queryClient, portfolioQueries.page(organizationId, 1, 1));
  prefetchOnce(queryClient, reportSummaryQueries.page({ organizationId, page: 1, pageSize: 1 }));
  prefetchOnce(queryClient, homeQueries.segmentCount(organizationId));
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
  // Again for the organization in use: it may differ from the stored one (or there was none).
  useEffect(() => prefetchOverview(queryClient, organization.id), [queryClient, organization.id]);

  return <HomePage.Component fallback={<PageContainer title="Home" />} />;
}
