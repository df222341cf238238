import normalCdf from '@stdlib/stats-base-dists-normal-cdf';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { smallMeanTest } from './statistics';

/**
 * The small-group test as its definition reads, with nothing skipped: the small side's sum by
 * convolution, every sum weighed with the exact normal distribution. The engine weighs only the
 * sums near ±c and uses a Φ good to 1.5e-7, so the two agree to well under 1e-6.
 */
function reference(a: number[], b: number[], c: number) {
  const na = a.reduce((s, x) => s + x, 0);
  const nb = b.reduce((s, x) => s + x, 0);
  const f = a.map((x, r) => (x + b[r]!) / (na + nb));
  const mu = f.reduce((s, x, r) => s + x * r, 0);
  const sigma2 = f.reduce((s, x, r) => s + x * (r - mu) ** 2, 0);
  const small = Math.min(na, nb);
  const tau = Math.sqrt(sigma2 / Math.max(na, nb));
  let pmf = [1];
  for (let k = 0; k < small; k++) {
    const next = new Array<number>(pmf.length + 4).fill(0);
    pmf.forEach((w, j) => f.forEach((x, r) => (next[j + r]! += w * x)));
    pmf = next;
  }
  let p = 0;
  pmf.forEach((w, j) => {
    const m = j / small - mu;
    p += w * (normalCdf(-c - m, 0, tau) + normalCdf(m - c, 0, tau));
  });
  return Math.min(1, p);
}

const counts = (size: number) =>
  fc
    .array(fc.integer({ min: 0, max: 20 }), { minLength: 5, maxLength: 5 })
    .filter((w) => w.some((x) => x > 0))
    .map((w) => {
      const total = w.reduce((s, x) => s + x, 0);
      const out = w.map((x) => Math.floor((x / total) * size));
      out[w.indexOf(Math.max(...w))]! += size - out.reduce((s, x) => s + x, 0);
      return out;
    });

describe('the small-group mean test', () => {
  it('agrees with its definition on p and on the interval, on any ratings', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 30, max: 99 }).chain((n) => counts(n)),
        fc.integer({ min: 100, max: 5000 }).chain((n) => counts(n)),
        fc.double({ min: 0.01, max: 0.2, noNaN: true }),
        (a, b, t) => {
          const outcome = smallMeanTest(a, b);
          if (outcome.delta !== 0) {
            expect(outcome.p).toBeCloseTo(reference(a, b, Math.abs(outcome.delta)), 6);
          }
          const [lower, upper] = outcome.interval(t);
          const half = (upper - lower) / 2;
          if (!Number.isFinite(half) || half === 0) return;
          // The interval's half-width c is where the tail crosses t: just inside it the tail is
          // above t, just outside below.
          expect(reference(a, b, half * 0.999)).toBeGreaterThan(t - 1e-6);
          expect(reference(a, b, half * 1.001)).toBeLessThan(t + 1e-6);
        },
      ),
      { numRuns: 150 },
    );
  });
});
