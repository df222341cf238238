import type { RouteObject } from 'react-router';

export const attitudesRoutes: RouteObject[] = [
  {
    path: 'attitudes',
    lazy: async () => ({ Component: (await import('./AttitudesPage')).default }),
  },
];
