import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, stubFetch } from '../../test/fetch-stub';
import { renderWithApp, testSession } from '../../test/render';
import { rememberReport } from '../../lib/recent-reports';
import ReportsPage from './ReportsPage';

const REPORT_ID = '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b';
const PORTFOLIOS = {
  count: 1,
  next: null,
  previous: null,
  results: [{ id: '00000000-0000-4000-8000-000000000001', name: 'Retail' }],
};

afterEach(() => vi.unstubAllGlobals());

function Target() {
  return <p>Report page</p>;
}

describe('ReportsPage', () => {
  it(
    'lists the organization’s reports with portfolio and tag filters',
    { timeout: 30_000 },
    async () => {
      const { requests } = stubFetch((request) => {
        const url = new URL(request.url);
        if (url.pathname === '/api/v1/portfolios/') return json(PORTFOLIOS);
        return json({
          count: 1,
          next: null,
          previous: null,
          results: [
            {
              id: REPORT_ID,
              name: 'Retail Banking CX',
              issued_at: '2026-10-20T00:00:00Z',
              tags: 'competitive',
              portfolio: PORTFOLIOS.results[0],
              configurations: [{ id: REPORT_ID, name: 'All', is_primary: true }],
            },
          ],
        });
      });
      renderWithApp(<ReportsPage />, { path: '/reports?tag=competitive' });
      expect(await screen.findByRole('link', { name: /Retail Banking CX/ })).toHaveAttribute(
        'href',
        `/reports/${REPORT_ID}`,
      );
      const listRequest = requests.find((r) => new URL(r.url).pathname === '/api/v1/reports/')!;
      expect(new URL(listRequest.url).searchParams.get('tags')).toBe('competitive');
    },
  );

  it(
    'still offers recently viewed reports and "open by id" when the list answers 404',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup();
      stubFetch((request) =>
        new URL(request.url).pathname === '/api/v1/portfolios/'
          ? json(PORTFOLIOS)
          : json({ detail: 'Not found.' }, 404),
      );
      const session = testSession(0);
      rememberReport(session.user.id, { id: REPORT_ID, name: 'Seen before' });
      const { router } = renderWithApp(<ReportsPage />, {
        path: '/reports',
        session,
        routes: [{ path: '/reports/:id', element: <Target /> }],
      });
      expect(await screen.findByText(/This service does not list reports/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: /Seen before/ })).toBeInTheDocument();

      await user.type(screen.getByRole('textbox', { name: 'Report id' }), 'not-an-id');
      await user.click(screen.getByRole('button', { name: 'Open report' }));
      expect(screen.getByText(/Enter a report id/)).toBeInTheDocument();

      await user.clear(screen.getByRole('textbox', { name: 'Report id' }));
      await user.type(
        screen.getByRole('textbox', { name: 'Report id' }),
        `https://pulse.example/reports/${REPORT_ID}?tab=sentiment`,
      );
      await user.click(screen.getByRole('button', { name: 'Open report' }));
      expect(router.state.location.pathname).toBe(`/reports/${REPORT_ID}`);
    },
  );
});
