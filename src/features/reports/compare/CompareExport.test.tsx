import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, stubFetch } from '../../../test/fetch-stub';
import { renderWithApp } from '../../../test/render';
import type { Comparison } from '../../../queries/reports';
import { REGION, readyResult, reportOf, resultAttitude } from '../shared/report.fixture';
import { REPORT_ID, reportSummaries } from '../shared/report-summary.fixture';
import ReportPage from '../report/ReportPage';
import { attitudeTests, ranTest, significanceOf } from '../shared/significance.fixture';

/** What the browser is handed to save: the file's contents and its name. */
function catchDownloads() {
  const saved: { blob: Blob; name: string }[] = [];
  const blobs: Blob[] = [];
  const { createObjectURL, revokeObjectURL } = URL;
  onTestFinished(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => `blob:pulse/${blobs.push(blob)}`,
    revokeObjectURL: () => {},
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs[Number(this.href.split('/').pop()) - 1];
    if (blob) saved.push({ blob, name: this.download });
  });
  return saved;
}

configure({ asyncUtilTimeout: 15_000 });
afterEach(() => vi.unstubAllGlobals());
afterEach(() => vi.restoreAllMocks());
beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

// Group A: Europe; group B: Asia Pacific. B − A in performance: −6 (tested, significant), +9
// (tested, significant); attitude 2 is A's alone, attitude 5 B's alone.
const A_ATTITUDES = [1, 2, 3].map((n) => resultAttitude(n, { performance_rebased: 60 }));
const B_ATTITUDES = [
  resultAttitude(1, { performance_rebased: 54 }),
  resultAttitude(3, { performance_rebased: 69 }),
  resultAttitude(5),
];
const A = readyResult(A_ATTITUDES, { population_size: 1234 });
const B = readyResult(B_ATTITUDES, { population_size: 987 });
const TESTED = significanceOf(
  [
    attitudeTests(A_ATTITUDES[0]!.attitude_id, { performance_rebased: ranTest(-6, 0.002) }),
    attitudeTests(A_ATTITUDES[2]!.attitude_id, { performance_rebased: ranTest(9, 0.001) }),
  ],
  { baseline: 'a', filtered_size: 987, complement_size: 1234 },
);

const LINK = `/reports/${REPORT_ID}?f=${REGION}:Europe&cmp=1&b.f=${REGION}:Asia%20Pacific`;

function serve() {
  return stubFetch(async (request) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/api/v1/reports/') return json(reportSummaries());
    if (pathname === `/api/v1/reports/${REPORT_ID}/compare/`) {
      const answer: Comparison = { a: reportOf(A), b: reportOf(B), significance: TESTED };
      return json(answer);
    }
    if (pathname === `/api/v1/reports/${REPORT_ID}/filter/`) {
      const body = (await request.json()) as { filters: { value: string[] }[] };
      return json(reportOf(body.filters[0]?.value[0] === 'Asia Pacific' ? B : A));
    }
    return json({ detail: 'Not found.' }, 404);
  });
}

describe('compare mode’s table export', { timeout: 60_000 }, () => {
  it('downloads the comparison as CSV: both groups named with their filters, then each group’s figures and the gains', async () => {
    serve();
    const saved = catchDownloads();
    renderWithApp(<ReportPage />, { path: LINK, route: '/reports/:id' });
    const section = (await screen.findByRole('table', { name: 'Attitudes, A and B' })).closest(
      'section',
    )!;
    const user = userEvent.setup({ delay: null });
    await user.click(within(section).getByRole('button', { name: 'Download CSV' }));

    expect(saved).toHaveLength(1);
    const [{ blob, name }] = saved as [{ blob: Blob; name: string }];
    expect(name).toBe('Retail Banking CX - Europe vs Asia Pacific - attitudes.csv');
    const lines = (await blob.text()).replace(/^\uFEFF/, '').split('\r\n');
    // Quoted where a cell holds a comma.
    expect(lines.slice(0, 3)).toEqual([
      '"A: Retail Banking CX · All · Region: Europe · 1,234 respondents"',
      'B: Retail Banking CX · All · Region: Asia Pacific · 987 respondents',
      '',
    ]);
    expect(lines[3]).toMatch(
      /^Attitude,In groups,Performance A,Performance B,Performance B − A,Performance B − A interval from,Performance B − A interval to,Performance significance,Importance A,/,
    );
    // In the order on screen, the biggest performance gain either way first; each row A, B,
    // B − A with its interval and verdict.
    expect(lines[4]).toMatch(/^Attitude 3,A and B,60,69,9,7\.5,10\.5,significant,/);
    expect(lines[5]).toMatch(/^Attitude 1,A and B,60,54,-6,-7\.5,-4\.5,significant,/);
    expect(lines[6]).toMatch(/^Attitude 2,A only,60,,,,,,/);
    expect(lines[7]).toMatch(/^Attitude 5,B only,,65,,,,,/);
    expect(lines.filter(Boolean)).toHaveLength(2 + 1 + 4);
  });
});
