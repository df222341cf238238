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

/**
 * The outcome of a two-sided test of group − baseline. The interval is not fixed in advance: the
 * level a mark is decided at is known only once every test of the family has run, so each test
 * gives the interval that inverts it at any two-sided level `1 − t` (t = the threshold its p is
 * compared with): 0 lies outside `interval(t)` exactly when p < t.
 */
export interface TestOutcome {
  delta: number;
  p: number;
  interval: (t: number) => [number, number];
}

/**
 * Summary of a sample given its count, sum and sum of squares (how the engine accumulates it).
 * The variance is the unbiased one (n − 1 in the denominator).
 */
export function summarise(n: number, sum: number, sumOfSquares: number): SampleSummary {
  const mean = n > 0 ? sum / n : 0;
  // n·Σx² − (Σx)² is exact for the engine's integer sums; the shorter form loses digits.
  const variance = n > 1 ? Math.max(0, (n * sumOfSquares - sum * sum) / (n * (n - 1))) : 0;
  return { n, mean, variance };
}

/** Differences smaller than this share of the scale are rounding noise of equal figures. */
export const NOISE = 1e-9;

/**
 * Welch's unequal-variances t-test of a.mean − b.mean, two-sided, with the Welch–Satterthwaite
 * degrees of freedom and the matching t-interval. Both samples need n ≥ 2. When neither sample
 * varies, the standard error is the one under the null hypothesis (both samples pooled around
 * their common mean), so a difference between two constant groups is still a finite t and never
 * a standard error of 0. `scale` is the figure's range: a |difference| below NOISE of it is 0.
 */
export function welchTest(a: SampleSummary, b: SampleSummary, scale = 1): TestOutcome {
  const raw = a.mean - b.mean;
  const delta = Math.abs(raw) < NOISE * scale ? 0 : raw;
  let va = a.variance / a.n;
  let vb = b.variance / b.n;
  let df: number;
  if (va + vb > 0) {
    df = (va + vb) ** 2 / (va ** 2 / (a.n - 1) + vb ** 2 / (b.n - 1));
  } else {
    const n = a.n + b.n;
    const common = (a.n * a.mean + b.n * b.mean) / n;
    const pooled = (a.n * (a.mean - common) ** 2 + b.n * (b.mean - common) ** 2) / (n - 1);
    va = pooled / a.n;
    vb = pooled / b.n;
    df = n - 2;
  }
  const se = Math.sqrt(va + vb);
  if (se === 0) return { delta, p: 1, interval: () => [0, 0] };
  const p = Math.min(1, 2 * tCdf(-Math.abs(delta / se), df));
  return {
    delta,
    p,
    interval: (t) => {
      const margin = tQuantile(1 - t / 2, df) * se;
      return [delta - margin, delta + margin];
    },
  };
}

/**
 * The difference of two means with its variance under the null hypothesis: both samples pooled
 * around their common mean, so the statistic is (up to the reference distribution) the one a
 * permutation test of the two samples would use, and a small group's own spread (which moves with
 * its mean on skewed or ceiling-heavy ratings) no longer decides its standard error. Reference: t
 * with n − 2 degrees of freedom. Its interval inverts it in closed form: the δ whose shifted
 * samples, pooled again, are not rejected, (Δ − δ)² ≤ q² c SS / (n − 1 − q²) with c = 1/na + 1/nb
 * and SS the within-sample sum of squares (the shift's own share of the pooled sum cancels).
 */
export function pooledMeanTest(a: SampleSummary, b: SampleSummary, scale = 1): TestOutcome {
  const raw = a.mean - b.mean;
  const delta = Math.abs(raw) < NOISE * scale ? 0 : raw;
  const n = a.n + b.n;
  const c = 1 / a.n + 1 / b.n;
  const within = (a.n - 1) * a.variance + (b.n - 1) * b.variance;
  const total = within + (a.n * b.n * delta * delta) / n;
  const se = Math.sqrt((c * total) / (n - 1));
  const df = n - 2;
  const p = se === 0 ? 1 : Math.min(1, 2 * tCdf(-Math.abs(delta / se), df));
  return {
    delta,
    p,
    interval: (t) => {
      const q = tQuantile(1 - t / 2, df);
      const room = n - 1 - q * q;
      // With fewer respondents than the level needs, no shift can be ruled out.
      if (room <= 0) return [-Infinity, Infinity];
      const margin = q * Math.sqrt((c * within) / room);
      return [delta - margin, delta + margin];
    },
  };
}

/** Φ(x) to about 1.5e-7 (Abramowitz and Stegun 7.1.26): cheap enough to sum hundreds of times. */
function fastNormalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const k = 1 / (1 + 0.3275911 * z);
  const erfc =
    k *
    (0.254829592 + k * (-0.284496736 + k * (1.421413741 + k * (-1.453152027 + k * 1.061405429)))) *
    Math.exp(-z * z);
  return x >= 0 ? 1 - erfc / 2 : erfc / 2;
}

