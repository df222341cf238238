import type { RouteObject } from 'react-router';

export const invitationsRoutes: RouteObject[] = [
  {
    path: 'invitations',
    lazy: async () => {
      const route = import('./InvitationsRoute');
      // The page's code starts downloading now, beside the small route module that starts the
      // data: a deep link no longer waits for the code before asking for the invitations.
      void import('./InvitationsPage').catch(() => {
        // The route's lazy page retries the import and shows the failure when it renders.
      });
      return { Component: (await route).default };
    },
  },
];
