import type { RouteObject } from 'react-router';

export const homeRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => {
      const route = import('./HomeRoute');
      // The page's code starts downloading now, beside the small route module that starts the
      // counts: the first page after sign-in no longer waits for its code before its data.
      void import('./HomePage').catch(() => {
        // The route retries the import and shows the failure when it renders.
      });
      const { default: Component, loader } = await route;
      return { Component, loader };
    },
  },
];
