import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UnsavedChangesPrompt } from '../../features/organizations/UnsavedChangesPrompt';
import { renderWithApp, TEST_ORG, testSession } from '../../test/render';
import { OrganizationSwitcher } from './OrganizationSwitcher';

const GLOBEX = { id: '00000000-0000-4000-8000-0000000000b2', name: 'Globex' };

function renderSwitcher(unsaved: boolean) {
  const switchOrganization = vi.fn();
  const session = testSession(2, {
    memberships: [
      { organization: TEST_ORG, role: 2 },
      { organization: GLOBEX, role: 0 },
    ],
    switchOrganization,
  });
  renderWithApp(
    <>
      <OrganizationSwitcher />
      <UnsavedChangesPrompt when={unsaved} message="Your edits to the profile will be lost." />
    </>,
    { session },
  );
  return switchOrganization;
}

async function pickGlobex(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('combobox', { name: 'Organization' }));
  await user.click(await screen.findByRole('option', { name: 'Globex' }));
}

describe('OrganizationSwitcher', () => {
  it('switches at once when nothing is unsaved', async () => {
    const switchOrganization = renderSwitcher(false);
    const user = userEvent.setup({ delay: null });
    await pickGlobex(user);
    expect(switchOrganization).toHaveBeenCalledWith(GLOBEX.id);
  });

  it('asks before a switch would discard unsaved changes', async () => {
    const switchOrganization = renderSwitcher(true);
    const user = userEvent.setup({ delay: null });
    await pickGlobex(user);
    const dialog = await screen.findByRole('dialog', { name: 'Switch without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(switchOrganization).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await pickGlobex(user);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Switch without saving?' })).getByRole(
        'button',
        { name: 'Switch' },
      ),
    );
    expect(switchOrganization).toHaveBeenCalledWith(GLOBEX.id);
  });
});
