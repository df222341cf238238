import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearToken, setToken } from '../../api/token';
import { formatDateTime } from '../../lib/format';
import { json, stubFetch } from '../../test/fetch-stub';
import { renderWithApp } from '../../test/render';
import LoginPage from './LoginPage';

afterEach(() => vi.unstubAllGlobals());

describe('LoginPage', () => {
  it('drops the last refusal when a new attempt fails its own checks, and focuses the field to fix', async () => {
    stubFetch(() =>
      json({ non_field_errors: ['Unable to log in with provided credentials.'] }, 400),
    );
    const user = userEvent.setup({ delay: null });
    renderWithApp(<LoginPage />, { path: '/login' });

    await user.type(screen.getByLabelText(/^Email/), 'admin@demo.test');
    await user.type(screen.getByLabelText(/^Password/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(/Unable to log in/)).toBeInTheDocument();

    const email = screen.getByLabelText(/^Email/);
    await user.clear(email);
    await user.type(email, 'notanemail');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.queryByText(/Unable to log in/)).not.toBeInTheDocument();
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription(/email/i);
  });

  describe('after signing out', () => {
    const HOUR = 3600 * 1000;

    it('says a token the service did not confirm ending may stay valid until it expires', () => {
      const expiresAt = new Date(Date.now() + 2 * HOUR).toISOString();
      setToken('t');
      clearToken('signed-out', { cause: 'unconfirmed', expiresAt });
      renderWithApp(<LoginPage />, { path: '/login' });
      expect(
        screen.getByText(
          `You are signed out on this device. The service did not confirm that the session ended, so the token may stay valid until it expires at ${formatDateTime(expiresAt)}.`,
        ),
      ).toBeInTheDocument();
    });

    it('does not name a time it does not know', () => {
      setToken('t');
      clearToken('signed-out', { cause: 'unsupported', expiresAt: null });
      renderWithApp(<LoginPage />, { path: '/login' });
      expect(
        screen.getByText(
          'You are signed out on this device. This service cannot end sessions, so the token stays valid until it expires.',
        ),
      ).toBeInTheDocument();
    });

    it('says no more than "signed out" once the token has expired anyway', () => {
      setToken('t');
      clearToken('signed-out', {
        cause: 'unsupported',
        expiresAt: new Date(Date.now() - HOUR).toISOString(),
      });
      renderWithApp(<LoginPage />, { path: '/login' });
      expect(screen.getByText('You are signed out.')).toBeInTheDocument();
      expect(screen.queryByText(/stays valid/)).not.toBeInTheDocument();
    });

    it('says nothing of a sign-out when the session expired instead', () => {
      setToken('t');
      clearToken('expired', { cause: 'unsupported', expiresAt: null });
      renderWithApp(<LoginPage />, { path: '/login' });
      expect(screen.getByRole('heading', { name: 'Sign in to Pulse' })).toBeInTheDocument();
      expect(screen.queryByText(/signed out/)).not.toBeInTheDocument();
    });
  });
});
