import normalCdf from '@stdlib/stats-base-dists-normal-cdf';
import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';
import tCdf from '@stdlib/stats-base-dists-t-cdf';
import tQuantile from '@stdlib/stats-base-dists-t-quantile';

/** A sample summarised by its size, mean and unbiased variance. */
export interface SampleSummary {
  n: number;
  mean: number;
  variance: number;
}

/** The outcome of a two-sided test of group − baseline. */
export interface TestOutcome {
  delta: number;
  /** Confidence interval of the difference at the requested level. */
  ci: [number, number];
  p: number;
}

/**
 * Summary of a sample given its count, sum and sum of squares (how the engine accumulates it).
 * The variance is the unbiased one (n − 1 in the denominator).
 */
export function summarise(n: number, sum: number, sumOfSquares: number): SampleSummary {
  const mean = n > 0 ? sum / n : 0;
  const variance = n > 1 ? Math.max(0, (sumOfSquares - n * mean * mean) / (n - 1)) : 0;
  return { n, mean, variance };
}

/**
 * Welch's unequal-variances t-test of a.mean − b.mean, two-sided, with the Welch–Satterthwaite
 * degrees of freedom and the matching t-interval. Both samples need n ≥ 2. Two samples without any
 * spread test nothing: their difference is exact, so p is 0 when the means differ and 1 when not.
 */
export function welchTest(a: SampleSummary, b: SampleSummary, confidence = 0.95): TestOutcome {
  const delta = a.mean - b.mean;
  const va = a.variance / a.n;
  const vb = b.variance / b.n;
  const se = Math.sqrt(va + vb);
  if (se === 0) return { delta, ci: [delta, delta], p: delta === 0 ? 1 : 0 };
  const df = (va + vb) ** 2 / (va ** 2 / (a.n - 1) + vb ** 2 / (b.n - 1));
  const t = delta / se;
  const p = Math.min(1, 2 * tCdf(-Math.abs(t), df));
  const margin = tQuantile(1 - (1 - confidence) / 2, df) * se;
  return { delta, ci: [delta - margin, delta + margin], p };
}

/** Wilson's score interval for a proportion x / n. */
function wilson(x: number, n: number, z: number): [number, number] {
  const p = x / n;
  const centre = p + (z * z) / (2 * n);
  const spread = z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  const denominator = 1 + (z * z) / n;
  return [(centre - spread) / denominator, (centre + spread) / denominator];
}

/**
 * Two-proportion z-test of xa/na − xb/nb, two-sided, with the pooled standard error under the null
 * hypothesis. The interval is Newcombe's hybrid score interval (his method 10, built from the two
 * Wilson intervals), which keeps its coverage near 0 % and 100 % where the simple Wald interval
 * does not.
 */
export function twoProportionTest(
  xa: number,
  na: number,
  xb: number,
  nb: number,
  confidence = 0.95,
): TestOutcome {
  const pa = xa / na;
  const pb = xb / nb;
  const delta = pa - pb;
  const pooled = (xa + xb) / (na + nb);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / na + 1 / nb));
  const p =
    se === 0 ? (delta === 0 ? 1 : 0) : Math.min(1, 2 * normalCdf(-Math.abs(delta / se), 0, 1));
  const z = normalQuantile(1 - (1 - confidence) / 2, 0, 1);
  const [la, ua] = wilson(xa, na, z);
  const [lb, ub] = wilson(xb, nb, z);
  const lower = delta - Math.sqrt((pa - la) ** 2 + (ub - pb) ** 2);
  const upper = delta + Math.sqrt((ua - pa) ** 2 + (pb - lb) ** 2);
  return { delta, ci: [lower, upper], p };
}

/**
 * Benjamini–Hochberg adjusted p-values (the step-up false discovery rate procedure): a test is
 * significant at rate q when its adjusted p is below q. Same order as the input.
 */
export function benjaminiHochberg(pValues: readonly number[]): number[] {
  const m = pValues.length;
  const order = pValues.map((p, i) => [p, i] as const).sort((x, y) => y[0] - x[0]);
  const adjusted = new Array<number>(m);
  let running = 1;
  order.forEach(([p, i], k) => {
    const rank = m - k;
    running = Math.min(running, (p * m) / rank);
    adjusted[i] = running;
  });
  return adjusted;
}
