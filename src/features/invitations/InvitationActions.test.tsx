import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { invitationRow } from './invitation.fixture';
import { InvitationActions, quickAction } from './InvitationActions';

/** One table row's actions, whose invitation changes as a page turn would change it. */
function RowOnTwoPages() {
  const [page, setPage] = useState(1);
  return (
    <>
      <button onClick={() => setPage(2)}>Next page</button>
      <InvitationActions
        compact
        invitation={invitationRow(page, 0)}
        onEdit={vi.fn()}
        onStatus={vi.fn()}
        onDelete={vi.fn()}
      />
    </>
  );
}

describe('InvitationActions', () => {
  it('keeps its menu to the invitation it was opened for', async () => {
    const user = userEvent.setup();
    renderWithApp(<RowOnTwoPages />);
    await user.click(screen.getByRole('button', { name: 'More actions for Person1 Example' }));
    expect(await screen.findByRole('menu')).toBeInTheDocument();

    // The row now shows another invitation (rows are kept by their place on the page). The open
    // menu makes the rest of the page inert to the pointer, so the page turns programmatically.
    act(() => screen.getByRole('button', { name: 'Next page', hidden: true }).click());
    expect(
      await screen.findByRole('button', { name: 'More actions for Person2 Example', hidden: true }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});

describe('quickAction', () => {
  it.each([
    [0, { label: 'Revoke', status: 4 }],
    [1, null],
    [2, { label: 'Re-open', status: 0 }],
    [3, { label: 'Re-open', status: 0 }],
    [4, { label: 'Re-open', status: 0 }],
    [9, null],
  ])('offers status %i the one-click move %j', (status, action) => {
    expect(quickAction(status)).toEqual(action);
  });
});

describe('InvitationActions status moves', () => {
  const row = (status: number) => ({ ...invitationRow(1, 0), status: status as 0 });

  it('cancels a pending invitation from the menu, and revokes it in one click', async () => {
    const user = userEvent.setup();
    const onStatus = vi.fn();
    const invitation = row(0);
    renderWithApp(
      <InvitationActions
        invitation={invitation}
        onEdit={vi.fn()}
        onStatus={onStatus}
        onDelete={vi.fn()}
      />,
    );
    await user.click(
      screen.getByRole('button', { name: 'Revoke the invitation of Person1 Example' }),
    );
    expect(onStatus).toHaveBeenLastCalledWith(invitation, 4);
    await user.click(screen.getByRole('button', { name: 'More actions for Person1 Example' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Cancel invitation' }));
    expect(onStatus).toHaveBeenLastCalledWith(invitation, 2);
  });

  it.each([1, 2, 3, 4])('offers no cancel for status %i', async (status) => {
    const user = userEvent.setup();
    renderWithApp(
      <InvitationActions
        invitation={row(status)}
        onEdit={vi.fn()}
        onStatus={vi.fn()}
        onDelete={vi.fn()}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'More actions for Person1 Example' }));
    expect(await screen.findByRole('menuitem', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Cancel invitation' })).not.toBeInTheDocument();
  });
});
