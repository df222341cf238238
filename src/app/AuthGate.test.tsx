import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { components } from '../api/schema.gen';
import { clearToken, setToken } from '../api/token';
import { NotificationsProvider } from '../components/notifications';
import { useSession } from '../lib/session';
import { storeSession } from '../lib/stored-session';
import { json, stubFetch } from '../test/fetch-stub';
import { testSession, I18nWrapper } from '../test/render';
import { AuthGate } from './AuthGate';
import { ColorModeProvider } from './color-mode';
import { sessionKeys } from '../queries/session';

const { user, memberships } = testSession();
const ME: components['schemas']['Me'] = {
  user,
  memberships,
  expires_at: '2026-12-31T00:00:00Z',
};

describe('AuthGate', () => {
  it('sends a signed-out visitor to sign-in once, while the sign-in page is still loading', async () => {
    let signInLoads = 0;
    const router = createMemoryRouter(
      [
        { path: '/', element: <AuthGate />, children: [{ index: true, element: <p>Home</p> }] },
        {
          path: '/login',
          // The sign-in page's code arrives a moment later, as it does from a deep link.
          lazy: async () => {
            await new Promise((resolve) => setTimeout(resolve, 50));
            return { Component: () => <h1>Sign in</h1> };
          },
          loader: () => {
            signInLoads++;
            return null;
          },
        },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
      { wrapper: I18nWrapper },
    );

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    // A second navigation to /login would run its loader again.
    expect(signInLoads).toBe(1);
  });

  describe('signed in', () => {
    afterEach(() => {
      clearToken();
      vi.unstubAllGlobals();
    });

    it('shows the stored user at once, and renders the page again only if /auth/me/ changed it', async () => {
      setToken('token');
      storeSession(ME);
      const answers: ((me: typeof ME) => void)[] = [];
      stubFetch(() => new Promise<Response>((resolve) => answers.push((me) => resolve(json(me)))));
      let renders = 0;
      function Page() {
        renders++;
        return <p>Signed in as {useSession().user.full_name}</p>;
      }
      const router = createMemoryRouter(
        [{ path: '/', element: <AuthGate />, children: [{ index: true, element: <Page /> }] }],
        { initialEntries: ['/'] },
      );
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      render(
        <ColorModeProvider>
          <NotificationsProvider>
            <QueryClientProvider client={queryClient}>
              <RouterProvider router={router} />
            </QueryClientProvider>
          </NotificationsProvider>
        </ColorModeProvider>,
        { wrapper: I18nWrapper },
      );

      expect(await screen.findByText('Signed in as Ada Admin')).toBeInTheDocument();
      await vi.waitFor(() => expect(answers).toHaveLength(1));
      const before = renders;
      await act(async () => answers[0]!(structuredClone(ME)));
      await vi.waitFor(() =>
        expect(queryClient.getQueryState(sessionKeys.me())?.status).toBe('success'),
      );
      expect(renders).toBe(before);

      // A changed answer does reach the page.
      void queryClient.refetchQueries({ queryKey: sessionKeys.me() });
      await vi.waitFor(() => expect(answers).toHaveLength(2));
      const renamed = { ...ME, user: { ...ME.user, full_name: 'Ada Lovelace' } };
      await act(async () => answers[1]!(renamed));
      expect(await screen.findByText('Signed in as Ada Lovelace')).toBeInTheDocument();
    });
  });
});
