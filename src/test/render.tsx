import type { ReactElement, ReactNode } from 'react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { prepareLocale, switchLocale } from '../app/i18n';
import { LanguageSwitchContext, type LanguageSwitch } from '../lib/i18n/language-switch';
import { render, type RenderResult } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createAppTheme } from '../app/theme';
import { NotificationsProvider } from '../components/notifications';
import { SessionContext, type Session } from '../lib/session';
import type { Role } from '../lib/roles';

/** The app's light theme, for tests that compare rendered colours with it. */
export const testTheme = createAppTheme('light');

export const TEST_ORG = { id: '00000000-0000-4000-8000-000000000001', name: 'Acme Research' };

export function testSession(role: Role = 2, overrides: Partial<Session> = {}): Session {
  return {
    user: {
      id: '00000000-0000-4000-8000-0000000000aa',
      email: 'admin@demo.test',
      first_name: 'Ada',
      last_name: 'Admin',
      full_name: 'Ada Admin',
    },
    memberships: [{ organization: TEST_ORG, role }],
    organization: TEST_ORG,
    role,
    switchOrganization: () => {},
    signOut: async () => {},
    ...overrides,
  };
}

interface RenderOptions {
  /** Where the memory router starts, e.g. '/invitations?status=0'. */
  path?: string;
  /** The route pattern the element is mounted at, e.g. '/reports/:id'. Defaults to the path's pathname. */
  route?: string;
  session?: Session;
  /** Extra routes (e.g. link targets) to mount beside the element. */
  routes?: RouteObject[];
  queryClient?: QueryClient;
}

export interface RenderWithAppResult extends RenderResult {
  router: ReturnType<typeof createMemoryRouter>;
  queryClient: QueryClient;
}

/** As the app's, without the service's sentences: a test's queries answer in any language. */
const languageSwitch: LanguageSwitch = {
  switchTo: (locale) => switchLocale(locale),
  prepare: (locale) => prepareLocale(locale, async () => undefined),
};

/** The message catalog's provider, for tests that render a component without `renderWithApp`. */
export function I18nWrapper({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <LanguageSwitchContext.Provider value={languageSwitch}>
        {children}
      </LanguageSwitchContext.Provider>
    </I18nProvider>
  );
}

/** Renders `ui` as the app would: theme, notifications, a fresh query cache, a router and a session. */
export function renderWithApp(ui: ReactElement, options: RenderOptions = {}): RenderWithAppResult {
  const path = options.path ?? '/';
  const queryClient =
    options.queryClient ??
    new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [{ path: options.route ?? path.split('?')[0], element: ui }, ...(options.routes ?? [])],
    { initialEntries: [path] },
  );
  const result = render(
    <I18nWrapper>
      <ThemeProvider theme={testTheme}>
        <CssBaseline />
        <NotificationsProvider>
          <QueryClientProvider client={queryClient}>
            <SessionContext.Provider value={options.session ?? testSession()}>
              <RouterProvider router={router} />
            </SessionContext.Provider>
          </QueryClientProvider>
        </NotificationsProvider>
      </ThemeProvider>
    </I18nWrapper>,
  );
  return { ...result, router, queryClient };
}
