import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { invitationRow } from './invitation.fixture';
import { InvitationActions } from './InvitationActions';

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
