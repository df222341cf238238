import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { QueryClientProvider } from '@tanstack/react-query';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { subscribeToken } from '../api/token';
import { NotificationsProvider, useNotify } from '../components/notifications';
import { clearStoredSession } from '../lib/stored-session';
import { RuntimeConfigContext, type RuntimeConfig } from '../lib/runtime-config';
import { createQueryClient } from './query-client';
import { createRouter } from './router';
import { theme } from './theme';

/** Providers in dependency order: config, theme, notifications, data, then the routes. */
export function App({ config }: { config: RuntimeConfig }) {
  return (
    <RuntimeConfigContext.Provider value={config}>
      <ThemeProvider theme={theme} defaultMode="system">
        <CssBaseline enableColorScheme />
        <NotificationsProvider>
          <DataAndRoutes />
        </NotificationsProvider>
      </ThemeProvider>
    </RuntimeConfigContext.Provider>
  );
}

function DataAndRoutes() {
  const notify = useNotify();
  const [queryClient] = useState(() =>
    createQueryClient({
      onBackgroundError: (error) =>
        notify(
          `Could not refresh: ${error instanceof Error ? error.message : 'unknown error'}`,
          'warning',
        ),
    }),
  );
  const [router] = useState(() => createRouter(queryClient));

  // A session that ends (sign-out, or a 401 from any request) drops every cached answer at once.
  useEffect(
    () =>
      subscribeToken((token) => {
        if (token !== null) return;
        clearStoredSession();
        queryClient.clear();
      }),
    [queryClient],
  );

  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
