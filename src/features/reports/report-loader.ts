import type { LoaderFunctionArgs } from 'react-router';
import { getToken } from '../../api/token';
import { queryClientContext } from '../../queries/route-context';
import { reportQueries } from '../../queries/reports';
import { prefetchOnce } from '../../lib/prefetch-once';
import { storedOrganizationId } from '../../lib/stored-session';
import { comparisonViewOf, readReportView, resultViewOf } from './shared/report-view';

const quiet = () => undefined;

/**
 * Starts the report's data and the charts' code at navigation. Part of the app's first code, not
 * of the route's module: that module runs only once its shared code (the shell's, the pages') has
 * arrived, and a deep link's requests waited for it. Nothing is awaited: the page shows its states.
 */
export function reportLoader({ params, request, context }: LoaderFunctionArgs) {
  const view = readReportView(new URL(request.url).searchParams);
  if (!getToken() || !params.id) return null;
  const queryClient = context.get(queryClientContext);
  // The report index names the report's configurations and portfolio; asked beside the result,
  // the page draws once with both rather than again when the index arrives.
  const organizationId = storedOrganizationId();
  if (organizationId) prefetchOnce(queryClient, reportQueries.index({ organizationId }));
  // The charts' code (fetched already when the server wrote its preload links into the page).
  const charts = import('../../charts/lazy');
  if (view.compare) {
    // A comparison's link: its code, its charts and the comparison itself, all at once.
    import('./compare/CompareMode').catch(quiet);
    void charts.then(
      (c) => (view.tab === 'sentiment' ? c.preloadSentimentChart() : c.preloadCompareCharts()),
      quiet,
    );
    void queryClient.prefetchQuery(
      reportQueries.comparison(params.id, comparisonViewOf(params.id, view, view.compare)),
    );
    // Group A's own result draws the page's header and configuration.
    void queryClient.prefetchQuery(reportQueries.result(params.id, resultViewOf(view)));
  } else if (view.tab === 'sentiment') {
    void charts.then((c) => c.preloadSentimentChart(), quiet);
  } else {
    void charts.then((c) => c.preloadReportCharts(), quiet);
    void queryClient.prefetchQuery(reportQueries.result(params.id, resultViewOf(view)));
  }
  return null;
}
