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

function stubService({ reports = true } = {}) {
  return stubFetch((request) => {
    const url = new URL(request.url);
    const query = url.searchParams;
    switch (url.pathname) {
      case '/api/v1/portfolios/':
        return json(envelope(6));
      case '/api/v1/reports/':
        return reports ? json(envelope(13)) : json({ detail: 'Not found.' }, 404);
      case '/api/v1/segments/':
        return json(envelope(4));
      case '/api/v1/organization-invitations/':
        if (query.get('ordering') === 'expiry_date') {
          return json(
            envelope(3, [
              invitation('soon@example.test', 5),
              invitation('tomorrow@example.test', 30),
              invitation('later@example.test', 24 * 6),
            ]),
          );
        }
        return json(envelope(10 + Number(query.get('status'))));
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
    const expiring = requests.find((r) => r.url.includes('ordering=expiry_date'))!;
    expect(new URL(expiring.url).searchParams.get('status')).toBe('0');
    expect(new URL(expiring.url).searchParams.get('organization_id')).toBe(TEST_ORG.id);
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
