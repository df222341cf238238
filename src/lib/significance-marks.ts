import type { components } from '../api/schema.gen';
import { formatDelta, formatNumber } from './format';

export type SignificanceTest = components['schemas']['SignificanceTest'];

/** A figure's test, or `not-tested` for a figure the service has no test for (balance, ratio). */
export type FigureTest = SignificanceTest | 'not-tested';

/** How a Δ is marked: its test's outcome in four words a view can switch on. */
export type Verdict = 'significant' | 'not-significant' | 'too-few' | 'not-tested';

export function verdictOf(test: FigureTest): Verdict {
  if (test === 'not-tested') return 'not-tested';
  if (test.significant === true) return 'significant';
  if (test.significant === false) return 'not-significant';
  return 'too-few';
}

/** What a screen reader hears after the change ("change +4.8, significant"). */
export const VERDICT_WORDS: Record<Verdict, string> = {
  significant: 'significant',
  'not-significant': 'not significant',
  'too-few': 'too few respondents to test',
  'not-tested': 'not tested',
};

const pFormat = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 2 });

/** "< 0.001", "0.021", "0.21", "1": a p-value at the precision it deserves. */
export function formatP(p: number | null | undefined): string {
  if (p === null || p === undefined || !Number.isFinite(p)) return '—';
  if (p < 0.001) return '< 0.001';
  return pFormat.format(p);
}

/** "+2.9 to +6.7": a confidence interval of a difference. */
export function formatInterval(ci: readonly number[] | null | undefined, unit = ''): string {
  if (!ci || ci.length !== 2) return '—';
  return `${formatDelta(ci[0]!)}${unit} to ${formatDelta(ci[1]!)}${unit}`;
}

/** The p that decides: the adjusted one where the test has it (attitudes), else p (main score). */
export function decisiveP(test: SignificanceTest): number | null {
  return test.p_adjusted !== undefined ? test.p_adjusted : test.p;
}

/** How a test's two sides are named: a filter's group and the rest, or a comparison's B and A. */
export interface TestSides {
  group: string;
  other: string;
}

export const FILTER_SIDES: TestSides = { group: 'in the group', other: 'outside it' };
export const COMPARISON_SIDES: TestSides = { group: 'in B', other: 'in A' };

/**
 * One sentence on a test for a hover title: the group's and the complement's figures (B's and
 * A's in a comparison), the interval and the p that decided. `unit` is '%' for shares (then the
 * difference is in points).
 */
export function describeTest(test: FigureTest, unit = '', sides: TestSides = FILTER_SIDES): string {
  if (test === 'not-tested') return 'Not tested for significance.';
  const group = test.filtered === null ? '—' : `${formatNumber(test.filtered)}${unit}`;
  const outside = test.complement === null ? '—' : `${formatNumber(test.complement)}${unit}`;
  const figures = `${group} ${sides.group} against ${outside} ${sides.other}`;
  if (test.significant === null) {
    return `Too few respondents to test (${test.filtered_n} ${sides.group} and ${test.complement_n} ${sides.other} have a rating; 30 of each are needed): ${figures}.`;
  }
  const points = unit === '%' ? ' points' : '';
  const adjusted = test.p_adjusted !== undefined ? 'adjusted p' : 'p';
  return `${test.significant ? 'Significant' : 'Not significant'}: ${figures}; difference ${formatInterval(test.ci)}${points} (confidence interval), ${adjusted} ${formatP(decisiveP(test))}.`;
}
