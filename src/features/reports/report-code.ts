/** The report route's two modules, loaded apart so neither waits for the other. */
export const reportRouteCode = () => import('./report/ReportRoute');
export const reportPageCode = () => import('./report/ReportPage');

/**
 * Fetches the report route's, page's and charts' code ahead of a click: a page listing reports
 * calls it once its list is shown, so opening one then waits for its data only.
 */
export function preloadReportPage(): void {
  // A failure here is not the user's concern yet: the route loads the code again when opened.
  const quiet = () => undefined;
  void reportRouteCode().catch(quiet);
  void reportPageCode().catch(quiet);
  void import('../../charts/lazy').then((charts) => charts.preloadReportCharts(), quiet);
}
