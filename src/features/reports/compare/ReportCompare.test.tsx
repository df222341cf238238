import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, stubFetch } from '../../../test/fetch-stub';
import { renderWithApp } from '../../../test/render';
import type { Comparison, Result } from '../../../queries/reports';
import { REGION, readyResult, reportOf, resultAttitude } from '../shared/report.fixture';
import { REPORT_ID, reportSummaries } from '../shared/report-summary.fixture';
import ReportPage from '../report/ReportPage';
import { attitudeTests, ranTest, significanceOf } from '../shared/significance.fixture';

configure({ asyncUtilTimeout: 15_000 });
afterEach(() => vi.unstubAllGlobals());
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

// Group A: Europe; group B: Asia Pacific. B's performance differs by −6, +2 and +9; attitude 4
// is A's alone, attitude 5 B's alone.
const A_ATTITUDES = [1, 2, 3, 4].map((n) => resultAttitude(n, { performance_rebased: 60 }));
const B_ATTITUDES = [
  resultAttitude(1, { performance_rebased: 54 }),
  resultAttitude(2, { performance_rebased: 62 }),
  resultAttitude(3, { performance_rebased: 69 }),
  resultAttitude(5),
];
const A = readyResult(A_ATTITUDES, { population_size: 1234, main_score: 66 });
const B = readyResult(B_ATTITUDES, { population_size: 987, main_score: 63 });
const TESTED = significanceOf(
  [
    attitudeTests(A_ATTITUDES[0]!.attitude_id, { performance_rebased: ranTest(-6, 0.002) }),
    attitudeTests(A_ATTITUDES[1]!.attitude_id),
    attitudeTests(A_ATTITUDES[2]!.attitude_id, { performance_rebased: ranTest(9, 0.001) }),
  ],
  { baseline: 'a', filtered_size: 987, complement_size: 1234 },
);

const LINK = `/reports/${REPORT_ID}?f=${REGION}:Europe&cmp=1&b.f=${REGION}:Asia%20Pacific`;

function serve(compare: (body: unknown) => Response) {
  return stubFetch(async (request) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/api/v1/reports/') return json(reportSummaries());
    if (pathname === `/api/v1/reports/${REPORT_ID}/compare/`) return compare(await request.json());
    if (pathname === `/api/v1/reports/${REPORT_ID}/filter/`) {
      const body = (await request.json()) as { filters: { value: string[] }[] };
      const region = body.filters[0]?.value[0];
      return json(reportOf(region === 'Asia Pacific' ? B : region === 'Europe' ? A : A));
    }
    return json({ detail: 'Not found.' }, 404);
  });
}

const comparison = (overrides: Partial<Comparison> = {}): Comparison => ({
  a: reportOf(A),
  b: reportOf(B as Result),
  significance: TESTED,
  ...overrides,
});

