import { useEffect, useMemo } from 'react';
import { i18n } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import { t } from '@lingui/core/macro';
import { RouterProvider } from 'react-router/dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { subscribeToken } from '../api/token';
import { NotificationsProvider, useNotify } from '../components/notifications';
import { clearStoredSession } from '../lib/stored-session';
import { RuntimeConfigContext, type RuntimeConfig } from '../lib/runtime-config';
import { LanguageSwitchContext, type LanguageSwitch } from '../lib/i18n/language-switch';
import { prefetchShownIn, prepareLocale, switchLocale } from './i18n';
import { ColorModeProvider, initialColorMode, themeFor } from './color-mode';
import { createQueryClient } from './query-client';
import { createRouter } from './router';

export type AppCore = ReturnType<typeof createAppCore>;

/**
 * The query client and the router, made before React first renders and before the language's
 * catalog has arrived: the router starts the route's code and data at once instead of waiting.
 */
export function createAppCore() {
  let onBackgroundError: ((error: unknown) => void) | undefined;
  const queryClient = createQueryClient({
    onBackgroundError: (error) => onBackgroundError?.(error),
  });
  // A session that ends (sign-out, or a 401 from any request) drops every cached answer and the
  // stored user at once. Subscribed here, not in an effect: the router asks /auth/me/ before React
  // first renders, and a 401 that came back before the effect ran left the stored user behind.
  subscribeToken((token) => {
    if (token !== null) return;
    clearStoredSession();
    queryClient.clear();
  });
  return {
    queryClient,
    router: createRouter(queryClient),
    /** Where a failed background refetch is reported; returns the unsubscribe. */
    reportBackgroundErrors(report: (error: unknown) => void): () => void {
      onBackgroundError = report;
      return () => {
        onBackgroundError = undefined;
      };
    },
  };
}

/**
 * Builds the first render's theme (it takes tens of milliseconds) in the task before that render:
 * once the language is in use, whose MUI texts the theme carries.
 */
export function prepareFirstRender(): void {
  themeFor(initialColorMode(), i18n.locale);
}

/** Providers in dependency order: config, language, theme, notifications, data, then the routes. */
export function App({ config, core }: { config: RuntimeConfig; core: AppCore }) {
  const languageSwitch = useMemo((): LanguageSwitch => {
    const shownIn = (tag: string) => prefetchShownIn(core.queryClient, tag);
    return {
      switchTo: (locale) => switchLocale(locale, shownIn),
      prepare: (locale) => prepareLocale(locale, shownIn),
    };
  }, [core]);
  return (
    <RuntimeConfigContext.Provider value={config}>
      <I18nProvider i18n={i18n}>
        <LanguageSwitchContext.Provider value={languageSwitch}>
          <ColorModeProvider>
            <NotificationsProvider>
              <DataAndRoutes core={core} />
            </NotificationsProvider>
          </ColorModeProvider>
        </LanguageSwitchContext.Provider>
      </I18nProvider>
    </RuntimeConfigContext.Provider>
  );
}

function DataAndRoutes({ core }: { core: AppCore }) {
  const notify = useNotify();
  const { queryClient, router, reportBackgroundErrors } = core;

  useEffect(
    () =>
      reportBackgroundErrors((error) => {
        const reason = error instanceof Error ? error.message : t`unknown error`;
        notify(t`Could not refresh: ${reason}`, 'warning');
      }),
    [reportBackgroundErrors, notify],
  );

  // A new language draws every route afresh, so that each number, date and chart label is
  // formatted in it, not only the text that reads the catalog. The data stays in the cache.
  const { i18n: active } = useLingui();

  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider key={active.locale} router={router} />
    </QueryClientProvider>
  );
}
