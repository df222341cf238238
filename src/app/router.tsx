import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { t } from '@lingui/core/macro';
import { loadDashboardCatalog } from './i18n';
import type { QueryClient } from '@tanstack/react-query';
import { getToken } from '../api/token';
import { sessionQueries } from '../queries/session';
import { activityRoutes } from '../features/activity/activity.routes';
import { attitudesRoutes } from '../features/attitudes/attitudes.routes';
import { authRoutes } from '../features/auth/auth.routes';
import { homeRoutes } from '../features/home/home.routes';
import { invitationsRoutes } from '../features/invitations/invitations.routes';
import { organizationsRoutes } from '../features/organizations/organizations.routes';
import { portfoliosRoutes } from '../features/portfolios/portfolios.routes';
import { reportsRoutes } from '../features/reports/reports.routes';
import { segmentsRoutes } from '../features/segments/segments.routes';
import { FullPageLoading } from './FullPageLoading';
import { surviveFailedDownload, withSurvivingLazy } from './lazy-route';
import { NotFoundPage } from './NotFoundPage';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { queryClientContext, routeContext } from '../queries/route-context';

/**
 * Every feature route gets its own error boundary, so a failing page leaves the shell usable, and
 * a page whose code fails to download shows that boundary rather than nothing.
 */
function withErrorBoundary(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) =>
    withSurvivingLazy({ ErrorBoundary: RouteErrorBoundary, ...route } as RouteObject),
  );
}

/**
 * What the router shows while a first visit's route code loads (the signed-in routes are lazy):
 * without it the window stays blank meanwhile, and React Router warns in the console.
 */
function AppLoading() {
  return <FullPageLoading label={t`Loading Pulse`} />;
}

export const routes: RouteObject[] = [
  ...withErrorBoundary(authRoutes),
  {
    path: '/',
    HydrateFallback: AppLoading,
    // The signed-in shell loads after sign-in, so the sign-in page stays as light as it can be;
    // the signed-in pages' messages come with it.
    lazy: surviveFailedDownload(async () => {
      const [{ AuthGate }] = await Promise.all([import('./AuthGate'), loadDashboardCatalog()]);
      return { Component: AuthGate };
    }),
    // Who is signed in is asked at navigation, beside the shell's code, not after it renders.
    loader: ({ context }: LoaderFunctionArgs) => {
      if (getToken()) void context.get(queryClientContext).prefetchQuery(sessionQueries.me());
      return null;
    },
    ErrorBoundary: RouteErrorBoundary,
    children: [
      ...withErrorBoundary([
        ...homeRoutes,
        ...organizationsRoutes,
        ...invitationsRoutes,
        ...portfoliosRoutes,
        ...segmentsRoutes,
        ...reportsRoutes,
        ...attitudesRoutes,
        ...activityRoutes,
      ]),
      { path: '*', Component: NotFoundPage },
    ],
  },
];

export function createRouter(queryClient: QueryClient) {
  return createBrowserRouter(routes, { getContext: routeContext(queryClient) });
}
