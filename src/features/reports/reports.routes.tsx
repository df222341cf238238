import type { RouteObject } from 'react-router';
import { reportPageCode, reportRouteCode } from './report-code';

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
