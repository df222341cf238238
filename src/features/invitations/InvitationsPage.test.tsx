import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../test/fetch-stub';
import { renderWithApp, TEST_ORG, testSession } from '../../test/render';
import { invitationRow as row } from './invitation.fixture';
import InvitationsPage from './InvitationsPage';

const ROWS = [row(1, 0), row(2, 3)];

function stubService(
  put: () => Response | Promise<Response>,
  list: () => Response = () => page(ROWS),
) {
  return stubFetch((request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/v1/organization-invitations/') {
      if (url.searchParams.get('page_size') === '1') return page([], 3);
      return list();
    }
    if (url.pathname.startsWith('/api/v1/organization-invitations/') && request.method === 'PUT') {
      return put();
    }
    if (request.method === 'DELETE') return new Response(null, { status: 204 });
    if (url.pathname === '/api/v1/portfolios/') return page([]);
    return json({ detail: 'Not found.' }, 404);
  });
}

function page(results: unknown[], count = results.length) {
  return json({ count, next: null, previous: null, results });
}

// Rendering the page takes a while on a busy machine: wait longer than the default second.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => vi.unstubAllGlobals());

describe('invitations page', { timeout: 60_000 }, () => {
  it('lists invitations with counts per status, filtered by the URL', async () => {
    const { requests } = stubService(() => json({}, 500));
    renderWithApp(<InvitationsPage />, { path: '/invitations?status=0&ordering=email' });
    expect(await screen.findByText('person1@example.com')).toBeInTheDocument();
    const list = requests.find(
      (r) => r.url.includes('organization-invitations') && !r.url.includes('page_size=1'),
    )!;
    const query = new URL(list.url).searchParams;
    expect(query.get('status')).toBe('0');
    expect(query.get('ordering')).toBe('email');
    expect(query.get('organization_id')).toBe(TEST_ORG.id);
    expect(screen.getByTestId('status-filter-0')).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(screen.getByTestId('status-filter-all')).toHaveTextContent('All15'));
  });

  it('revokes at once and puts the row back with a message when the server refuses', async () => {
    let answer!: (response: Response) => void;
    stubService(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderWithApp(<InvitationsPage />, { path: '/invitations' });
    const user = userEvent.setup({ delay: null });

    const revoke = await screen.findByRole('button', { name: /Revoke the invitation of Person1/ });
    await user.click(revoke);
    const first = screen.getAllByTestId('invitation-row')[0]!;
    expect(within(first).getByText('Revoked')).toBeInTheDocument();

    answer(json({ detail: 'You do not have permission to perform this action.' }, 403));
    expect(
      await screen.findByText(/Could not revoke the invitation of Person1/),
    ).toBeInTheDocument();
    expect(
      within(screen.getAllByTestId('invitation-row')[0]!).getByText('Pending'),
    ).toBeInTheDocument();
  });

  it('fetches the pages behind "next" and "last" ahead, so paging draws from the cache', async () => {
    const { requests } = stubService(
      () => json({}, 500),
      () => page(ROWS, 100),
    );
    renderWithApp(<InvitationsPage />, { path: '/invitations?page=2' });
    expect(await screen.findByText('person1@example.com')).toBeInTheDocument();
    const pages = () =>
      requests
        .map((r) => new URL(r.url).searchParams)
        .filter((query) => query.get('page_size') === '20')
        .map((query) => query.get('page'));
    await waitFor(() => expect(pages()).toEqual(expect.arrayContaining(['2', '3', '5'])));
    expect(pages()).not.toContain('1');
  });

  it('moves focus to the list once the rows deleted in bulk (and the bar that asked) are gone', async () => {
    stubService(() => json({}, 500));
    renderWithApp(<InvitationsPage />, { path: '/invitations' });
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByRole('checkbox', { name: /invitation of Person1\b/ }));
    await user.click(screen.getByRole('checkbox', { name: /invitation of Person2\b/ }));
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete 2 invitations?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Invitation list' })).toHaveFocus(),
    );
    expect(screen.queryByRole('toolbar', { name: 'Selected invitations' })).not.toBeInTheDocument();
  });

  it('tells a member the list is for administrators, without asking the service', async () => {
    const { requests } = stubService(
      () => json({}, 500),
      () => json({ detail: 'You do not have permission to perform this action.' }, 403),
    );
    renderWithApp(<InvitationsPage />, { path: '/invitations', session: testSession(0) });
    expect(await screen.findByText('Invitations are for administrators')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite member' })).not.toBeInTheDocument();
    expect(requests.filter((r) => r.url.includes('organization-invitations'))).toEqual([]);
  });

  it('explains a 403 the service answers an administrator instead of failing', async () => {
    stubService(
      () => json({}, 500),
      () => json({ detail: 'You do not have permission to perform this action.' }, 403),
    );
    renderWithApp(<InvitationsPage />, { path: '/invitations' });
    expect(await screen.findByText('Invitations are for administrators')).toBeInTheDocument();
  });
});