describe('compare mode', { timeout: 60_000 }, () => {
  it('opens from a link: both groups with their sizes, marked B − A, and the table sorted by |B − A|', async () => {
    const { requests } = serve(() => json(comparison()));
    const { router } = renderWithApp(<ReportPage />, { path: LINK, route: '/reports/:id' });

    const groupA = await screen.findByTestId('group-a');
    expect(groupA).toHaveTextContent('Region: Europe');
    expect(screen.getByTestId('group-a-size')).toHaveTextContent('1,234 respondents');
    expect(screen.getByTestId('group-b')).toHaveTextContent('Region: Asia Pacific');
    expect(screen.getByTestId('group-b-size')).toHaveTextContent('987 respondents');
    expect(screen.getByTestId('compare-note')).toHaveTextContent(
      'B’s 987 respondents tested against A’s 1,234, the 13 tests of this comparison corrected together as one family (false discovery rate 5%)',
    );
    const compareRequest = requests.find((r) => r.url.endsWith('/compare/'))!;
    expect(await compareRequest.json()).toEqual({
      a: { filters: [{ dataset_filterable_id: REGION, value: ['Europe'] }] },
      b: {
        report_id: REPORT_ID,
        filters: [{ dataset_filterable_id: REGION, value: ['Asia Pacific'] }],
      },
    });

    // The main score: A, B and B − A, the difference marked by its test (within chance here).
    const main = screen.getByTestId('compare-main-score');
    expect(main).toHaveTextContent('A66B63B − A');
    // The tested B − A of the main score (the fixture's test says +0.7).
    expect(within(main).getByTestId('delta')).toHaveTextContent('+0.7');
    expect(within(main).getByTestId('delta')).toHaveAttribute('data-verdict', 'not-significant');

    const table = await screen.findByRole('table', { name: 'Attitudes, A and B' });
    const names = () =>
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
    // Biggest performance differences first, either way; those in one group only last.
    expect(names()).toEqual([
      'Attitude 3',
      'Attitude 1',
      'Attitude 2',
      'Attitude 4only in A',
      'Attitude 5only in B',
    ]);
    const first = within(table).getAllByRole('row')[2]!;
    expect(within(first).getAllByTestId('delta')[0]).toHaveTextContent('+9*');
    expect(within(first).getAllByTestId('delta')[0]).toHaveAttribute('data-verdict', 'significant');
    expect(screen.getByTestId('unpaired')).toHaveTextContent(
      'Only in group A (not plotted): Attitude 4. Only in group B (not plotted): Attitude 5.',
    );

    // Smallest differences first, kept in the URL without a history entry.
    const user = userEvent.setup({ delay: null });
    await user.click(within(table).getAllByRole('button', { name: 'B − A' })[0]!);
    expect(new URLSearchParams(router.state.location.search).get('csort')).toBe('performance.diff');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(names().slice(0, 3)).toEqual(['Attitude 2', 'Attitude 1', 'Attitude 3']);
  });

  it('says once that overlapping groups are not tested, and marks nothing', async () => {
    serve(() => json(comparison({ significance: null, reason: 'overlapping_groups' })));
    renderWithApp(<ReportPage />, { path: LINK, route: '/reports/:id' });
    expect(await screen.findByTestId('compare-note')).toHaveTextContent(
      'These groups share respondents, so differences are not tested.',
    );
    const table = await screen.findByRole('table', { name: 'Attitudes, A and B' });
    expect(within(table).getAllByTestId('delta').length).toBeGreaterThan(0);
    expect(document.querySelectorAll('[data-verdict]')).toHaveLength(0);
  });

  it('makes the comparison from two filter requests where the service has no compare operation, and says so', async () => {
    serve(() => json({ detail: 'Not found.' }, 404));
    renderWithApp(<ReportPage />, { path: LINK, route: '/reports/:id' });
    expect(await screen.findByTestId('compare-note')).toHaveTextContent(
      'This service does not compare groups, so differences are shown without tests.',
    );
    expect(screen.getByTestId('group-b-size')).toHaveTextContent('987 respondents');
  });

  it('shows each group’s own privacy floor', async () => {
    const withheld = readyResult([], {
      state: {
        status: 'insufficient_data',
        status_message: 'Too few',
        observations_data_pending: '',
        text_analysis_data_pending: '',
      },
      population_size: -1,
    });
    serve(() =>
      json(comparison({ b: reportOf(withheld), significance: null, reason: 'insufficient_data' })),
    );
    renderWithApp(<ReportPage />, { path: LINK, route: '/reports/:id' });
    expect(await screen.findByTestId('group-b-size')).toHaveTextContent(
      'Too few respondents to show',
    );
    expect(screen.getByTestId('group-a-size')).toHaveTextContent('1,234 respondents');
    expect(screen.getByTestId('withheld-b')).toHaveTextContent(
      'Group B has too few respondents to show',
    );
    expect(screen.queryByTestId('withheld-a')).toBeNull();
  });

  it('shows the service’s refusal of report B in its own words', async () => {
    serve(() =>
      json(
        {
          b: [
            'report_id: this report uses another model version than report A, so their attitudes cannot be compared.',
          ],
        },
        400,
      ),
    );
    renderWithApp(<ReportPage />, {
      path: `${LINK}&b.report=00000000-0000-4000-8000-0000000000bb`,
      route: '/reports/:id',
    });
    expect(await screen.findByTestId('compare-refused')).toHaveTextContent(
      'Group B: this report uses another model version than report A, so their attitudes cannot be compared.',
    );
    expect(screen.getByRole('button', { name: 'Change group B' })).toBeInTheDocument();
  });

  it('starts from the report page: the chosen group B goes into a new history entry', async () => {
    serve(() => json(comparison()));
    const { router } = renderWithApp(<ReportPage />, {
      path: `/reports/${REPORT_ID}?f=${REGION}:Europe`,
      route: '/reports/:id',
    });
    const user = userEvent.setup({ delay: null });
    const start = await screen.findByRole('button', { name: 'Compare' });
    await screen.findByTestId('population');
    await user.click(start);
    const dialog = await screen.findByRole('dialog', { name: 'Compare with another group' });
    expect(within(dialog).getByRole('radio', { name: /Other filters on/ })).toBeChecked();
    // The same filters as group A would make the same group.
    await user.click(within(dialog).getByRole('combobox', { name: 'Group B: Region' }));
    await user.click(await screen.findByRole('option', { name: 'Europe' }));
    await user.keyboard('{Escape}');
    expect(within(dialog).getByTestId('same-as-a')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Compare' })).toBeDisabled();
    await user.click(within(dialog).getByRole('combobox', { name: 'Group B: Region' }));
    await user.click(await screen.findByRole('option', { name: 'Asia Pacific' }));
    await user.click(await screen.findByRole('option', { name: 'Europe' }));
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Compare' }));

    expect(router.state.historyAction).toBe('PUSH');
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('cmp')).toBe('1');
    expect(params.getAll('b.f')).toEqual([`${REGION}:Asia Pacific`]);
    expect(params.getAll('f')).toEqual([`${REGION}:Europe`]);
    expect(await screen.findByTestId('group-b-size')).toHaveTextContent('987 respondents');

    // Back leaves compare mode.
    await router.navigate(-1);
    expect(await screen.findByRole('button', { name: 'Compare' })).toBeInTheDocument();
    expect(screen.queryByTestId('compare-mode')).toBeNull();
  });
});
