import type { RouteObject } from 'react-router';

export const reportsRoutes: RouteObject[] = [
  { path: 'reports', lazy: async () => ({ Component: (await import('./ReportsPage')).default }) },
  {
    path: 'reports/:id',
    lazy: async () => ({ Component: (await import('./ReportPage')).default }),
  },
];
