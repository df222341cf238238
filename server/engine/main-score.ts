/**
 * The main score as a ratio estimator, and its per-respondent linearised values: what its test
 * needs. The main score of a group is Σ I·P / Σ I over its scored attitudes (P and I the group's
 * own mean performance and importance, as points of 100), a ratio of means of different
 * respondents' ratings. Its variance is estimated by the delta method: each respondent's
 * influence on the estimate (their linearised value) is a sum over attitudes of a term that
 * depends only on that respondent's rating pair, so one table of 36 entries per attitude holds
 * it, and the variance is the spread of those sums (Woodruff 1971; Särndal et al. 1992, 5.5).
 */
import { PAIRS, importanceOf, performanceOf } from './dataset';

/** Rating r (1..5) as points of 100, the rebased scale: (r − 1) / 4 × 100. */
export const POINTS = [0, 0, 25, 50, 75, 100] as const;

/** A mean of rebased ratings from counts by rating (index 0 = not rated), unrounded. */
export function meanPoints(counts: Float64Array): { n: number; mean: number } {
  let n = 0;
  let sum = 0;
  for (let r = 1; r <= 5; r++) {
    n += counts[r]!;
    sum += counts[r]! * (r - 1);
  }
  return { n, mean: n > 0 ? (sum * 25) / n : 0 };
}

/**
 * The importance-weighted mean of performance (the plain mean when every weight is 0), over the
 * attitudes given: the one formula the result's main score and its test both use, so the tile and
 * the test's figure are the same unrounded number.
 */
export function weightedScore(performance: readonly number[], importance: readonly number[]) {
  let total = 0;
  let weighted = 0;
  let plain = 0;
  for (let k = 0; k < performance.length; k++) {
    total += importance[k]!;
    weighted += performance[k]! * importance[k]!;
    plain += performance[k]!;
  }
  if (total > 0) return weighted / total;
  return performance.length > 0 ? plain / performance.length : 0;
}

export interface RatingCounts {
  performance: Float64Array;
  importance: Float64Array;
}

/** A side's main score and the table of its linearised values (36 entries per attitude). */
export interface MainScoreModel {
  estimate: number;
  table: Float64Array;
}

/** The main score of one side over `attitudes` (its rating counts), with its influence table. */
export function mainScoreModel(attitudes: readonly RatingCounts[]): MainScoreModel {
  const perf = attitudes.map((a) => meanPoints(a.performance));
  const imp = attitudes.map((a) => meanPoints(a.importance));
  const P = perf.map((x) => x.mean);
  const I = imp.map((x) => x.mean);
  const estimate = weightedScore(P, I);
  const D = I.reduce((s, w) => s + w, 0);
  const table = new Float64Array(PAIRS * attitudes.length);
  attitudes.forEach((_, a) => {
    const { n: nP } = perf[a]!;
    const { n: nI } = imp[a]!;
    for (let pair = 0; pair < PAIRS; pair++) {
      const rp = performanceOf(pair);
      const ri = importanceOf(pair);
      let value = 0;
      if (D > 0) {
        if (rp > 0) value += (I[a]! * (POINTS[rp]! - P[a]!)) / nP;
        if (ri > 0) value += ((P[a]! - estimate) * (POINTS[ri]! - I[a]!)) / nI;
        value /= D;
      } else if (rp > 0) {
        value = (POINTS[rp]! - P[a]!) / nP / attitudes.length;
      }
      table[a * PAIRS + pair] = value;
    }
  });
  return { estimate, table };
}

/** Respondents of one side: rows of `columns`, as indices (null: all `count`), some left out. */
export interface Respondents {
  columns: readonly Uint8Array[];
  indices: Uint32Array | null;
  count: number;
  /** Respondents to leave out (the group, when this side is its complement). */
  exclude: Uint8Array | null;
}

let scratch = new Float64Array(0);

/**
 * Σu and Σu² of the side's linearised values u (its estimate's variance is about Σ(u − ū)²), and
 * how many respondents they are over. One pass per attitude column adds that attitude's term into
 * a reused buffer, then one pass sums; no allocation per respondent or per test.
 */
export function linearisedSums(side: Respondents, table: Float64Array) {
  const { columns, indices, count, exclude } = side;
  if (scratch.length < count) scratch = new Float64Array(Math.max(count, 2 * scratch.length));
  const u = scratch;
  u.fill(0, 0, count);
  for (let a = 0; a < columns.length; a++) {
    const column = columns[a]!;
    const offset = a * PAIRS;
    if (indices) {
      for (let k = 0; k < count; k++) u[k]! += table[offset + column[indices[k]!]!]!;
    } else {
      for (let k = 0; k < count; k++) u[k]! += table[offset + column[k]!]!;
    }
  }
  let n = 0;
  let sum = 0;
  let squares = 0;
  for (let k = 0; k < count; k++) {
    if (exclude && exclude[indices ? indices[k]! : k]) continue;
    const value = u[k]!;
    n++;
    sum += value;
    squares += value * value;
  }
  return { n, sum, squares };
}

/**
 * The estimate's sampling variance from its linearised values: Σ(u − ū)² · n / (n − 1), the
 * usual with-replacement estimator with its small-sample factor.
 */
export function linearisedVariance({ n, sum, squares }: ReturnType<typeof linearisedSums>) {
  if (n < 2) return 0;
  return (Math.max(0, squares - (sum * sum) / n) * n) / (n - 1);
}
