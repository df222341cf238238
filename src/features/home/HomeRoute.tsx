import { lazy, Suspense, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { PageContainer } from '../../components/PageContainer';
import { portfolioQueries } from '../../lib/portfolio-queries';
import { reportSummaryQueries } from '../../lib/report-summaries';
import { useSession } from '../../lib/session';
import { homeQueries } from './home.queries';

const HomePage = lazy(() => import('./HomePage'));

/**
 * Home's small first module: it asks for the overview's counts as soon as the route matches (right
 * after sign-in), while the page's larger code downloads.
 */
export default function HomeRoute() {
  const { organization } = useSession();
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.prefetchQuery(portfolioQueries.page(organization.id, 1, 1));
    void queryClient.prefetchQuery(reportSummaryQueries.page({ page: 1, pageSize: 1 }));
    void queryClient.prefetchQuery(homeQueries.segmentCount());
  }, [queryClient, organization.id]);

  return (
    <Suspense fallback={<PageContainer title="Home" />}>
      <HomePage />
    </Suspense>
  );
}