/**
 * A service with three invitations that sorts them as `ordering` asks (the extension), or, with
 * `sorts: false`, one with only the published interface: it ignores `ordering` and always answers
 * in its own order.
 */
function stubOrderingService({ sorts }: { sorts: boolean }) {
  const rows = [
    { ...row(1, 0), last_name: 'Young', expiry_date: '2030-03-08T09:00:00Z' },
    { ...row(2, 0), last_name: 'Adams', expiry_date: '2030-03-10T09:00:00Z' },
    { ...row(3, 0), last_name: 'Miller', expiry_date: '2030-03-09T09:00:00Z' },
  ];
  return stubFetch((request) => {
    const url = new URL(request.url);
    if (url.pathname !== '/api/v1/organization-invitations/') return page([]);
    const query = url.searchParams;
    const ordering = (sorts && query.get('ordering')) || null;
    const sorted = [...rows];
    if (ordering) {
      const field = ordering.replace(/^-/, '') as 'last_name' | 'expiry_date' | 'email';
      const sign = ordering.startsWith('-') ? -1 : 1;
      sorted.sort((a, b) => sign * String(a[field]).localeCompare(String(b[field])));
    }
    const size = Number(query.get('page_size') ?? 20);
    return page(sorted.slice(0, size), sorted.length);
  });
}

/** Screens as wide as the theme's `lg`, where the invitations are a table with column headers. */
function wideScreen() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('min-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

const inviteeOrder = () =>
  screen.getAllByTestId('invitation-row').map((r) => within(r).getByText(/^person\d@/).textContent);

describe('invitations sorting', { timeout: 60_000 }, () => {
  it('offers sortable columns where the service sorts, and the rows follow the column', async () => {
    wideScreen();
    stubOrderingService({ sorts: true });
    const user = userEvent.setup({ delay: null });
    const { router } = renderWithApp(<InvitationsPage />, {
      path: '/invitations?ordering=last_name',
    });

    const invitee = await screen.findByRole('columnheader', { name: 'Invitee' });
    await waitFor(() => expect(invitee).toHaveAttribute('aria-sort', 'ascending'));
    expect(inviteeOrder()).toEqual([
      'person2@example.com',
      'person3@example.com',
      'person1@example.com',
    ]);
    await user.click(within(invitee).getByRole('button', { name: 'Invitee' }));
    expect(router.state.location.search).toBe('?ordering=-last_name');
    await waitFor(() => expect(invitee).toHaveAttribute('aria-sort', 'descending'));
    await waitFor(() =>
      expect(inviteeOrder()).toEqual([
        'person1@example.com',
        'person3@example.com',
        'person2@example.com',
      ]),
    );
    expect(screen.queryByText(/in its own order/)).not.toBeInTheDocument();
  });

  it('shows plain column titles where the service ignores the order asked, and says so', async () => {
    wideScreen();
    const { requests } = stubOrderingService({ sorts: false });
    renderWithApp(<InvitationsPage />, { path: '/invitations?ordering=last_name' });

    expect(
      await screen.findByText(
        'This service lists invitations in its own order, so they cannot be sorted here.',
      ),
    ).toBeInTheDocument();
    // The rows came back in the service's order, and nothing claims they are by invitee.
    expect(inviteeOrder()).toEqual([
      'person1@example.com',
      'person2@example.com',
      'person3@example.com',
    ]);
    for (const name of ['Invitee', 'Role', 'Status', 'Expiry']) {
      const header = screen.getByRole('columnheader', { name });
      expect(header).not.toHaveAttribute('aria-sort');
      expect(within(header).queryByRole('button')).not.toBeInTheDocument();
    }
    expect(document.querySelector('[aria-sort]')).toBeNull();
    // Found out from two one-row pages asked in opposite orders.
    const probes = requests
      .map((r) => new URL(r.url).searchParams)
      .filter((query) => query.get('page_size') === '1')
      .map((query) => query.get('ordering'));
    expect(probes).toEqual(expect.arrayContaining(['expiry_date', '-expiry_date']));
  });

  it('offers "Sort by" on narrow screens only where the service sorts', async () => {
    stubOrderingService({ sorts: false });
    const published = renderWithApp(<InvitationsPage />, { path: '/invitations?ordering=email' });
    expect(await screen.findByText(/lists invitations in its own order/)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Email, ascending/)).not.toBeInTheDocument();
    published.unmount();

    stubOrderingService({ sorts: true });
    renderWithApp(<InvitationsPage />, { path: '/invitations?ordering=email' });
    expect(await screen.findByRole('combobox', { name: 'Sort by' })).toHaveTextContent(
      'Email, ascending',
    );
    expect(screen.queryByText(/lists invitations in its own order/)).not.toBeInTheDocument();
  });
});
