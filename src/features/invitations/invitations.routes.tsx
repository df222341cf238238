import type { RouteObject } from 'react-router';

export const invitationsRoutes: RouteObject[] = [
  {
    path: 'invitations',
    lazy: async () => ({ Component: (await import('./InvitationsPage')).default }),
  },
];
