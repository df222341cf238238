import { describe, expect, it } from 'vitest';
import {
  benjaminiHochberg,
  bhThreshold,
  pooledMeanTest,
  summarise,
  twoProportionTest,
  welchTest,
} from './statistics';

const sample = (values: number[]) =>
  summarise(
    values.length,
    values.reduce((s, v) => s + v, 0),
    values.reduce((s, v) => s + v * v, 0),
  );

// Student's sleep data (extra hours of sleep under two drugs).
const drug1 = [0.7, -1.6, -0.2, -1.2, -0.1, 3.4, 3.7, 0.8, 0.0, 2.0];
const drug2 = [1.9, 0.8, 1.1, 0.1, -0.1, 4.4, 5.5, 1.6, 4.6, 3.4];

describe("Welch's t-test", () => {
  // Student's sleep data (extra hours of sleep under two drugs), the example of R's t.test:
  // t.test(extra ~ group, data = sleep) prints t = -1.8608, df = 17.776, p-value = 0.07939,
  // 95 percent confidence interval -3.3654832 0.2054832.

  it("reproduces R's worked example to its printed precision", () => {
    const outcome = welchTest(sample(drug1), sample(drug2));
    expect(outcome.delta).toBeCloseTo(0.75 - 2.33, 10);
    expect(outcome.p).toBeCloseTo(0.07939, 5);
    const ci = outcome.interval(0.05);
    expect(ci[0]).toBeCloseTo(-3.3654832, 7);
    expect(ci[1]).toBeCloseTo(0.2054832, 7);
  });

  it('is symmetric: swapping the samples flips the difference, not the p-value', () => {
    const there = welchTest(sample(drug1), sample(drug2));
    const back = welchTest(sample(drug2), sample(drug1));
    expect(back.delta).toBeCloseTo(-there.delta, 12);
    expect(back.p).toBeCloseTo(there.p, 12);
    expect(back.interval(0.05)[0]).toBeCloseTo(-there.interval(0.05)[1], 10);
  });

  it('summarises with the unbiased variance', () => {
    expect(sample([2, 4, 4, 4, 5, 5, 7, 9])).toEqual({ n: 8, mean: 5, variance: 32 / 7 });
  });

  it('never takes a standard error of 0 from two samples without spread', () => {
    // Pooled around their common mean, 3,3,3,3 and 4,4,4,4 vary: t = 2.65 on 6 df, not p = 0.
    const apart = welchTest(sample([3, 3, 3, 3]), sample([4, 4, 4, 4]));
    expect(apart.p).toBeGreaterThan(0);
    expect(apart.p).toBeLessThan(0.05);
    expect(welchTest(sample([3, 3, 3]), sample([3, 3, 3])).p).toBe(1);
  });

  it('counts a difference below 1e-9 of the scale as none', () => {
    const a = { n: 50, mean: 50 + 1e-12, variance: 0 };
    const b = { n: 50, mean: 50, variance: 0 };
    expect(welchTest(a, b, 100)).toMatchObject({ delta: 0, p: 1 });
  });

  it('has the interval that inverts it at every level', () => {
    const outcome = welchTest(sample(drug1), sample(drug2));
    for (const t of [0.2, outcome.p * 1.01, outcome.p * 0.99, 0.01]) {
      const [lower, upper] = outcome.interval(t);
      expect(lower > 0 || upper < 0).toBe(outcome.p < t);
    }
  });
});

describe('the mean test with its variance under the null', () => {
  it('is the pooled two-sample t-test when the groups are the same size', () => {
    // Pooled around the common mean with n − 1: for equal groups Student's pooled variance plus
    // the shift's share; at Δ = 0 the two agree.
    const a = sample([1, 2, 3, 4, 5]);
    const b = sample([2, 3, 4, 5, 1]);
    expect(pooledMeanTest(a, b).p).toBe(1);
  });

  it('has the interval that inverts it at every level', () => {
    const outcome = pooledMeanTest(sample(drug1), sample(drug2));
    for (const t of [0.2, outcome.p * 1.01, outcome.p * 0.99, 0.01]) {
      const [lower, upper] = outcome.interval(t);
      expect(lower > 0 || upper < 0).toBe(outcome.p < t);
    }
  });
});

