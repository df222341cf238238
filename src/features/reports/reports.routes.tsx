import type { RouteObject } from 'react-router';
import { reportPageCode, reportRouteCode } from './report-code';
import { reportLoader } from './report-loader';

export const reportsRoutes: RouteObject[] = [
  {
    path: 'reports',
    lazy: async () => ({ Component: (await import('./list/ReportsPage')).default }),
  },
  {
    path: 'reports/:id',
    loader: reportLoader,
    lazy: async () => {
      const route = reportRouteCode();
      // The page's code starts downloading now, beside the small route module (the loader has
      // started the data and the charts' code): a deep link waits for none before the next.
      void reportPageCode().catch(() => {
        // The route retries the import and shows the failure when it renders.
      });
      return { Component: (await route).default };
    },
  },
  {
    path: 'segments/:id/trend',
    lazy: async () => ({ Component: (await import('./trend/TrendPage')).default }),
  },
];
