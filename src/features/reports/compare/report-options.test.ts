import { describe, expect, it } from 'vitest';
import { reportSummaries } from '../shared/report-summary.fixture';
import { optionFromInput, reportOptions } from './report-options';

const A = '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b';
const summary = (id: string, name: string, portfolio: { id: string; name: string }) =>
  reportSummaries({ id, name, portfolio, issued_at: '2026-07-01T00:00:00Z' }).results[0]!;
const RETAIL = { id: 'p-retail', name: 'Retail' };
const PEOPLE = { id: 'p-people', name: 'People' };
const ID = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

describe('reportOptions', () => {
  const summaries = [
    summary(A, 'Retail Q3', RETAIL),
    summary(ID(1), 'Engagement', PEOPLE),
    summary(ID(2), 'Retail Q2', RETAIL),
    summary(ID(3), 'Benchmark', PEOPLE),
  ];

  it('offers the same portfolio first, then recently viewed, then the rest, never report A', () => {
    const options = reportOptions(A, summaries, [
      { id: ID(3), name: 'Benchmark', viewedAt: '' },
      { id: A, name: 'Retail Q3', viewedAt: '' },
      { id: ID(9), name: 'Opened by id', viewedAt: '' },
    ]);
    expect(options.map((option) => [option.name, option.group])).toEqual([
      ['Retail Q2', 'Same portfolio: Retail'],
      ['Benchmark', 'Recently viewed'],
      ['Opened by id', 'Recently viewed'],
      ['Engagement', 'Other reports'],
    ]);
    expect(options[0]!.detail).toMatch(/^Issued .*2026 · Competitive$/);
    expect(options[2]!.detail).toBeUndefined();
  });

  it('works without the reports list, from the recently viewed alone', () => {
    expect(reportOptions(A, null, [{ id: ID(1), name: 'Engagement', viewedAt: '' }])).toEqual([
      { id: ID(1), name: 'Engagement', group: 'Recently viewed' },
    ]);
  });

  it('reads a pasted id or link as another report, not as report A', () => {
    expect(optionFromInput(` ${ID(4)} `, A)).toEqual({
      id: ID(4),
      name: `Report ${ID(4)}`,
      group: 'By id',
    });
    expect(optionFromInput(`https://pulse.example/reports/${ID(5)}?cmp=1`, A)?.id).toBe(ID(5));
    expect(optionFromInput(A, A)).toBeUndefined();
    expect(optionFromInput('retail', A)).toBeUndefined();
  });
});