describe('two-proportion z-test', () => {
  it("reproduces R's prop.test without continuity correction (X-squared = z²)", () => {
    // prop.test(c(94, 39), c(214, 128), correct = FALSE): X-squared = 6.1026, p-value = 0.01350,
    // sample estimates 0.4392523 and 0.3046875.
    const outcome = twoProportionTest(94, 214, 39, 128);
    expect(outcome.delta).toBeCloseTo(0.4392523 - 0.3046875, 7);
    expect(outcome.p).toBeCloseTo(0.0135, 4);
  });

  it("gives Mee's score interval (Newcombe 1998, Table II: 56/70 − 48/80 is 0.0533 to 0.3377)", () => {
    const a = twoProportionTest(56, 70, 48, 80).interval(0.05);
    expect(a[0]).toBeCloseTo(0.0533, 4);
    expect(a[1]).toBeCloseTo(0.3377, 4);
    // Computed independently by maximising the restricted likelihood numerically.
    const b = twoProportionTest(9, 10, 3, 10).interval(0.05);
    expect(b[0]).toBeCloseTo(0.182127, 5);
    expect(b[1]).toBeCloseTo(0.83695, 5);
    const c = twoProportionTest(94, 214, 39, 128).interval(0.01);
    expect(c[0]).toBeCloseTo(-0.005851, 5);
    expect(c[1]).toBeCloseTo(0.265066, 5);
  });

  it('has the interval that inverts the pooled z-test, also within 1% of the threshold', () => {
    for (const [xa, na, xb, nb] of [
      [94, 214, 39, 128],
      [56, 70, 48, 80],
      [30, 30, 25, 30],
      [1, 40, 9, 60],
    ] as const) {
      const outcome = twoProportionTest(xa, na, xb, nb);
      for (const t of [0.5, 0.05, outcome.p * 1.01, outcome.p * 0.99, 1e-4]) {
        const [lower, upper] = outcome.interval(t);
        expect(lower > 0 || upper < 0).toBe(outcome.p < t);
      }
    }
  });

  it('keeps the interval inside [−1, 1] at the extremes, where a Wald interval would not', () => {
    const { interval, p } = twoProportionTest(30, 30, 0, 30);
    const ci = interval(0.05);
    expect(ci[0]).toBeGreaterThan(0);
    expect(ci[1]).toBeLessThanOrEqual(1);
    expect(p).toBeLessThan(1e-10);
  });
});

describe('Benjamini–Hochberg', () => {
  // The 15 p-values of Benjamini & Hochberg's (1995) worked example: at q = 0.05 the step-up
  // procedure rejects the four smallest (Bonferroni only three).
  const published = [
    0.0001, 0.0004, 0.0019, 0.0095, 0.0201, 0.0278, 0.0298, 0.0344, 0.0459, 0.324, 0.4262, 0.5719,
    0.6528, 0.759, 1,
  ];

  it('rejects what the published example rejects', () => {
    const adjusted = benjaminiHochberg(published);
    expect(adjusted.filter((p) => p < 0.05)).toHaveLength(4);
    expect(adjusted[3]).toBeCloseTo((0.0095 * 15) / 4, 12);
    expect(adjusted[4]).toBeCloseTo((0.0201 * 15) / 5, 12);
    // Step-up: the 6th takes the 7th's smaller adjusted value, so the order of p is kept.
    expect(adjusted[5]).toBeCloseTo((0.0298 * 15) / 7, 12);
  });

  it('keeps the input order and never lowers a p-value', () => {
    const shuffled = [0.04, 0.001, 0.5, 0.03];
    const adjusted = benjaminiHochberg(shuffled);
    [0.16 / 3, 0.004, 0.5, 0.16 / 3].forEach((p, i) => expect(adjusted[i]).toBeCloseTo(p, 12));
    adjusted.forEach((p, i) => expect(p).toBeGreaterThanOrEqual(shuffled[i]!));
  });

  it('rejects below the threshold t = max(R, 1)·q/m, the same tests as the adjusted p', () => {
    const { rejected, t } = bhThreshold(published, 0.05);
    expect(rejected).toBe(4);
    expect(t).toBeCloseTo((4 * 0.05) / 15, 15);
    const adjusted = benjaminiHochberg(published);
    published.forEach((p, i) => expect(p < t).toBe(adjusted[i]! < 0.05));
    expect(bhThreshold([0.5, 0.9], 0.05)).toEqual({ rejected: 0, t: 0.025 });
  });

  it('adjusts nothing when there is nothing to adjust', () => {
    expect(benjaminiHochberg([])).toEqual([]);
    expect(benjaminiHochberg([0.03])).toEqual([0.03]);
  });
});
