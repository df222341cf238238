import type { RouteObject } from 'react-router';

export const activityRoutes: RouteObject[] = [
  {
    path: 'activity',
    lazy: async () => {
      const route = import('./ActivityRoute');
      // The page's code starts downloading now, beside the small route module whose loader asks
      // for the data.
      void import('./ActivityPage').catch(() => {
        // The route retries the import and shows the failure when it renders.
      });
      const { default: Component, loader } = await route;
      return { Component, loader };
    },
  },
];
