import type { RouteObject } from 'react-router';

export const organizationsRoutes: RouteObject[] = [
  {
    path: 'organization',
    lazy: async () => ({ Component: (await import('./OrganizationPage')).default }),
  },
];
