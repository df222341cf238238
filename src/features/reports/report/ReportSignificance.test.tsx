import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, stubFetch } from '../../../test/fetch-stub';
import { renderWithApp } from '../../../test/render';
import type { Result } from '../../../queries/reports';
import { REGION, readyResult, reportOf, resultAttitude } from '../shared/report.fixture';
import { REPORT_ID, reportSummaries } from '../shared/report-summary.fixture';
import ReportPage from './ReportPage';
import { TOO_FEW, attitudeTests, ranTest, significanceOf } from '../shared/significance.fixture';

configure({ asyncUtilTimeout: 15_000 });
afterEach(() => vi.unstubAllGlobals());
// The charts measure their box; jsdom has no layout (their width stays 0, so they draw nothing).
beforeEach(() =>
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  ),
);

const EVERYONE = [1, 2, 3].map((n) => resultAttitude(n));
// For the group, attitude 1's performance is 5 points lower: the one significant difference.
const GROUP = EVERYONE.map((attitude, i) =>
  i === 0 ? { ...attitude, performance_rebased: attitude.performance_rebased - 5 } : attitude,
);
const SIGNIFICANCE = significanceOf([
  attitudeTests(GROUP[0]!.attitude_id, { performance_rebased: ranTest(-5.6, 0.004) }),
  attitudeTests(GROUP[1]!.attitude_id),
  attitudeTests(GROUP[2]!.attitude_id, { importance_rebased: TOO_FEW }),
]);

/** The report page on a Region filter, the service answering with `filtered` for it. */
function renderFiltered(filtered: Result, query = '') {
  stubFetch(async (request) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/api/v1/reports/') return json(reportSummaries());
    if (pathname === `/api/v1/reports/${REPORT_ID}/filter/`) {
      const body = (await request.json()) as { filters: unknown[] };
      return json(reportOf(body.filters.length > 0 ? filtered : readyResult(EVERYONE)));
    }
    return json({ detail: 'Not found.' }, 404);
  });
  return renderWithApp(<ReportPage />, {
    path: `/reports/${REPORT_ID}?f=${REGION}:Europe${query}`,
    route: '/reports/:id',
  });
}

const rowOf = (table: HTMLElement, keyword: string) =>
  within(table).getByRole('button', { name: keyword }).closest('tr')!;

describe('significance on a filtered report', { timeout: 60_000 }, () => {
  it('marks each Δ by its test, explains the test, and keeps only the significant differences on demand, in the URL', async () => {
    const { router } = renderFiltered(
      readyResult(GROUP, { main_score: 65, analyses: { significance: SIGNIFICANCE } }),
    );
    const note = await screen.findByTestId('significance-note');
    expect(note).toHaveTextContent(
      'Δ sets the group against the 7,012 respondents outside the filter. Marked differences (*) are beyond chance: the 13 tests that ran are corrected together (false discovery rate 5%), so among filters with no real difference about 1 in 20 still shows a chance mark.',
    );
    // The main score's difference is within chance: muted, and said in words. It is the tested
    // group − rest (+0.7), not the change against everyone (65 − 66 = −1), and says so.
    const mainScore = await screen.findByTestId('main-score');
    const mainDelta = within(mainScore).getByTestId('delta');
    expect(mainDelta).toHaveTextContent('+0.7');
    expect(mainScore).toHaveTextContent('vs the rest');
    expect(mainDelta).toHaveTextContent('not significant');

    const table = await screen.findByRole('table', { name: 'Attitudes' });
    const marked = within(rowOf(table, 'Attitude 1')).getAllByTestId('delta')[0]!;
    expect(marked).toHaveTextContent('−5.6*');
    expect(marked).toHaveTextContent(/, significant$/);
    // Too few to test is said as such, not as "within chance".
    expect(within(rowOf(table, 'Attitude 3')).getAllByTestId('delta')[1]!).toHaveTextContent(
      'n<30',
    );
    // Balance has no test: it says so.
    expect(within(rowOf(table, 'Attitude 1')).getAllByTestId('delta')[4]!).toHaveTextContent(
      'not tested',
    );

    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('switch', { name: 'Significant differences only' }));
    expect(new URLSearchParams(router.state.location.search).get('sig')).toBe('1');
    expect(await screen.findByTestId('significant-only-status')).toHaveTextContent(
      '1 of 3 attitudes differ significantly; 2 without a significant difference are hidden.',
    );
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).queryByRole('button', { name: 'Attitude 2' })).toBeNull();

    await user.click(within(note).getByRole('button', { name: 'How is this tested?' }));
    const help = await screen.findByRole('dialog', { name: 'How differences are tested' });
    expect(help).toHaveTextContent('the 7,012 who do not pass the filter');
    expect(help).toHaveTextContent(/Welch’s t-test/);
    expect(help).toHaveTextContent(/two-proportion z-test/);
    expect(help).toHaveTextContent(/Benjamini–Hochberg/);
    // The help says what is done: one family of the tests that ran, the threshold and the
    // intervals' level, the per-result promise, and the main score tested as shown.
    expect(help).toHaveTextContent(/This result ran 13 tests/);
    expect(help).toHaveTextContent(/its p is below 0\.0038/);
    expect(help).toHaveTextContent(/Each interval is taken at 99\.6% confidence/);
    expect(help).toHaveTextContent(/about 1 in 20 still shows a chance mark/);
    expect(help).toHaveTextContent(/each weighted by its own importance/);
    expect(help).toHaveTextContent(/fewer than 30/);
    expect(help).toHaveTextContent('Not significant is not “no difference”');
  });

  it('opens a link with the switch and the test details on: the group, the rest, interval and adjusted p', async () => {
    renderFiltered(
      readyResult(GROUP, { analyses: { significance: SIGNIFICANCE } }),
      '&sig=1&tests=1',
    );
    expect(
      await screen.findByRole('switch', { name: 'Significant differences only' }),
    ).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Test details' })).toBeChecked();
    const table = await screen.findByRole('table', { name: 'Attitudes' });
    // Two header rows and the one significant attitude.
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('columnheader', { name: 'Performance' })).toBeInTheDocument();
    expect(within(table).getAllByRole('columnheader', { name: /99\.6% CI/ })).toHaveLength(4);
    const row = rowOf(table, 'Attitude 1');
    const cells = within(row).getAllByRole('cell');
    // Performance: group, outside (each with its n), Δ, interval, adjusted p.
    expect(cells[0]).toHaveTextContent('54.4n 400');
    expect(cells[1]).toHaveTextContent('60n 3,600');
    expect(cells[2]).toHaveTextContent('−5.6*');
    expect(cells[3]).toHaveTextContent('−7.1 to −4.1');
    expect(cells[4]).toHaveTextContent('0.004');
  });

  it('from a service that does not test, shows the plain Δ values and one line saying so', async () => {
    renderFiltered(readyResult(GROUP, { main_score: 65 }));
    const note = await screen.findByTestId('significance-note');
    expect(note).toHaveTextContent('This service does not mark which differences are significant');
    const table = await screen.findByRole('table', { name: 'Attitudes' });
    const deltas = within(table).getAllByTestId('delta');
    expect(deltas.length).toBeGreaterThan(0);
    // Neither marked nor muted: nothing suggests "not significant".
    for (const delta of [...deltas, within(screen.getByTestId('main-score')).getByTestId('delta')])
      expect(delta).not.toHaveAttribute('data-verdict');
    expect(screen.queryByRole('switch', { name: 'Significant differences only' })).toBeNull();
    expect(screen.queryByText(/Marked differences/)).toBeNull();
  });
});
