import type { RouteObject } from 'react-router';

const reportRouteCode = () => import('./ReportRoute');
const reportPageCode = () => import('./ReportPage');

export const reportsRoutes: RouteObject[] = [
  { path: 'reports', lazy: async () => ({ Component: (await import('./ReportsPage')).default }) },
  {
    path: 'reports/:id',
    lazy: async () => {
      const route = reportRouteCode();
      // The page's code starts downloading now, beside the small route module (which starts the
      // data and the charts' code): a deep link no longer waits for one before asking for the next.
      void reportPageCode().catch(() => {
        // The route retries the import and shows the failure when it renders.
      });
      const { default: Component, loader } = await route;
      return { Component, loader };
    },
  },
];

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
