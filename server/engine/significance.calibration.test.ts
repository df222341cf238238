import { describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema.gen';
import { computeResult } from './compute';
import type { ConfigurationMeta, FilterInput } from './configuration';
import type { DatasetData, FilterableColumn } from './dataset';
import { packRatings } from './dataset';

type Significance = components['schemas']['Significance'];
type SignificanceTest = components['schemas']['SignificanceTest'];

/** A seeded generator (xorshift32) with Box–Muller normals: the same data at every run. */
function random(seed: number) {
  let state = seed >>> 0 || 1;
  const uniform = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) + 0.5) / 0x100000000;
  };
  const normal = () => Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform());
  return { uniform, normal, int: (n: number) => Math.floor(uniform() * n) };
}

/** A latent score rounded and clamped to a 1-5 rating. */
const rating = (latent: number) => Math.min(5, Math.max(1, Math.round(latent)));

const FILTERABLES = 4;
const VALUES = 5;

interface Planted {
  /** Moves attitude 0's performance of the respondents whose first attribute is `v0`. */
  shift: number;
  /** The first attribute's value code of respondent i (1 is `v0`). */
  firstCode: (i: number) => number;
}

/**
 * Respondents with random attribute values and ratings drawn around 3 with unit spread, the same
 * for everyone unless a difference is planted.
 */
function generate(seed: number, size: number, attitudes: number, planted?: Planted): DatasetData {
  const rng = random(seed);
  const filterables: FilterableColumn[] = Array.from({ length: FILTERABLES }, (_, f) => {
    const values = Array.from({ length: VALUES }, (_, v) => `v${v}`);
    return {
      id: `f${f}`,
      name: `Filterable ${f}`,
      valueByCode: [undefined, ...values],
      codeByValue: new Map(values.map((v, k) => [v, k + 1])),
      codes: Uint8Array.from({ length: size }, (_, i) =>
        f === 0 && planted ? planted.firstCode(i) : 1 + rng.int(VALUES),
      ),
    };
  });
  const shift = planted?.shift ?? 0;
  const first = filterables[0]!.codes;
  return {
    id: `calibration-${seed}`,
    size,
    filterables,
    attitudes: Array.from({ length: attitudes }, (_, a) => ({
      attitudeId: `a${a}`,
      resultId: `r${a}`,
      keyword: `Attitude ${a}`,
      description: '',
      explanation: '',
      iconUrl: '',
      recommendations: [],
      studies: [],
      pairs: Uint8Array.from({ length: size }, (_, i) =>
        packRatings(
          rating(3 + rng.normal() + (a === 0 && first[i] === 1 ? shift : 0)),
          rating(3 + rng.normal()),
        ),
      ),
    })),
    comments: {
      respondentIdx: new Uint32Array(0),
      attitudePos: new Uint16Array(0),
      sentiment: new Int8Array(0),
      author: [],
      topic: [],
    },
  };
}

const meta = (data: DatasetData): ConfigurationMeta => ({
  id: data.id,
  reportId: 'report',
  datasetId: data.id,
  modelVersion: { id: 1, name: 'Test', audience: 'Customers', sequence: 1, audience_type: 1 },
  ranks: [{ id: 1, name: 'All', description: '', threshold: 0 }],
  savedFilters: [],
  filterableIds: new Set(data.filterables.map((f) => f.id)),
});

/** One or two filterables, each with one to three of its values. */
function randomFilters(rng: ReturnType<typeof random>): FilterInput[] {
  const count = 1 + rng.int(2);
  const chosen = new Set<number>();
  while (chosen.size < count) chosen.add(rng.int(FILTERABLES));
  return [...chosen].map((f) => {
    const values = new Set<string>();
    const wanted = 1 + rng.int(3);
    while (values.size < wanted) values.add(`v${rng.int(VALUES)}`);
    return { filterableId: `f${f}`, values: [...values] };
  });
}

const attitudeTests = (significance: Significance): SignificanceTest[] =>
  significance.attitudes.flatMap((a) => [
    a.performance_rebased,
    a.importance_rebased,
    a.performance_agreed,
    a.importance_agreed,
  ]);

describe('calibration on generated data', () => {
  it('marks at most 5% of attitudes significant over 1,000 random filters with no real difference', () => {
    const DATASETS = 20;
    const FILTERS_EACH = 50;
    const rng = random(2024);
    let tested = 0;
    let marked = 0;
    let rawBelow = 0;
    let attitudesShown = 0;
    let attitudesMarked = 0;
    for (let d = 0; d < DATASETS; d++) {
      const data = generate(1000 + d, 3000, 20);
      for (let k = 0; k < FILTERS_EACH; k++) {
        const result = computeResult(meta(data), data, randomFilters(rng));
        const significance = result.analyses.significance as Significance | undefined;
        if (!significance) continue;
        for (const a of significance.attitudes) {
          attitudesShown++;
          const tests = [
            a.performance_rebased,
            a.importance_rebased,
            a.performance_agreed,
            a.importance_agreed,
          ];
          if (tests.some((t) => t.significant === true)) attitudesMarked++;
        }
        for (const test of attitudeTests(significance)) {
          if (test.p === null) continue;
          tested++;
          if (test.significant) marked++;
          if (test.p < 0.05) rawBelow++;
        }
      }
    }
    console.log(
      `attitudes marked ${attitudesMarked}/${attitudesShown}; tests marked ${marked}/${tested}; raw p<0.05 ${rawBelow}/${tested}`,
    );
    // Nearly every filter leaves 30+ on both sides here, so nearly every test runs.
    expect(tested).toBeGreaterThan(0.9 * DATASETS * FILTERS_EACH * 20 * 4);
    // The share of attitudes marked (any of their four figures), with no tolerance above 5%.
    expect(attitudesMarked / attitudesShown).toBeLessThanOrEqual(0.05);
    expect(marked / tested).toBeLessThanOrEqual(0.05);
    // The raw tests are calibrated: about 5% of them fall under 0.05 by chance (±1.5 points).
    expect(rawBelow / tested).toBeGreaterThan(0.035);
    expect(rawBelow / tested).toBeLessThan(0.065);
  });

  it('finds a planted 0.2 SD difference between 2,000 and 2,000 respondents at least 80% of the time', () => {
    // Ratings drawn around 3 with unit spread and rounded have an SD of about √(1 + 1/12).
    const shift = 0.2 * Math.sqrt(1 + 1 / 12);
    const RUNS = 100;
    let found = 0;
    let falseAlarms = 0;
    for (let run = 0; run < RUNS; run++) {
      // The first attribute splits the respondents in halves: v0 for the first 2,000, v1 after.
      const data = generate(5000 + run, 4000, 10, {
        shift,
        firstCode: (i) => (i < 2000 ? 1 : 2),
      });
      const result = computeResult(meta(data), data, [{ filterableId: 'f0', values: ['v0'] }]);
      const significance = result.analyses.significance as Significance;
      expect(significance.filtered_size).toBe(2000);
      if (significance.attitudes[0]!.performance_rebased.significant) found++;
      falseAlarms += significance.attitudes
        .slice(1)
        .filter((a) => a.performance_rebased.significant).length;
    }
    expect(found / RUNS).toBeGreaterThanOrEqual(0.8);
    expect(falseAlarms / (RUNS * 9)).toBeLessThanOrEqual(0.05);
  });
});
