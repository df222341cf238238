import { describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema.gen';
import {
  everyTest,
  generate,
  margin99,
  metaOf,
  random,
  randomFilters,
  SHAPES,
  type Shape,
} from './calibration.fixture';
import { computeResult } from './compute';

type Significance = components['schemas']['Significance'];

const SHAPE_NAMES = Object.keys(SHAPES) as Shape[];
/** The family's rate, and the most a null result may show a mark: 5% plus the 99% margin. */
const Q = 0.05;

interface NullTally {
  results: number;
  withMark: number;
  tests: number;
  rawBelow: number;
}

function tally(): NullTally {
  return { results: 0, withMark: 0, tests: 0, rawBelow: 0 };
}

function count(into: NullTally, significance: Significance) {
  into.results++;
  const tests = everyTest(significance);
  if (tests.some((t) => t.significant === true)) into.withMark++;
  for (const t of tests) {
    if (t.p === null) continue;
    into.tests++;
    if (t.p < Q) into.rawBelow++;
  }
}

const report = (name: string, t: NullTally) =>
  console.log(
    `${name}: ${t.withMark}/${t.results} results with a mark (${((100 * t.withMark) / t.results).toFixed(2)}%); raw p<0.05 ${((100 * t.rawBelow) / t.tests).toFixed(2)}% of ${t.tests}`,
  );

describe('calibration: no real difference anywhere', { timeout: 90_000 }, () => {
  it('shows a mark on at most 5% (+ 99% margin) of 1,200 random filtered results, any shape, halo and missing ratings', () => {
    const all = tally();
    const rng = random(2024);
    let seed = 1000;
    for (const shape of SHAPE_NAMES) {
      for (const missing of [0, 0.2]) {
        for (let d = 0; d < 3; d++) {
          const data = generate(seed++, {
            size: 2000,
            attitudes: 20,
            shape,
            halo: 0.5,
            missing,
            filterables: 4,
            values: 5,
          });
          for (let k = 0; k < 50; k++) {
            const result = computeResult(metaOf(data), data, randomFilters(rng, data));
            const significance = result.analyses.significance as Significance | undefined;
            if (significance) count(all, significance);
          }
        }
      }
    }
    report('null, every shape', all);
    expect(all.results).toBeGreaterThanOrEqual(1000);
    expect(all.withMark / all.results).toBeLessThanOrEqual(Q + margin99(Q, all.results));
    // The raw tests are calibrated: about 5% of them fall under 0.05 by chance.
    expect(all.rawBelow / all.tests).toBeGreaterThan(0.035);
    expect(all.rawBelow / all.tests).toBeLessThan(0.065);
  });

  it('does so for groups of 30-99 respondents too (1,000+ results, skewed, ceiling and long-tailed)', () => {
    const small = tally();
    const rng = random(77);
    let seed = 3000;
    for (const shape of ['skewed', 'ceiling', 'long-tailed', 'symmetric'] as const) {
      for (let d = 0; d < 5; d++) {
        const data = generate(seed++, {
          size: 2000,
          attitudes: 20,
          shape,
          halo: 0.5,
          missing: d % 2 === 0 ? 0 : 0.1,
          filterables: 1,
          values: 30,
        });
        for (let k = 0; k < 60; k++) {
          const filters = [{ filterableId: 'f0', values: [`v${rng.int(30)}`] }];
          const significance = computeResult(metaOf(data), data, filters).analyses.significance as
            Significance | undefined;
          if (!significance) continue;
          if (significance.filtered_size < 30 || significance.filtered_size > 99) continue;
          count(small, significance);
        }
      }
    }
    report('null, groups of 30-99', small);
    expect(small.results).toBeGreaterThanOrEqual(1000);
    expect(small.withMark / small.results).toBeLessThanOrEqual(Q + margin99(Q, small.results));
  });
});
