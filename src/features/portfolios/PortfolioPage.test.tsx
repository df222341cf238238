import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../test/fetch-stub';
import { renderWithApp, testSession, TEST_ORG } from '../../test/render';
import { ACCESS_SHOWN } from './PortfolioAccess';
import PortfolioPage from './PortfolioPage';

const P1 = { id: '10000000-0000-4000-8000-000000000001', name: 'Retail banking' };
const P2 = { id: '10000000-0000-4000-8000-000000000002', name: 'Insurance' };
const R1 = '20000000-0000-4000-8000-000000000001';

const envelope = (results: unknown[], count = results.length) => ({
  count,
  next: null,
  previous: null,
  results,
});

function invitation(email: string, portfolios: (typeof P1)[]) {
  return {
    id: crypto.randomUUID(),
    token: crypto.randomUUID(),
    expiry_date: '2030-01-01T00:00:00Z',
    status: 1,
    organization: TEST_ORG,
    inviter_member: { id: crypto.randomUUID(), first_name: 'A', last_name: 'B', email: 'a@b.test' },
    email,
    first_name: null,
    last_name: null,
    email_sent: true,
    role: 1,
    accessible_portfolios: portfolios,
  };
}

const DEFAULT_INVITATIONS = [
  invitation('both@example.test', [P1, P2]),
  invitation('other@example.test', [P2]),
];

function stubService({ reports = true, invitations = DEFAULT_INVITATIONS } = {}) {
  return stubFetch((request) => {
    const url = new URL(request.url);
    switch (url.pathname) {
      case '/api/v1/portfolios/':
        return json(envelope([P1, P2]));
      case '/api/v1/reports/':
        if (!reports) return json({ detail: 'Not found.' }, 404);
        return json(
          envelope([
            {
              id: R1,
              name: 'Customer pulse Q1',
              issued_at: '2026-03-01T09:00:00Z',
              tags: 'competitive',
              portfolio: P1,
              configurations: [],
            },
          ]),
        );
      case '/api/v1/segments/':
        return json(envelope([]));
      case '/api/v1/organization-invitations/':
        return json(envelope(invitations));
      default:
        return json({ detail: 'Not found.' }, 404);
    }
  });
}

function renderPortfolio(id: string, role: 0 | 1 | 2 = 2) {
  return renderWithApp(<PortfolioPage />, {
    path: `/portfolios/${id}`,
    route: '/portfolios/:id',
    session: testSession(role),
  });
}

afterEach(() => vi.unstubAllGlobals());

// MUI dialogs and selects render slowly in jsdom on a busy machine.
describe('portfolio page', { timeout: 60_000 }, () => {
  it('names the portfolio from the list and links its reports into the explorer', async () => {
    const { requests } = stubService();
    renderPortfolio(P1.id);
    expect(await screen.findByRole('heading', { name: 'Retail banking', level: 1 })).toBeVisible();
    const reports = await screen.findByRole('list', { name: /^Reports/ });
    expect(within(reports).getByRole('link', { name: /Customer pulse Q1/ })).toHaveAttribute(
      'href',
      `/reports/${R1}`,
    );
    const reportRequest = requests.find((r) => r.url.includes('/api/v1/reports/'))!;
    expect(new URL(reportRequest.url).searchParams.get('portfolio_id')).toBe(P1.id);
  });

  it('lists only the invitations that grant access to it, for administrators', async () => {
    stubService();
    renderPortfolio(P1.id);
    expect(await screen.findByText('both@example.test')).toBeInTheDocument();
    expect(screen.queryByText('other@example.test')).not.toBeInTheDocument();
  });

  it('shows the first invitations of a long list, and all of them on request', async () => {
    const many = Array.from({ length: ACCESS_SHOWN + 2 }, (_, index) =>
      invitation(`member${index + 1}@example.test`, [P1]),
    );
    stubService({ invitations: many });
    renderPortfolio(P1.id);
    const list = await screen.findByRole('list', { name: /Access by invitation/ });
    expect(within(list).getAllByRole('listitem')).toHaveLength(ACCESS_SHOWN);
    const more = screen.getByRole('button', { name: `Show all ${many.length}` });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(within(list).getAllByRole('listitem')).toHaveLength(many.length);
    expect(within(list).getByText(`member${many.length}@example.test`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Show the first ${ACCESS_SHOWN}` })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('does not ask for invitations for other roles', async () => {
    const { requests } = stubService();
    renderPortfolio(P1.id, 1);
    expect(await screen.findByRole('heading', { name: 'Retail banking', level: 1 })).toBeVisible();
    expect(screen.queryByRole('heading', { name: /Access by invitation/ })).not.toBeInTheDocument();
    expect(requests.some((r) => r.url.includes('organization-invitations'))).toBe(false);
  });

  it('still works when the service does not list reports', async () => {
    stubService({ reports: false });
    renderPortfolio(P1.id);
    expect(await screen.findByText(/This service does not list reports/)).toBeInTheDocument();
  });

  it('says when the portfolio is not one the user can see', async () => {
    stubService();
    renderPortfolio('10000000-0000-4000-8000-0000000000ff');
    expect(await screen.findByText('This portfolio is not available')).toBeInTheDocument();
  });
});
