import type { ComponentType } from 'react';
import { t } from '@lingui/core/macro';
import type { RouteObject } from 'react-router';
import LinearProgress from '@mui/material/LinearProgress';
import { loadable } from '../lib/loadable';

type LazyRoute = () => Promise<{ Component?: ComponentType | null }>;

/**
 * A route's `lazy` that survives a failed download (the server went away, or a new release
 * removed the old chunks). When `lazy` rejects, React Router 8 renders nothing where the page
 * goes, not even the route's error boundary, and the window stays blank. So a failure resolves
 * instead, to a page that asks for its code again each time it is shown and, failing, throws to
 * the route's error boundary (which explains and offers a reload). The route's other lazy parts
 * (a loader that only prefetches) are done without until the next visit.
 */
export function surviveFailedDownload(lazy: LazyRoute): LazyRoute {
  return async () => {
    try {
      return await lazy();
    } catch {
      const page = loadable(async () => ({ default: (await lazy()).Component ?? Empty }));
      return {
        Component: function RetriedPage() {
          return <page.Component fallback={<LinearProgress aria-label={t`Loading page`} />} />;
        },
      };
    }
  };
}

function Empty() {
  return null;
}

/** `surviveFailedDownload` for a route object whose `lazy` is a function. */
export function withSurvivingLazy(route: RouteObject): RouteObject {
  return typeof route.lazy === 'function'
    ? ({ ...route, lazy: surviveFailedDownload(route.lazy as LazyRoute) } as RouteObject)
    : route;
}
