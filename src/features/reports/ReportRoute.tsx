import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import Skeleton from '@mui/material/Skeleton';
import { getToken } from '../../api/token';
import { queryClientContext } from '../../queries/route-context';
import {
  preloadCompareCharts,
  preloadReportCharts,
  preloadSentimentChart,
} from '../../charts/lazy';
import { PageContainer } from '../../components/PageContainer';
import { loadable } from '../../lib/loadable';
import { prefetchOnce } from '../../lib/prefetch-once';
import { useSession } from '../../lib/session';
import { storedOrganizationId } from '../../lib/stored-session';
import { comparisonViewOf, readReportView, resultViewOf } from './report-view';
import { reportQueries } from '../../queries/reports';

const ReportPage = loadable(() => import('./ReportPage'));

/**
 * Starts the report's result and the charts' code at navigation, beside the page's own code, so
 * a deep link asks for everything at once. Nothing is awaited: the page shows its own states.
 */
export function loader({ params, request, context }: LoaderFunctionArgs) {
  const view = readReportView(new URL(request.url).searchParams);
  if (!getToken() || !params.id) return null;
  ReportPage.prefetch();
  const queryClient = context.get(queryClientContext);
  // The report index names the report's configurations and portfolio; asked beside the result,
  // the page draws once with both rather than again when the index arrives.
  const organizationId = storedOrganizationId();
  if (organizationId)
    prefetchOnce(queryClient, reportQueries.index({ organizationId: organizationId }));
  if (view.compare) {
    // A comparison's link: its code, its charts and the comparison itself, all at once.
    import('./compare/CompareMode').catch(() => {
      // The page loads it again when it renders, and shows a failure then.
    });
    if (view.tab === 'sentiment') preloadSentimentChart();
    else preloadCompareCharts();
    void queryClient.prefetchQuery(
      reportQueries.comparison(params.id, comparisonViewOf(params.id, view, view.compare)),
    );
    // Group A's own result draws the page's header and configuration.
    void queryClient.prefetchQuery(reportQueries.result(params.id, resultViewOf(view)));
  } else if (view.tab === 'sentiment') {
    preloadSentimentChart();
  } else {
    preloadReportCharts();
    void queryClient.prefetchQuery(reportQueries.result(params.id, resultViewOf(view)));
  }
  return null;
}

/** The report route's small first module: its loader starts the data while the page's code loads. */
export default function ReportRoute() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { organization } = useSession();
  // The page finds the report's configurations and portfolio in the organization's report index.
  useEffect(() => {
    prefetchOnce(queryClient, reportQueries.index({ organizationId: organization.id }));
  }, [queryClient, organization.id]);

  return (
    <ReportPage.Component
      fallback={
        <PageContainer
          title={t`Loading report…`}
          breadcrumbs={[{ label: t`Reports`, to: '/reports' }]}
        >
          <Skeleton variant="rounded" height={440} />
        </PageContainer>
      }
    />
  );
}
