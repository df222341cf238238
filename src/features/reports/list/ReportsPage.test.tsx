import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, stubFetch } from '../../../test/fetch-stub';
import { renderWithApp, TEST_ORG, testSession } from '../../../test/render';
import { rememberReport } from '../../../lib/recent-reports';
import { PORTFOLIO, REPORT_ID, reportSummaries } from '../shared/report-summary.fixture';
import ReportsPage from './ReportsPage';

const PORTFOLIOS = {
  count: 1,
  next: null,
  previous: null,
  results: [PORTFOLIO],
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
        return json(reportSummaries());
      });
      renderWithApp(<ReportsPage />, { path: '/reports?tag=competitive' });
      expect(await screen.findByRole('link', { name: /Retail Banking CX/ })).toHaveAttribute(
        'href',
        `/reports/${REPORT_ID}`,
      );
      const listRequest = requests.find((r) => new URL(r.url).pathname === '/api/v1/reports/')!;
      expect(new URL(listRequest.url).searchParams.get('tags')).toBe('competitive');
      // Only the organization in use: a user may belong to several.
      expect(new URL(listRequest.url).searchParams.get('organization_id')).toBe(TEST_ORG.id);
    },
  );

  it(
    'asks for a report’s figures when the pointer rests on it, not when it passes over',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup();
      const { requests } = stubFetch((request) => {
        const url = new URL(request.url);
        if (url.pathname === '/api/v1/portfolios/') return json(PORTFOLIOS);
        if (url.pathname === '/api/v1/reports/') return json(reportSummaries());
        return json({ detail: 'Not in this test.' }, 404);
      });
      renderWithApp(<ReportsPage />, { path: '/reports' });
      const link = await screen.findByRole('link', { name: /Retail Banking CX/ });
      const figures = () =>
        requests.filter((r) => new URL(r.url).pathname === `/api/v1/reports/${REPORT_ID}/filter/`);

      // Passing over: in and out at once. (user-event's hover and unhover are awaited apart, and
      // on a loaded machine more than the intent delay went by between them.)
      fireEvent.pointerEnter(link);
      fireEvent.pointerLeave(link);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(figures()).toHaveLength(0);

      await user.hover(link);
      await waitFor(() => expect(figures()).toHaveLength(1));
      expect(await figures()[0]!.json()).toMatchObject({ asynchronous: false });
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
      expect(screen.getByText(/not a report id/)).toBeInTheDocument();

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
