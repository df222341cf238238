import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { json, stubFetch } from '../../../test/fetch-stub';
import { renderWithApp } from '../../../test/render';
import { REPORT_ID, reportSummaries } from '../shared/report-summary.fixture';
import ReportPage from './ReportPage';

const SUMMARIES = reportSummaries({
  configurations: [
    { id: REPORT_ID, name: 'All respondents', is_primary: true },
    { id: '9e8d7c6b-5a49-4382-9170-6f5e4d3c2b1a', name: 'Customers only', is_primary: false },
  ],
});

afterEach(() => vi.unstubAllGlobals());

describe('ReportPage', () => {
  it(
    'draws the report from its reports-list summary while its result loads, then shows the failure there',
    { timeout: 30_000 },
    async () => {
      let failResult: () => void = () => {};
      stubFetch((request) => {
        const { pathname } = new URL(request.url);
        if (pathname === '/api/v1/reports/') return json(SUMMARIES);
        if (pathname === `/api/v1/reports/${REPORT_ID}/filter/`) {
          return new Promise<Response>((resolve) => {
            failResult = () => resolve(json({ detail: 'The engine is down.' }, 500));
          });
        }
        return json({ detail: 'Not found.' }, 404);
      });
      renderWithApp(<ReportPage />, { path: `/reports/${REPORT_ID}`, route: '/reports/:id' });

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Retail Banking CX' }),
      ).toBeInTheDocument();
      expect(screen.getByText(/^Issued \w/)).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: 'Results' })).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByRole('tab', { name: 'Sentiment' })).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Configuration' })).toHaveTextContent(
        'All respondents (primary)',
      );
      expect(screen.getByRole('status', { name: 'Loading results' })).toBeInTheDocument();
      // Nothing to export or save until the report itself has arrived.
      expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Save as segment' })).toBeDisabled();

      failResult();
      const panel = screen.getByRole('tabpanel');
      expect(await within(panel).findByRole('button', { name: /retry/i })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Retail Banking CX');
      // Nothing is left waiting beside the failure: the header's held lines are gone too.
      expect(document.querySelectorAll('.MuiSkeleton-root')).toHaveLength(0);
    },
  );

  it(
    'explains a link whose filters the service refuses, offers to reset them rather than a retry',
    { timeout: 30_000 },
    async () => {
      const UNKNOWN = '11111111-1111-4111-8111-111111111111';
      const bodies: unknown[] = [];
      stubFetch(async (request) => {
        const { pathname } = new URL(request.url);
        if (pathname === '/api/v1/reports/') return json(SUMMARIES);
        if (pathname === `/api/v1/reports/${REPORT_ID}/filter/`) {
          const body = (await request.json()) as { filters: unknown[] };
          bodies.push(body);
          if (body.filters.length > 0) {
            return json({ filters: [`Unknown dataset_filterable_id ${UNKNOWN}.`] }, 400);
          }
          return new Promise<Response>(() => {});
        }
        return json({ detail: 'Not found.' }, 404);
      });
      const { router } = renderWithApp(<ReportPage />, {
        path: `/reports/${REPORT_ID}?f=${UNKNOWN}:X`,
        route: '/reports/:id',
      });

      const panel = await screen.findByRole('tabpanel');
      expect(
        await within(panel).findByText('These filters do not fit this report'),
      ).toBeInTheDocument();
      expect(within(panel).getByText(/Unknown dataset_filterable_id/)).toBeInTheDocument();
      // The same request would be refused again.
      expect(within(panel).queryByRole('button', { name: /retry/i })).not.toBeInTheDocument();

      within(panel).getByRole('button', { name: 'Reset filters' }).click();
      await vi.waitFor(() => expect(router.state.location.search).toBe(''));
      await vi.waitFor(() => expect(bodies).toHaveLength(2));
    },
  );

  it('says a report that is not there is not found, and leads back to the list', async () => {
    stubFetch((request) => {
      const { pathname } = new URL(request.url);
      if (pathname === '/api/v1/reports/') return json(reportSummaries({}));
      return json({ detail: 'Not found.' }, 404);
    });
    renderWithApp(<ReportPage />, { path: `/reports/${REPORT_ID}`, route: '/reports/:id' });

    expect(await screen.findByText('Report not found')).toBeInTheDocument();
    expect(screen.getByText(/no report with this id/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to reports' })).toHaveAttribute(
      'href',
      '/reports',
    );
    expect(screen.queryByRole('button', { name: /retry/i })).not.toBeInTheDocument();
  });
});
