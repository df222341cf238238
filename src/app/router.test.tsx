import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../test/fetch-stub';
import { getToken, setToken } from '../api/token';
import { App, createAppCore } from './App';

describe('the app on a first visit', () => {
  beforeEach(() => {
    vi.stubGlobal('matchMedia', () => ({
      matches: false,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
  });

  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('shows a loading status while the page’s code loads, then the page, without a warning', async () => {
    const warn = vi.spyOn(console, 'warn');
    // Signed out, the home page's lazy shell loads, then sends the visitor to sign in.
    window.history.replaceState(null, '', '/');
    render(<App config={{ apiBaseUrl: '', demo: false }} core={createAppCore()} />);

    expect(screen.getByRole('status', { name: 'Loading Pulse' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Sign in to Pulse' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading Pulse' })).not.toBeInTheDocument();
    expect(warn).not.toHaveBeenCalledWith(expect.stringContaining('HydrateFallback'));
  });

  it('draws the sign-in page in its first render, with no loading status before it', () => {
    window.history.replaceState(null, '', '/login');
    render(<App config={{ apiBaseUrl: '', demo: false }} core={createAppCore()} />);

    expect(screen.getByRole('heading', { name: 'Sign in to Pulse' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading Pulse' })).not.toBeInTheDocument();
  });

  it('forgets the stored user when the token it had is refused on the first request', async () => {
    window.history.replaceState(null, '', '/organization');
    setToken('no-longer-valid');
    sessionStorage.setItem(
      'pulse.session',
      JSON.stringify({ user: { id: 'u1', email: 'a@b.test' }, memberships: [] }),
    );
    stubFetch(() => json({ detail: 'Invalid token.' }, 401));
    // The router asks /auth/me/ as it is made; here its 401 arrives before React first renders.
    const core = createAppCore();
    await vi.waitFor(() => expect(getToken()).toBeNull());
    render(<App config={{ apiBaseUrl: '', demo: false }} core={core} />);

    expect(
      await screen.findByRole('heading', { name: 'Sign in to Pulse' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(sessionStorage.getItem('pulse.session')).toBeNull();
  });
});