/**
 * The difference of two means of ratings 0..4 (`a` and `b` are counts by rating) when one side is
 * small: its exact reference distribution under the null hypothesis that both sides draw from the
 * same ratings. The small side's mean is the exact distribution of the mean of its n draws from
 * the pooled ratings (their n-fold convolution), so the skew of a few dozen ceiling-heavy ratings
 * is in it; the large side adds its own mean's normal spread. p = P(|W − N| ≥ |Δ|). The reference
 * is fixed at the null, so p falls as |Δ − δ| grows and the interval Δ ± c (c where that tail is
 * t) is exactly the δ the test does not reject.
 */
export function smallMeanTest(
  countsA: ArrayLike<number>,
  countsB: ArrayLike<number>,
  scale = 1,
): TestOutcome {
  const a = Array.from(countsA);
  const b = Array.from(countsB);
  const na = a.reduce((s, x) => s + x, 0);
  const nb = b.reduce((s, x) => s + x, 0);
  const mean = (c: readonly number[], n: number) => c.reduce((s, x, r) => s + x * r, 0) / n;
  const raw = mean(a, na) - mean(b, nb);
  const delta = Math.abs(raw) < NOISE * scale ? 0 : raw;
  const n = na + nb;
  const f = a.map((x, r) => (x + b[r]!) / n);
  const mu = f.reduce((s, x, r) => s + x * r, 0);
  const sigma2 = f.reduce((s, x, r) => s + x * (r - mu) ** 2, 0);
  if (sigma2 === 0) return { delta, p: delta === 0 ? 1 : 0, interval: () => [delta, delta] };
  const small = Math.min(na, nb);
  const large = Math.max(na, nb);
  const pmf = sumOfDraws(f, small);
  const tau = Math.sqrt(sigma2 / large);
  const tail = smallTail(pmf, small, mu, tau);
  const p = delta === 0 ? 1 : tail(Math.abs(delta));
  return {
    delta,
    p,
    interval: (t) => {
      let lo = 0;
      let hi = 4 + 10 * tau;
      // 26 halvings: c to about 1e-7 of a rating step, far below the 0.01 points sent.
      for (let k = 0; k < 26; k++) {
        const mid = (lo + hi) / 2;
        if (tail(mid) > t) lo = mid;
        else hi = mid;
      }
      return [delta - hi, delta + hi];
    },
  };
}

/** The distribution of the sum of `draws` draws from ratings 0..4 with probabilities `f`. */
function sumOfDraws(f: readonly number[], draws: number): Float64Array {
  // Two buffers taken in turn: one allocation per test, not one per draw.
  let pmf = new Float64Array(4 * draws + 1);
  let next = new Float64Array(4 * draws + 1);
  pmf[0] = 1;
  const [f0, f1, f2, f3, f4] = f as [number, number, number, number, number];
  for (let k = 0; k < draws; k++) {
    const length = 4 * k + 1;
    next.fill(0, 0, length + 4);
    for (let j = 0; j < length; j++) {
      const w = pmf[j]!;
      if (w === 0) continue;
      next[j]! += w * f0;
      next[j + 1]! += w * f1;
      next[j + 2]! += w * f2;
      next[j + 3]! += w * f3;
      next[j + 4]! += w * f4;
    }
    [pmf, next] = [next, pmf];
  }
  return pmf;
}

/** Φ below this argument is under 1e-17 and above its negative rounds to 1 in a double. */
const NEGLIGIBLE = -8.5;

/**
 * P(|W − N| ≥ c) for c ≥ 0, W the small side's mean less μ (sums j/small − μ with probability
 * pmf[j]) and N ~ Normal(0, τ²). A sum far from ±c adds pmf[j] or nothing, so only the sums within
 * 8.5 τ of ±c are weighed one by one; the others come from running sums of pmf. The interval's
 * search asks for this about thirty times per test.
 */
