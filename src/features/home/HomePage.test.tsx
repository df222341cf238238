import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberReport } from '../../lib/recent-reports';
import { json, stubFetch } from '../../test/fetch-stub';
import { renderWithApp, testSession, TEST_ORG } from '../../test/render';
import HomePage from './HomePage';

const HOUR = 3600 * 1000;
const envelope = (count: number, results: unknown[] = []) => ({
  count,
  next: null,
  previous: null,
  results,
});

function invitation(email: string, expiresInHours: number) {
  return {
    id: crypto.randomUUID(),
    token: crypto.randomUUID(),
    expiry_date: new Date(Date.now() + expiresInHours * HOUR).toISOString(),
    status: 0,
    organization: TEST_ORG,
    inviter_member: { id: crypto.randomUUID(), first_name: 'A', last_name: 'B', email: 'a@b.test' },
    email,
    first_name: null,
    last_name: null,
    email_sent: true,
    role: 0,
    accessible_portfolios: [],
  };
}

/** Pending invitations, in the service's own order: two expiring within 3 days, one later. */
const PENDING = [
  invitation('soon@example.test', 5),
  invitation('tomorrow@example.test', 30),
  invitation('later@example.test', 24 * 6),
];

/**
 * One page of `list` as the query asks, soonest or latest expiry first where the service `sorts`
 * (the `ordering` extension); a service without it answers in its own order.
 */
function pageOf(list: ReturnType<typeof invitation>[], query: URLSearchParams, sorts: boolean) {
  const ordering = sorts ? query.get('ordering') : null;
  const ordered = [...list];
  if (ordering) {
    const sign = ordering.startsWith('-') ? -1 : 1;
    ordered.sort((a, b) => sign * (Date.parse(a.expiry_date) - Date.parse(b.expiry_date)));
  }
  const size = Number(query.get('page_size') ?? 20);
  const page = Number(query.get('page') ?? 1);
  const results = ordered.slice((page - 1) * size, page * size);
  return {
    count: list.length,
    next: page * size < list.length ? `http://pulse.test/next?page=${page + 1}` : null,
    previous: null,
    results,
  };
}

function stubService({ reports = true, sorts = true, pending = PENDING } = {}) {
  return stubFetch((request) => {
    const url = new URL(request.url);
    const query = url.searchParams;
    switch (url.pathname) {
      case '/api/v1/portfolios/':
        return json(envelope(6));
      case '/api/v1/reports/':
        return reports ? json(envelope(13)) : json({ detail: 'Not found.' }, 404);
      case '/api/v1/segments/':
        // Honours its filters: an organization or portfolio that does not exist has no segment.
        return json(
          envelope(
            query.has('portfolio_id') || ![null, TEST_ORG.id].includes(query.get('organization_id'))
              ? 0
              : 4,
          ),
        );
      case '/api/v1/organization-invitations/': {
        const status = query.get('status');
        // The status tiles' counts.
        if (status !== null && query.get('page_size') === '1') {
          return json(envelope(10 + Number(status)));
        }
        // Pending ones, or the whole list (the pending ones are all it holds).
        return json(pageOf(pending, query, sorts));
      }
      default:
        return json({ detail: 'Not found.' }, 404);
    }
  });
}

afterEach(() => vi.unstubAllGlobals());

