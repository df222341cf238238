import { lazy, Suspense, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import Skeleton from '@mui/material/Skeleton';
import { preloadReportCharts, preloadSentimentChart } from '../../charts/lazy';
import { PageContainer } from '../../components/PageContainer';
import { useSession } from '../../lib/session';
import { readReportView, resultViewOf } from './report-view';
import { reportQueries } from './reports.queries';

const ReportPage = lazy(() => import('./ReportPage'));

/**
 * The report route's small first module: it asks for the report's figures as soon as the route
 * matches, so they travel while the page's (much larger) code does, instead of after it.
 */
export default function ReportRoute() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const { organization } = useSession();
  useEffect(() => {
    const view = readReportView(params);
    if (view.tab === 'sentiment') {
      preloadSentimentChart();
    } else {
      preloadReportCharts();
      void queryClient.prefetchQuery(reportQueries.result(id, resultViewOf(view)));
    }
    void queryClient.prefetchQuery(reportQueries.summaryIndex(organization.id));
  }, [queryClient, id, params, organization.id]);

  return (
    <Suspense
      fallback={
        <PageContainer title="Loading report…" breadcrumbs={[{ label: 'Reports', to: '/reports' }]}>
          <Skeleton variant="rounded" height={440} />
        </PageContainer>
      }
    >
      <ReportPage />
    </Suspense>
  );
}
