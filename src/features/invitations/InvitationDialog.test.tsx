import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../test/fetch-stub';
import { renderWithApp, TEST_ORG } from '../../test/render';
import { invitationRow } from './invitation.fixture';
import { InvitationDialog } from './InvitationDialog';
import type { Invitation } from '../../queries/invitations';

const PORTFOLIOS = [
  { id: '10000000-0000-4000-8000-000000000001', name: 'Retail Banking' },
  { id: '10000000-0000-4000-8000-000000000002', name: 'Insurance' },
];

const page = (results: unknown[]) => ({
  count: results.length,
  next: null,
  previous: null,
  results,
});

function created(body: Record<string, unknown>, id: string): Invitation {
  return {
    ...invitationRow(1, 0),
    id,
    email: body.email as string,
    first_name: (body.first_name as string | null) ?? null,
    last_name: (body.last_name as string | null) ?? null,
    email_sent: false,
  };
}

/** A fake service; `put` decides what the invitation PUT answers. */
function stubService(put: (body: Record<string, unknown>, id: string) => Response) {
  return stubFetch(async (request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/v1/portfolios/') return json(page(PORTFOLIOS));
    const match = /^\/api\/v1\/organization-invitations\/([^/]+)\/$/.exec(url.pathname);
    if (match && request.method === 'PUT') {
      return put((await request.json()) as Record<string, unknown>, match[1]!);
    }
    return json({ detail: 'Not found.' }, 404);
  });
}

function renderDialog() {
  const onSaved = vi.fn();
  renderWithApp(
    <InvitationDialog
      mode={{ kind: 'invite', organizationId: TEST_ORG.id, organizationName: TEST_ORG.name }}
      onClose={() => {}}
      onSaved={onSaved}
    />,
    { path: '/invitations' },
  );
  return { onSaved };
}

// Rendering the page takes a while on a busy machine: wait longer than the default second.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => vi.unstubAllGlobals());

describe('invite member dialog', { timeout: 60_000 }, () => {
  it('shows the server’s field error beside the field and keeps what was typed', async () => {
    const { requests } = stubService(() =>
      json({ email: ['An invitation for this address is already pending.'] }, 400),
    );
    const { onSaved } = renderDialog();
    const user = userEvent.setup({ delay: null });
    const dialog = within(await screen.findByRole('dialog', { name: 'Invite member' }));

    await user.type(dialog.getByRole('textbox', { name: /Email/ }), 'jane@example.com');
    await user.type(dialog.getByRole('textbox', { name: 'First name' }), 'Jane');
    await user.click(dialog.getByRole('radio', { name: /Collaborator/ }));
    await user.click(dialog.getByRole('button', { name: 'Send invitation' }));

    const email = dialog.getByRole('textbox', { name: /Email/ });
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(
        'An invitation for this address is already pending.',
      ),
    );
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveValue('jane@example.com');
    // Focus leaves the send button for the field to fix.
    await waitFor(() => expect(email).toHaveFocus());
    expect(dialog.getByRole('textbox', { name: 'First name' })).toHaveValue('Jane');
    expect(dialog.getByRole('radio', { name: /Collaborator/ })).toBeChecked();
    expect(onSaved).not.toHaveBeenCalled();
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(1);

    // Editing the field clears the server's message, which was about the value sent.
    await user.type(email, 'x');
    expect(email).not.toHaveAccessibleDescription(/already pending/);
  });

  it('refuses a 26-character first name and an empty email before sending', async () => {
    const { requests } = stubService((body, id) => json(created(body, id), 201));
    renderDialog();
    const user = userEvent.setup({ delay: null });
    const dialog = within(await screen.findByRole('dialog', { name: 'Invite member' }));

    const first = dialog.getByRole('textbox', { name: 'First name' });
    await user.type(first, 'A'.repeat(26));
    expect(first).toHaveAccessibleDescription('At most 25 characters.');

    await user.click(dialog.getByRole('button', { name: 'Send invitation' }));
    expect(dialog.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription(
      'Enter the email address to invite.',
    );
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
  });

  it('creates the invitation with a PUT to a new id, with the chosen portfolios', async () => {
    const { requests } = stubService((body, id) => json(created(body, id), 201));
    const { onSaved } = renderDialog();
    const user = userEvent.setup({ delay: null });
    const dialog = within(await screen.findByRole('dialog', { name: 'Invite member' }));

    await user.type(dialog.getByRole('textbox', { name: /Email/ }), 'sam@example.com');
    await user.click(dialog.getByRole('combobox', { name: 'Portfolio access' }));
    await user.click(await screen.findByRole('option', { name: 'Insurance' }));
    await user.click(dialog.getByRole('button', { name: 'Send invitation' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const put = requests.find((r) => r.method === 'PUT')!;
    expect(new URL(put.url).pathname).toMatch(
      /^\/api\/v1\/organization-invitations\/[0-9a-f-]{36}\/$/,
    );
    expect(await put.json()).toEqual({
      email: 'sam@example.com',
      organization_id: TEST_ORG.id,
      status: 0,
      first_name: null,
      last_name: null,
      role: 0,
      accessible_portfolio_ids: [PORTFOLIOS[1]!.id],
    });
    expect(onSaved.mock.calls[0]![0]).toMatchObject({ created: true });
  });
});
