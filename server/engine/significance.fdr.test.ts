import { describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema.gen';
import {
  expectedAgreed,
  expectedPoints,
  generate,
  margin99,
  metaOf,
  random,
  SHAPES,
  type Shape,
} from './calibration.fixture';
import { computeResult } from './compute';
import { meanTest, shareTest } from './significance';

type Significance = components['schemas']['Significance'];
type SignificanceTest = components['schemas']['SignificanceTest'];

const Q = 0.05;
const ATTITUDES = 20;
/** Filterables 0-7 each move the performance of two attitudes of their own; 8-15 move nothing. */
const PLANTED_ON = 8;
const FILTERABLES = 16;
const shiftOf = (k: number) => 0.06 + 0.03 * k;

/** Whether an interval, as sent, agrees with the mark: it excludes 0 exactly when marked. */
function agrees(test: SignificanceTest): boolean {
  if (test.significant === null) return test.ci === null;
  const [lower, upper] = test.ci! as [number, number];
  // Sent endpoints are rounded outward to 0.01: a marked one may read 0 on its near side.
  if (test.significant) return (lower >= 0 && upper > 0) || (upper <= 0 && lower < 0);
  return lower <= 0 && upper >= 0;
}

/** Every figure's true difference (group − rest) for a filter on filterable k = v0. */
function truth(shape: Shape, k: number) {
  const perf = new Map<number, number>();
  const agreed = new Map<number, number>();
  let main = 0;
  if (k < PLANTED_ON) {
    for (const a of [2 * k, 2 * k + 1]) {
      const dp = expectedPoints(shape, shiftOf(k)) - expectedPoints(shape, 0);
      perf.set(a, dp);
      agreed.set(a, expectedAgreed(shape, shiftOf(k)) - expectedAgreed(shape, 0));
      // Importance is alike on both sides, so the main score moves by the mean of the shifts.
      main += dp / ATTITUDES;
    }
  }
  return (significance: Significance) => {
    const pairs: [SignificanceTest, number][] = [[significance.main_score, main]];
    significance.attitudes.forEach((a, i) => {
      pairs.push(
        [a.performance_rebased, perf.get(i) ?? 0],
        [a.importance_rebased, 0],
        [a.performance_agreed, agreed.get(i) ?? 0],
        [a.importance_agreed, 0],
      );
    });
    return pairs;
  };
}

describe('calibration: some real differences, known per figure', () => {
  it('keeps the false discovery rate and the false coverage rate of marked intervals at 5% (+ 99% margin) over 2,000 results', () => {
    let results = 0;
    let fdr = 0;
    let fcr = 0;
    let marks = 0;
    let found = 0;
    let planted = 0;
    let disagreements = 0;
    for (let d = 0; d < 125; d++) {
      const shape: Shape = d % 2 === 0 ? 'skewed' : 'ceiling';
      const data = generate(9000 + d, {
        size: 3000,
        attitudes: ATTITUDES,
        shape,
        halo: 0.5,
        missing: 0.1,
        filterables: FILTERABLES,
        values: 2,
        planted: Array.from({ length: PLANTED_ON }, (_, k) => [
          { on: k, attitude: 2 * k, shift: shiftOf(k) },
          { on: k, attitude: 2 * k + 1, shift: shiftOf(k) },
        ]).flat(),
      });
      for (let k = 0; k < FILTERABLES; k++) {
        const significance = computeResult(metaOf(data), data, [
          { filterableId: `f${k}`, values: ['v0'] },
        ]).analyses.significance as Significance;
        results++;
        let marked = 0;
        let wrong = 0;
        let missed = 0;
        for (const [test, real] of truth(shape, k)(significance)) {
          if (!agrees(test)) disagreements++;
          if (real !== 0) planted++;
          if (!test.significant) continue;
          marked++;
          const rightWay = real !== 0 && Math.sign(test.delta!) === Math.sign(real);
          if (rightWay) found++;
          else wrong++;
          const [lower, upper] = test.ci! as [number, number];
          if (!(lower <= real && real <= upper)) missed++;
        }
        marks += marked;
        if (marked > 0) {
          fdr += wrong / marked;
          fcr += missed / marked;
        }
      }
    }
    console.log(
      `partial null: FDR ${((100 * fdr) / results).toFixed(2)}%, FCR ${((100 * fcr) / results).toFixed(2)}%, ${marks} marks, power ${((100 * found) / planted).toFixed(1)}% of ${planted} real differences, over ${results} results`,
    );
    expect(results).toBeGreaterThanOrEqual(2000);
    expect(disagreements).toBe(0);
    // A [0, 1] share with mean ≤ 5% has a variance of at most 5% × 95%: the binomial margin holds.
    expect(fdr / results).toBeLessThanOrEqual(Q + margin99(Q, results));
    expect(fcr / results).toBeLessThanOrEqual(Q + margin99(Q, results));
    // The design is not empty: the procedure finds a good share of the real differences.
    expect(found / planted).toBeGreaterThan(0.3);
  });
});

describe('coverage of the 95% interval, by group size', { timeout: 90_000 }, () => {
  const cumulative = (shape: Shape) => {
    let c = 0;
    return SHAPES[shape].map((share) => (c += share));
  };

  it('covers the true difference at least 94% of the time in every size band and shape', () => {
    const rng = random(31);
    const draw = (n: number, cum: number[], shift: number) => {
      // Shift: move a share of the respondents one rating up, as a simple true difference.
      const counts = new Float64Array(6);
      for (let i = 0; i < n; i++) {
        const u = rng.uniform();
        let r = 1;
        while (r < 5 && u > cum[r - 1]!) r++;
        if (r < 5 && rng.uniform() < shift) r++;
        counts[r]!++;
      }
      return counts;
    };
    const rows: string[] = [];
    for (const shape of ['skewed', 'ceiling', 'long-tailed'] as const) {
      const cum = cumulative(shape);
      const p = SHAPES[shape];
      for (const [n, m] of [
        [30, 2000],
        [60, 400],
        [300, 3000],
        [2000, 2000],
      ] as const) {
        const shift = 0.2;
        // The true difference of mean points and of top-two shares for a 20% step up.
        const mean = p.reduce((s, share, r) => s + share * r * 25, 0);
        const shifted = p.reduce((s, share, r) => s + share * (r + (r < 4 ? shift : 0)) * 25, 0);
        const trueMean = shifted - mean;
        const trueShare = 100 * p[2]! * shift;
        const RUNS = 4000;
        let meanCovered = 0;
        let shareCovered = 0;
        for (let k = 0; k < RUNS; k++) {
          const g = draw(n, cum, shift);
          const b = draw(m, cum, 0);
          const [ml, mu] = meanTest(g, b).outcome!.interval(Q);
          if (ml <= trueMean && trueMean <= mu) meanCovered++;
          const [sl, su] = shareTest(g, b).outcome!.interval(Q);
          if (sl <= trueShare && trueShare <= su) shareCovered++;
        }
        rows.push(`${shape} ${n}/${m}: means ${meanCovered / RUNS}, shares ${shareCovered / RUNS}`);
        expect(meanCovered / RUNS).toBeGreaterThanOrEqual(0.94);
        expect(shareCovered / RUNS).toBeGreaterThanOrEqual(0.94);
      }
    }
    console.log(rows.join('\n'));
  });
});
