import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { components } from '../../api/schema.gen';
import { clearToken, getToken, setToken } from '../../api/token';
import { NotificationsProvider } from '../../components/notifications';
import LoginPage from '../../features/auth/LoginPage';
import { formatDateTime } from '../../lib/format';
import { storeSession } from '../../lib/stored-session';
import { json, stubFetch } from '../../test/fetch-stub';
import { testSession, I18nWrapper } from '../../test/render';
import { AuthGate } from '../AuthGate';
import { ColorModeProvider } from '../color-mode';

const EXPIRES_AT = new Date(Date.now() + 8 * 3600 * 1000).toISOString();
const { user, memberships } = testSession();
const ME: components['schemas']['Me'] = { user, memberships, expires_at: EXPIRES_AT };

/**
 * Signed in (as sign-in leaves a tab: the token and the answer kept), on a service whose
 * `POST /auth/logout/` answers `logout`; `/auth/me/` is an extension too, and answers 404 on a
 * service with only the published interface.
 */
function signedIn(logout: () => Response) {
  setToken('the-token');
  storeSession(ME);
  const { requests } = stubFetch((request) => {
    const path = new URL(request.url).pathname;
    if (path === '/auth/logout/') return logout();
    return json({ detail: 'Not found.' }, 404);
  });
  const router = createMemoryRouter(
    [
      { path: '/', element: <AuthGate />, children: [{ index: true, element: <p>Home page</p> }] },
      { path: '/login', element: <LoginPage /> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <ColorModeProvider>
      <NotificationsProvider>
        <QueryClientProvider
          client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
        >
          <RouterProvider router={router} />
        </QueryClientProvider>
      </NotificationsProvider>
    </ColorModeProvider>,
    { wrapper: I18nWrapper },
  );
  return { requests, router };
}

async function signOut() {
  const actor = userEvent.setup({ delay: null });
  await actor.click(await screen.findByRole('button', { name: /Account menu/ }));
  await actor.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
  await screen.findByRole('heading', { name: 'Sign in to Pulse' });
}

afterEach(() => {
  clearToken();
  vi.unstubAllGlobals();
});

describe('signing out', { timeout: 60_000 }, () => {
  it('says the token stays valid until it expires where the service cannot end sessions', async () => {
    const { requests } = signedIn(() => json({ detail: 'Not found.' }, 404));
    await signOut();
    expect(
      screen.getByText(
        `You are signed out on this device. This service cannot end sessions, so the token stays valid until it expires at ${formatDateTime(EXPIRES_AT)}.`,
      ),
    ).toBeInTheDocument();
    expect(getToken()).toBeNull();
    expect(requests.some((r) => new URL(r.url).pathname === '/auth/logout/')).toBe(true);
  });

  it('says only that the user is signed out where the service ended the session', async () => {
    const { requests } = signedIn(() => new Response(null, { status: 204 }));
    await signOut();
    expect(screen.getByText('You are signed out.')).toBeInTheDocument();
    expect(screen.queryByText(/stays valid|may stay valid/)).not.toBeInTheDocument();
    const logout = requests.find((r) => new URL(r.url).pathname === '/auth/logout/');
    expect(logout?.headers.get('Authorization')).toBe('Bearer the-token');
  });
});
