import { describe, expect, it } from 'vitest';
import type { KnownReport } from '../../../lib/known-reports';
import type { Segment } from '../../../queries/segments';
import { reportFromSegments } from './report-from-segments';

const REPORT = { name: 'Retail Banking CX', issued_at: '2026-10-20T09:00:00Z' };
const IN_VIEW = { id: 'c-primary', name: 'All respondents', is_primary: true };

function segment(name: string, portfolio: string, configurations: Segment['configurations']) {
  return {
    id: `s-${name}`,
    name,
    description: '',
    portfolio: { id: `p-${portfolio}`, name: portfolio },
    configurations,
  } satisfies Segment;
}

const ofReport = (id: string, issued = '2026-10-20T09:00:00.000Z') => ({
  id,
  report_name: 'Retail Banking CX',
  report_issued_at: issued,
});

describe('reportFromSegments', () => {
  it('finds the report’s other configurations by its name and issue date, named by their segment', () => {
    const found = reportFromSegments(
      REPORT,
      IN_VIEW,
      [
        segment('Digital-first', 'Retail', [
          ofReport('c-mobile'),
          { id: 'c-other', report_name: 'Mobile App Users', report_issued_at: REPORT.issued_at },
        ]),
        // Same name, another issue: another report.
        segment('Last year', 'Retail', [ofReport('c-2025', '2025-10-20T09:00:00Z')]),
      ],
      undefined,
    );
    expect(found.configurations).toEqual([
      IN_VIEW,
      { id: 'c-mobile', name: 'Configuration of segment “Digital-first”', is_primary: false },
    ]);
    expect(found.portfolio).toEqual({ id: 'p-Retail', name: 'Retail' });
  });

  it('names a configuration opened before in this browser by its own name, and lists it once', () => {
    const known: KnownReport = {
      id: 'r1',
      name: REPORT.name,
      issuedAt: REPORT.issued_at,
      seenAt: '2026-11-01T00:00:00Z',
      configurations: [{ id: 'c-mobile', name: 'Mobile app users', isPrimary: false }],
    };
    const found = reportFromSegments(
      REPORT,
      IN_VIEW,
      [
        segment('B', 'Retail', [ofReport('c-mobile'), ofReport('c-primary')]),
        segment('A', 'Retail', [ofReport('c-mobile')]),
      ],
      known,
    );
    expect(found.configurations.map((c) => c.name)).toEqual([
      'All respondents',
      'Mobile app users',
    ]);
  });

  it('knows no portfolio and only the configuration in view when no segment holds the report', () => {
    const found = reportFromSegments(REPORT, IN_VIEW, [segment('X', 'Retail', [])], undefined);
    expect(found).toEqual({ configurations: [IN_VIEW], portfolio: undefined });
  });
});
