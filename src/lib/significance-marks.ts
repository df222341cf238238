import { t } from '@lingui/core/macro';
import type { components } from '../api/schema.gen';
import { formatDelta, formatInteger, formatNumber, formatPercent } from './format';
import { activeIntlTag } from './i18n/locales';

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

/** What a screen reader hears after the change ("change +4.8, significant"), in the language in use. */
export const VERDICT_WORDS: Readonly<Record<Verdict, string>> = {
  get significant() {
    return t`significant`;
  },
  get 'not-significant'() {
    return t`not significant`;
  },
  get 'too-few'() {
    return t`too few respondents to test`;
  },
  get 'not-tested'() {
    return t`not tested`;
  },
};

const pFormats = new Map<string, Intl.NumberFormat>();

/** "< 0.001", "0.021", "0.21", "1" ("0,021" in German): a p-value at the precision it deserves. */
export function formatP(p: number | null | undefined): string {
  if (p === null || p === undefined || !Number.isFinite(p)) return '—';
  const locale = activeIntlTag();
  let format = pFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumSignificantDigits: 2 });
    pFormats.set(locale, format);
  }
  return p < 0.001 ? `< ${format.format(0.001)}` : format.format(p);
}

/** One endpoint rounded outward to 0.1: down for the lower end, up for the upper. */
function endpoint(value: number, direction: -1 | 1, side: number, unit: string): string {
  // Drop floating-point noise first: 2.3 × 10 must not floor to 22.
  const tenths = Number((value * 10).toPrecision(12));
  const rounded = (direction < 0 ? Math.floor(tenths) : Math.ceil(tenths)) / 10;
  if (rounded === 0 && side !== 0) {
    // A marked interval lies strictly on its difference's side of 0: "+0.0", never "±0", even
    // where the service sent the endpoint already rounded to 0.
    const zero = new Intl.NumberFormat(activeIntlTag(), { minimumFractionDigits: 1 }).format(0);
    return `${side > 0 ? '+' : '−'}${zero}${unit}`;
  }
  return `${formatDelta(rounded)}${unit}`;
}

/**
 * "+2.9 to +6.7": a confidence interval of a difference, rounded outward so the shown interval
 * contains the tested one. `side`: for a significant test, the sign of its difference (the
 * interval excludes 0 on that side, so an endpoint near 0 keeps the sign: "+0.0 to +1.2"); else 0.
 */
export function formatInterval(
  ci: readonly number[] | null | undefined,
  unit = '',
  side = 0,
): string {
  if (!ci || ci.length !== 2) return '—';
  const low = endpoint(ci[0]!, -1, side, unit);
  const high = endpoint(ci[1]!, 1, side, unit);
  return t`${low} to ${high}`;
}

/** The sign of a significant test's difference (its interval's side of 0), else 0. */
export function markedSide(test: SignificanceTest): number {
  if (test.significant !== true || !test.ci) return 0;
  return test.ci[0]! + test.ci[1]! > 0 ? 1 : -1;
}

/** The p that decides: the adjusted one where the test has it (attitudes), else p (main score). */
export function decisiveP(test: SignificanceTest): number | null {
  return test.p_adjusted !== undefined ? test.p_adjusted : test.p;
}

/** How a test's two sides are named: a filter's group and the rest, or a comparison's B and A. */
export type TestSides = 'filter' | 'comparison';

export const FILTER_SIDES: TestSides = 'filter';
export const COMPARISON_SIDES: TestSides = 'comparison';

/**
 * One sentence on a test for a hover title: the group's and the complement's figures (B's and
 * A's in a comparison), the interval and the p that decided. `unit` is '%' for shares (then the
 * difference is in points).
 */
export function describeTest(test: FigureTest, unit = '', sides: TestSides = FILTER_SIDES): string {
  if (test === 'not-tested') return t`Not tested for significance.`;
  const figure = (value: number | null) =>
    value === null ? '—' : unit === '%' ? formatPercent(value) : `${formatNumber(value)}${unit}`;
  const group = figure(test.filtered);
  const other = figure(test.complement);
  const groupN = formatInteger(test.filtered_n);
  const otherN = formatInteger(test.complement_n);
  if (test.significant === null) {
    return sides === 'comparison'
      ? t`Too few respondents to test (${groupN} in B and ${otherN} in A have a rating; 30 of each are needed): ${group} in B against ${other} in A.`
      : t`Too few respondents to test (${groupN} in the group and ${otherN} outside it have a rating; 30 of each are needed): ${group} in the group against ${other} outside it.`;
  }
  const figures =
    sides === 'comparison'
      ? t`${group} in B against ${other} in A`
      : t`${group} in the group against ${other} outside it`;
  const interval = formatInterval(test.ci, '', markedSide(test));
  const difference =
    unit === '%'
      ? t`difference ${interval} points (confidence interval)`
      : t`difference ${interval} (confidence interval)`;
  const p = formatP(decisiveP(test));
  const decided = test.p_adjusted !== undefined ? t`adjusted p ${p}` : t`p ${p}`;
  return test.significant
    ? t`Significant: ${figures}; ${difference}, ${decided}.`
    : t`Not significant: ${figures}; ${difference}, ${decided}.`;
}
