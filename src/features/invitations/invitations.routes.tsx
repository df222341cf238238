import type { RouteObject } from 'react-router';

export const invitationsRoutes: RouteObject[] = [
  {
    path: 'invitations',
    lazy: async () => {
      const route = import('./InvitationsRoute');
      // The page's code starts downloading now, beside the small route module whose loader asks
      // for the data: a deep link waits for neither before asking for the next.
      void import('./InvitationsPage').catch(() => {
        // The route retries the import and shows the failure when it renders.
      });
      const { default: Component, loader } = await route;
      return { Component, loader };
    },
  },
];
