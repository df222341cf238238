import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, TEST_ORG, testSession } from '../../test/render';
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

  it('offers Activity only to an administrator of the organization in use', () => {
    const other = { id: '00000000-0000-4000-8000-000000000002', name: 'Globex' };
    // An administrator elsewhere who is a member here: Invitations (any organization), no Activity.
    const memberHere = testSession(0, {
      memberships: [
        { organization: TEST_ORG, role: 0 },
        { organization: other, role: 2 },
      ],
    });
    const { unmount } = renderWithApp(<NavList />, { session: memberHere });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Invitations' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Activity' })).not.toBeInTheDocument();
    unmount();

    renderWithApp(<NavList />, { session: testSession(2) });
    expect(screen.getByRole('link', { name: 'Activity' })).toHaveAttribute('href', '/activity');
  });
});