// MUI dialogs and selects render slowly in jsdom on a busy machine.
describe('home', { timeout: 60_000 }, () => {
  it('links each count to the list behind it, and invitations to their status filter', async () => {
    stubService();
    renderWithApp(<HomePage />);
    const overview = screen.getByRole('list', { name: 'Overview' });
    expect(await within(overview).findByRole('link', { name: /Portfolios\s*6/ })).toHaveAttribute(
      'href',
      '/portfolios',
    );
    expect(await within(overview).findByRole('link', { name: /Reports\s*13/ })).toHaveAttribute(
      'href',
      '/reports',
    );
    expect(await within(overview).findByRole('link', { name: /Segments\s*4/ })).toHaveAttribute(
      'href',
      '/segments',
    );
    const byStatus = screen.getByRole('list', { name: 'Invitations by status' });
    expect(await within(byStatus).findByRole('link', { name: '10 Pending' })).toHaveAttribute(
      'href',
      '/invitations?status=0',
    );
    expect(within(byStatus).getByRole('link', { name: /14 Revoked/ })).toHaveAttribute(
      'href',
      '/invitations?status=4',
    );
  });

  it('calls out pending invitations expiring within 3 days, asking for them by expiry', async () => {
    const { requests } = stubService();
    renderWithApp(<HomePage />);
    expect(
      await screen.findByText('2 pending invitations expire within 3 days'),
    ).toBeInTheDocument();
    expect(screen.getByText('soon@example.test')).toBeInTheDocument();
    expect(screen.queryByText('later@example.test')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Review pending invitations' })).toHaveAttribute(
      'href',
      '/invitations?status=0&ordering=expiry_date',
    );
    const expiring = requests
      .map((r) => new URL(r.url).searchParams)
      .find((query) => query.get('ordering') === 'expiry_date' && query.get('status') === '0')!;
    expect(expiring.get('organization_id')).toBe(TEST_ORG.id);
    expect(expiring.get('page_size')).toBe('20');
  });

  it('finds the soonest expiring itself where the service cannot list invitations by expiry', async () => {
    // In the service's own order the two expiring soon come last, after a first page's worth of
    // later ones: the first page alone would say that none expires soon.
    const later = Array.from({ length: 25 }, (_, n) =>
      invitation(`later${n}@example.test`, 24 * 6),
    );
    stubService({
      sorts: false,
      pending: [
        ...later,
        invitation('tomorrow@example.test', 30),
        invitation('soon@example.test', 5),
      ],
    });
    renderWithApp(<HomePage />);
    const notice = await screen.findByText('2 pending invitations expire within 3 days');
    const alert = notice.closest('[role="alert"]') as HTMLElement;
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.split(' ')[0]),
    ).toEqual(['soon@example.test', 'tomorrow@example.test']);
    expect(within(alert).queryByText(/later0@/)).not.toBeInTheDocument();
    // Every pending invitation was read, so nothing is said about unread ones.
    expect(screen.queryByText(/were checked/)).not.toBeInTheDocument();
    // The list behind it cannot be sorted by expiry on this service: no order is asked for.
    expect(within(alert).getByRole('link', { name: 'Review pending invitations' })).toHaveAttribute(
      'href',
      '/invitations?status=0',
    );
  });

  it('says which pending invitations it checked when there are too many to read', async () => {
    const many = Array.from({ length: 600 }, (_, n) =>
      invitation(`p${n}@example.test`, n >= 590 ? 5 : 24 * 6),
    );
    stubService({ sorts: false, pending: many });
    renderWithApp(<HomePage />);
    expect(
      await screen.findByText(
        'Only the first 500 of 600 pending invitations were checked: this service cannot list them by expiry, so others may expire sooner.',
      ),
    ).toBeInTheDocument();
    // Not "no pending invitation expires": those it could not read do.
    expect(
      screen.getByText('None of the pending invitations checked expires in the next 3 days.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^No pending invitation expires/)).not.toBeInTheDocument();
  });

  it('leaves the reports tile out when the reports list is not available', async () => {
    stubService({ reports: false });
    renderWithApp(<HomePage />);
    const overview = screen.getByRole('list', { name: 'Overview' });
    expect(await within(overview).findByRole('link', { name: /Segments\s*4/ })).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(within(overview).queryByRole('link', { name: /Reports/ })).not.toBeInTheDocument(),
    );
    expect(screen.queryByText(/Could not be loaded/)).not.toBeInTheDocument();
  });

  it('never asks members for invitations, and shows their recently viewed reports', async () => {
    const { requests } = stubService();
    const session = testSession(0);
    rememberReport(session.user.id, { id: 'r-1', name: 'Customer pulse Q1' });
    renderWithApp(<HomePage />, { session });
    expect(await screen.findByRole('link', { name: /Customer pulse Q1/ })).toHaveAttribute(
      'href',
      '/reports/r-1',
    );
    expect(await screen.findByRole('link', { name: /Portfolios\s*6/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Invitations' })).not.toBeInTheDocument();
    expect(requests.some((r) => r.url.includes('organization-invitations'))).toBe(false);
  });
});
