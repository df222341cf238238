import { describe, expect, it } from 'vitest';
import { generate, random, type Shape } from './calibration.fixture';
import type { DatasetData } from './dataset';
import { importanceOf, performanceOf } from './dataset';
import { testSamples, type Sample } from './significance';

/**
 * The size of the main score's test for small groups (30-99 against the rest): a group drawn at
 * random from a generated population (a permutation null, as on the shuffled demo) and tested
 * against the others, how often p falls below 5% and 0.5%. The suite runs RUNS tests per case
 * (2,000 inside `npm test`); the 10⁵ figures in docs/statistics.md come from
 * `MAIN_SIZE_RUNS=100000 npx vitest run server/engine/significance.main-size.test.ts`.
 */
const RUNS = Number(process.env.MAIN_SIZE_RUNS ?? 2000);
/** A fresh population every this many tests, so the size is not that of one population. */
const PER_POPULATION = 50;
const ATTITUDES = 5;
const REST = 400;

function sampleOf(data: DatasetData, indices: Uint32Array): Sample {
  return {
    size: indices.length,
    ratings: new Map(
      data.attitudes.map((column) => {
        const performance = new Float64Array(6);
        const importance = new Float64Array(6);
        for (const i of indices) {
          performance[performanceOf(column.pairs[i]!)]!++;
          importance[importanceOf(column.pairs[i]!)]!++;
        }
        return [column.attitudeId, { performance, importance }];
      }),
    ),
    rows: {
      columns: new Map(data.attitudes.map((column) => [column.attitudeId, column.pairs])),
      indices,
      count: indices.length,
      exclude: null,
    },
  };
}

function size(shape: Shape, n: number, seed: number) {
  const rng = random(seed);
  let data: DatasetData | null = null;
  let at5 = 0;
  let at05 = 0;
  let high = 0;
  for (let k = 0; k < RUNS; k++) {
    if (k % PER_POPULATION === 0)
      data = generate(seed + k, {
        size: n + REST,
        attitudes: ATTITUDES,
        shape,
        halo: 0.5,
        missing: 0.05,
        filterables: 0,
        values: 1,
      });
    // A random group of n: a partial Fisher–Yates shuffle of the population's indices.
    const order = Uint32Array.from({ length: n + REST }, (_, i) => i);
    for (let i = 0; i < n; i++) {
      const j = i + rng.int(n + REST - i);
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    const group = order.slice(0, n).sort();
    const rest = order.slice(n).sort();
    const ids = data!.attitudes.map((a) => a.attitudeId);
    const { main_score } = testSamples(
      sampleOf(data!, group),
      sampleOf(data!, rest),
      ids,
      'complement',
    );
    if (main_score.p === null) continue;
    if (main_score.p < 0.05) at5++;
    if (main_score.p < 0.005) {
      at05++;
      if (main_score.delta! > 0) high++;
    }
  }
  return { at5: at5 / RUNS / 0.05, at05: at05 / RUNS / 0.005, high: at05 > 0 ? high / at05 : 0 };
}

describe('size of the main score test for groups of 30-99', { timeout: 600_000 }, () => {
  const cases: [Shape, number][] = [
    ['skewed', 30],
    ['ceiling', 30],
    ['long-tailed', 30],
    ['ceiling', 99],
  ];
  for (const [shape, n] of cases) {
    it(`rejects at most 1.2 × nominal at 5% and about that at 0.5% on ${shape} ratings, ${n} against ${REST}`, () => {
      const s = size(shape, n, 90_000 + n * 31 + shape.length);
      console.log(
        `main score, ${shape}, ${n} vs ${REST}, ${RUNS} tests: ${s.at5.toFixed(2)} × nominal at 5%, ${s.at05.toFixed(2)} at 0.5% (${(100 * s.high).toFixed(0)}% of those "higher")`,
      );
      // With RUNS tests the 0.5% rate has a relative standard error of about 1/√(RUNS·0.005):
      // the bound allows three of them above 1.2 so the smaller in-suite run is not flaky.
      const slack = 3 / Math.sqrt(RUNS * 0.005);
      expect(s.at5).toBeLessThanOrEqual(1.2 + 3 / Math.sqrt(RUNS * 0.05));
      expect(s.at05).toBeLessThanOrEqual(1.2 + slack);
    });
  }
});
