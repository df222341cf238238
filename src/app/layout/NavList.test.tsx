import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, testSession } from '../../test/render';
import { NavList } from './NavList';

describe('NavList', () => {
  it('offers Invitations only to a user who administers an organization', () => {
    const { unmount } = renderWithApp(<NavList />, { session: testSession(1) });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Reports' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Invitations' })).not.toBeInTheDocument();
    unmount();

    renderWithApp(<NavList />, { session: testSession(2) });
    expect(screen.getByRole('link', { name: 'Invitations' })).toHaveAttribute(
      'href',
      '/invitations',
    );
  });
});
