import type { components } from '../../../api/schema.gen';

type ReportSummary = components['schemas']['ReportSummary'];

export const REPORT_ID = '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b';
export const PORTFOLIO = { id: '00000000-0000-4000-8000-000000000001', name: 'Retail' };

/** The reports list's answer with one report, for component tests. */
export function reportSummaries(overrides: Partial<ReportSummary> = {}) {
  const summary: ReportSummary = {
    id: REPORT_ID,
    name: 'Retail Banking CX',
    issued_at: '2026-10-20T00:00:00Z',
    tags: 'competitive',
    portfolio: PORTFOLIO,
    configurations: [{ id: REPORT_ID, name: 'All', is_primary: true }],
    ...overrides,
  };
  return { count: 1, next: null, previous: null, results: [summary] };
}
