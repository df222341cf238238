import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
});
