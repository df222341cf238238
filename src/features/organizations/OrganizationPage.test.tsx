import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { components } from '../../api/schema.gen';
import { json, stubFetch } from '../../test/fetch-stub';
import { renderWithApp, TEST_ORG, testSession } from '../../test/render';
import OrganizationPage from './OrganizationPage';
import { sessionKeys } from '../../queries/session';

type Me = components['schemas']['Me'];

const PROFILE = {
  id: TEST_ORG.id,
  name: TEST_ORG.name,
  website: 'https://acme.example',
  primary_contact_phone: '+44 20 7946 0000',
  needs: ['Benchmarks'],
  organization_type: 'agency',
};

const ME: Me = {
  expires_at: '2026-03-01T17:00:00Z',
  user: testSession().user,
  memberships: [{ organization: TEST_ORG, role: 2 }],
};

function stubService({
  profile = json(PROFILE),
  patch = (body: Record<string, unknown>) =>
    json({ id: TEST_ORG.id, name: body.name ?? TEST_ORG.name }),
}: {
  profile?: Response;
  patch?: (body: Record<string, unknown>) => Response;
} = {}) {
  return stubFetch(async (request) => {
    const url = new URL(request.url);
    if (url.pathname === `/api/v1/organizations/${TEST_ORG.id}/`) {
      if (request.method === 'PATCH')
        return patch((await request.json()) as Record<string, unknown>);
      return profile.clone();
    }
    if (url.pathname === '/auth/me/') return json(ME);
    return json({ detail: 'Not found.' }, 404);
  });
}

// Rendering the page takes a while on a busy machine: wait longer than the default second.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => vi.unstubAllGlobals());

describe('organization profile', { timeout: 60_000 }, () => {
  it('sends only the changed fields and renames the organization in the session cache', async () => {
    const { requests } = stubService();
    const { queryClient } = renderWithApp(<OrganizationPage />, { path: '/organization' });
    queryClient.setQueryData(sessionKeys.me(), ME);
    const user = userEvent.setup({ delay: null });

    const name = await screen.findByRole('textbox', { name: /Name/ });
    expect(name).toHaveValue('Acme Research');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();

    await user.clear(name);
    await user.type(name, 'Acme Insights');
    await user.click(screen.getByRole('radio', { name: /Non-profit/ }));
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Organization profile saved.')).toBeInTheDocument();
    const patch = requests.find((r) => r.method === 'PATCH')!;
    expect(await patch.json()).toEqual({ name: 'Acme Insights', organization_type: 'ngo' });
    await waitFor(() =>
      expect(
        queryClient.getQueryData<Me>(sessionKeys.me())?.memberships[0]?.organization.name,
      ).toBe('Acme Insights'),
    );
    expect(screen.getByText('No unsaved changes.')).toBeInTheDocument();
  });

  it('refuses over-long values as they are typed and shows server errors beside the field', async () => {
    const { requests } = stubService({
      patch: () => json({ website: ['Enter a valid URL.'] }, 400),
    });
    renderWithApp(<OrganizationPage />, { path: '/organization' });
    const user = userEvent.setup({ delay: null });

    const phone = await screen.findByRole('textbox', { name: /Primary contact phone/ });
    await user.clear(phone);
    await user.click(phone);
    await user.paste('1'.repeat(32));
    expect(phone).toHaveAccessibleDescription('At most 31 characters.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(requests.some((r) => r.method === 'PATCH')).toBe(false);

    await user.clear(phone);
    const website = screen.getByRole('textbox', { name: /Website/ });
    await user.clear(website);
    await user.type(website, 'https://acme.example/x');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(website).toHaveAccessibleDescription('Enter a valid URL.'));
    expect(website).toHaveValue('https://acme.example/x');
    const patch = requests.find((r) => r.method === 'PATCH')!;
    expect(await patch.json()).toEqual({
      website: 'https://acme.example/x',
      primary_contact_phone: '',
    });
  });

  it('starts from the session name when the service does not share the profile', async () => {
    const { requests } = stubService({ profile: json({ detail: 'Not found.' }, 404) });
    renderWithApp(<OrganizationPage />, { path: '/organization' });
    const user = userEvent.setup({ delay: null });

    expect(await screen.findByText(/does not share this organization/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Acme Research');
    await user.type(screen.getByRole('textbox', { name: /Website/ }), 'https://acme.example');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Organization profile saved.');
    const patch = requests.find((r) => r.method === 'PATCH')!;
    expect(await patch.json()).toEqual({ website: 'https://acme.example' });
  });

  it('is read only for a member', async () => {
    stubService();
    renderWithApp(<OrganizationPage />, { path: '/organization', session: testSession(0) });
    expect(await screen.findByText('https://acme.example')).toBeInTheDocument();
    expect(screen.getByText(/profile is read only/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  });
});
