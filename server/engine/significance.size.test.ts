import { describe, expect, it } from 'vitest';
import { random, SHAPES, type Shape } from './calibration.fixture';
import { smallMeanTest } from './statistics';

/**
 * The size of the small-group mean test (a group of 30 against 2,000, both drawn from the same
 * ratings): how often it rejects at 5% and at 0.5%, over 100,000 simulated tests per shape. Welch's
 * test rejected up to 1.85 and 8 times too often here on ceiling-heavy ratings.
 */
describe('size of the small-group mean test', { timeout: 120_000 }, () => {
  const RUNS = 100_000;
  for (const shape of ['skewed', 'ceiling', 'long-tailed'] as Shape[]) {
    it(`rejects at most 1.2 × nominal at 5% and 0.5% on ${shape} ratings, 30 against 2,000`, () => {
      const rng = random(shape.length * 7919);
      const cumulative: number[] = [];
      let c = 0;
      for (const share of SHAPES[shape]) cumulative.push((c += share));
      const draw = (n: number) => {
        const counts = [0, 0, 0, 0, 0];
        for (let i = 0; i < n; i++) {
          const u = rng.uniform();
          let r = 0;
          while (r < 4 && u > cumulative[r]!) r++;
          counts[r]!++;
        }
        return counts;
      };
      let at5 = 0;
      let at05 = 0;
      for (let k = 0; k < RUNS; k++) {
        const { p } = smallMeanTest(draw(30), draw(2000), 4);
        if (p < 0.05) at5++;
        if (p < 0.005) at05++;
      }
      console.log(
        `${shape}: ${(at5 / RUNS / 0.05).toFixed(2)} × nominal at 5%, ${(at05 / RUNS / 0.005).toFixed(2)} at 0.5%`,
      );
      expect(at5 / RUNS).toBeLessThanOrEqual(1.2 * 0.05);
      expect(at05 / RUNS).toBeLessThanOrEqual(1.2 * 0.005);
    });
  }
});