function smallTail(pmf: Float64Array, small: number, mu: number, tau: number) {
  // Sums whose probability is below 1e-18 cannot move a p-value that is compared with ≥ 1e-6.
  let first = 0;
  let last = pmf.length - 1;
  while (first < last && pmf[first]! < 1e-18) first++;
  while (last > first && pmf[last]! < 1e-18) last--;
  // below[j] = pmf[first] + … + pmf[j − 1].
  const below = new Float64Array(pmf.length + 1);
  for (let j = first; j <= last; j++) below[j + 1] = below[j]! + pmf[j]!;
  const mass = (from: number, to: number) => (to < from ? 0 : below[to + 1]! - below[from]!);
  const at = (w: number) => Math.round((w + mu) * small);
  const reach = -NEGLIGIBLE * tau;
  return (c: number) => {
    // Sums at or above c + reach add pmf[j] through Φ((w − c)/τ) = 1; below c − reach, nothing.
    const upFrom = Math.max(first, at(c - reach) - 1);
    const upTo = Math.min(last, at(c + reach) + 1);
    // Symmetrically for Φ((−c − w)/τ), from the low end.
    const downFrom = Math.max(first, at(-c - reach) - 1);
    const downTo = Math.min(last, at(-c + reach) + 1);
    let p = mass(upTo + 1, last) + mass(first, downFrom - 1);
    for (let j = upFrom; j <= upTo; j++) p += pmf[j]! * fastNormalCdf((j / small - mu - c) / tau);
    for (let j = downFrom; j <= downTo; j++)
      p += pmf[j]! * fastNormalCdf((-c - (j / small - mu)) / tau);
    return Math.min(1, p);
  };
}

/**
 * The maximum-likelihood shares (pa, pb) under pa − pb = δ, given the observed shares; the closed
 * form of Farrington and Manning (1990) and Miettinen and Nurminen (1985).
 */
function restricted(pa: number, na: number, pb: number, nb: number, delta: number) {
  const theta = nb / na;
  const a = 1 + theta;
  const b = -(1 + theta + pa + theta * pb + delta * (theta + 2));
  const c = delta * delta + delta * (2 * pa + theta + 1) + pa + theta * pb;
  const d = -pa * delta * (1 + delta);
  const v = b ** 3 / (27 * a ** 3) - (b * c) / (6 * a * a) + d / (2 * a);
  const s = Math.sqrt(Math.max(0, (b * b) / (9 * a * a) - c / (3 * a)));
  const u = v >= 0 ? s : -s;
  const ratio = u === 0 ? 0 : Math.max(-1, Math.min(1, v / u ** 3));
  const w = (Math.PI + Math.acos(ratio)) / 3;
  const ra = Math.min(1, Math.max(0, 2 * u * Math.cos(w) - b / (3 * a)));
  const rb = Math.min(1, Math.max(0, ra - delta));
  return { ra, rb };
}

/**
 * Two-proportion z-test of xa/na − xb/nb, two-sided, with the standard error under the null
 * hypothesis (the pooled share), and Mee's (1984) score interval: the differences δ the same
 * score statistic, with its variance at the shares most likely under pa − pb = δ, does not reject.
 * At δ = 0 those shares are the pooled one, so the interval is the test inverted: 0 lies outside
 * `interval(t)` exactly when p < t.
 */
export function twoProportionTest(xa: number, na: number, xb: number, nb: number): TestOutcome {
  const pa = xa / na;
  const pb = xb / nb;
  const observed = xa * nb === xb * na ? 0 : pa - pb;
  const score = (delta: number): number => {
    const { ra, rb } = restricted(pa, na, pb, nb, delta);
    const variance = (ra * (1 - ra)) / na + (rb * (1 - rb)) / nb;
    const gap = observed - delta;
    if (variance <= 0) return gap === 0 ? 0 : gap > 0 ? Infinity : -Infinity;
    return gap / Math.sqrt(variance);
  };
  const z0 = score(0);
  const p = Number.isFinite(z0) ? Math.min(1, 2 * normalCdf(-Math.abs(z0), 0, 1)) : 0;
  return {
    delta: observed,
    p,
    interval: (t) => {
      const z = normalQuantile(1 - t / 2, 0, 1);
      // score(δ) falls as δ rises: bisect for score = z below the estimate and −z above it.
      const solve = (lo: number, hi: number, target: number): number => {
        for (let k = 0; k < 60; k++) {
          const mid = (lo + hi) / 2;
          if (score(mid) > target) lo = mid;
          else hi = mid;
        }
        return (lo + hi) / 2;
      };
      const lower = score(-1) <= z ? -1 : solve(-1, observed, z);
      const upper = score(1) >= -z ? 1 : solve(observed, 1, -z);
      return [lower, upper];
    },
  };
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

/**
 * Benjamini–Hochberg's decision at rate q over `pValues`: R, the number of rejections (the largest
 * k whose k-th smallest p is below k·q/m), and the threshold t = max(R, 1)·q/m. A test is rejected
 * exactly when its p is below t, so t is also the level its interval must be taken at (1 − t).
 */
export function bhThreshold(
  pValues: readonly number[],
  q: number,
): { rejected: number; t: number } {
  const m = pValues.length;
  if (m === 0) return { rejected: 0, t: q };
  const sorted = Float64Array.from(pValues).sort();
  let rejected = 0;
  for (let k = m; k >= 1; k--) {
    if (sorted[k - 1]! < (k * q) / m) {
      rejected = k;
      break;
    }
  }
  return { rejected, t: (Math.max(rejected, 1) * q) / m };
}
