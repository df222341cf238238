import type { RouteObject } from 'react-router';

export const portfoliosRoutes: RouteObject[] = [
  {
    path: 'portfolios',
    lazy: async () => ({ Component: (await import('./PortfoliosPage')).default }),
  },
  {
    path: 'portfolios/:id',
    lazy: async () => ({ Component: (await import('./PortfolioPage')).default }),
  },
];
