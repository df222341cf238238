import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App, createAppCore } from './App';

describe('the app on a first visit', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('shows a loading status while the page’s code loads, then the page, without a warning', async () => {
    const warn = vi.spyOn(console, 'warn');
    vi.stubGlobal('matchMedia', () => ({
      matches: false,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    window.history.replaceState(null, '', '/login');
    render(<App config={{ apiBaseUrl: '', demo: false }} core={createAppCore()} />);

    expect(screen.getByRole('status', { name: 'Loading Pulse' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Sign in to Pulse' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading Pulse' })).not.toBeInTheDocument();
    expect(warn).not.toHaveBeenCalledWith(expect.stringContaining('HydrateFallback'));
  });
});
