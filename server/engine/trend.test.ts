import { describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema.gen';
import { generate, margin99, random, randomFilters, type Design } from './calibration.fixture';
import { computeGroup } from './compute';
import { metaOf } from './calibration.fixture';
import { seedDemoData } from '../seed/index';
import { loadDataset } from './dataset';
import { tempDatabase } from './test-fixture';
import { computeTrend, trendPairs, type TrendComputation } from './trend';
import { dealWaves, pool, subset, waveRequests } from './trend.fixture';

type TrendChange = components['schemas']['TrendChange'];

const DESIGN: Design = {
  size: 4000,
  attitudes: 6,
  shape: 'skewed',
  halo: 0.5,
  missing: 0.05,
  filterables: 3,
  values: 4,
};

const independent = () => null;

/** Every change of a trend: the main score's and each attitude's four figures'. */
const everyChange = (trend: TrendComputation): TrendChange[] => [
  ...trend.main_score,
  ...trend.attitudes.flatMap((a) => [
    ...a.performance_rebased,
    ...a.importance_rebased,
    ...a.performance_agreed,
    ...a.importance_agreed,
  ]),
];

describe('trendPairs', () => {
  it('pairs consecutive answered waves and adds first to last from three waves on', () => {
    expect(trendPairs([0, 2])).toEqual([{ from: 0, to: 2, firstToLast: true }]);
    expect(trendPairs([0, 1, 3, 4])).toEqual([
      { from: 0, to: 1, firstToLast: false },
      { from: 1, to: 3, firstToLast: false },
      { from: 3, to: 4, firstToLast: false },
      { from: 0, to: 4, firstToLast: true },
    ]);
    expect(trendPairs([5])).toEqual([]);
    expect(trendPairs([])).toEqual([]);
  });
});

describe('computeTrend', () => {
  const pooled = generate(7, DESIGN);
  const waves = dealWaves(random(8), pooled, [1000, 1000, 1000, 1000]);

  it('gives each wave the result its filter request would have, without a test against its rest', () => {
    const filters = [{ filterableId: 'f0', values: ['v1', 'v2'] }];
    const trend = computeTrend(waveRequests(waves, filters), independent);
    trend.results.forEach((result, i) => {
      const alone = computeGroup(metaOf(waves[i]!), waves[i]!, filters).result;
      expect(result!.main_score).toBe(alone.main_score);
      expect(result!.population_size).toBe(alone.population_size);
      expect(result!.analyses).toEqual({});
      expect(alone.analyses).toHaveProperty('significance');
    });
    expect(trend.answered).toBe(4);
  });

  it('shows after − before, one family over every test that ran, intervals agreeing with marks', () => {
    const trend = computeTrend(waveRequests(waves, []), independent);
    const changes = everyChange(trend);
    // Four changes (three consecutive, first to last) of 1 + 4 × 6 figures, all with enough ratings.
    expect(changes).toHaveLength(4 * (1 + 4 * DESIGN.attitudes));
    expect(trend.family.tests_run).toBe(changes.length);
    expect(trend.family.marked).toBe(changes.filter((c) => c.significant).length);
    const t = trend.family.threshold;
    expect(t).toBeCloseTo((Math.max(trend.family.marked, 1) * 0.05) / changes.length, 12);
    for (const change of changes) {
      expect(change.significant).toBe(change.p! < t);
      expect(Math.abs(change.delta! - (change.after! - change.before!))).toBeLessThanOrEqual(
        0.1 + 1e-9,
      );
      const [lower, upper] = change.ci! as [number, number];
      expect(lower > 0 || upper < 0).toBe(change.significant);
    }
    const perf = trend.attitudes[0]!.performance_rebased;
    expect(perf.map((c) => [c.from, c.to, c.first_to_last])).toEqual([
      [0, 1, false],
      [1, 2, false],
      [2, 3, false],
      [0, 3, true],
    ]);
    // The figures of a wave are the same in every change it takes part in.
    expect(perf[0]!.after).toBe(perf[1]!.before);
    expect(perf[3]!.before).toBe(perf[0]!.before);
    expect(perf[3]!.after).toBe(perf[2]!.after);
  });

  it('skips withheld waves: the changes join the answered ones on either side', () => {
    const requests = waveRequests(waves, []);
    const trend = computeTrend([requests[0]!, null, requests[2]!, requests[3]!], independent);
    expect(trend.results[1]).toBeNull();
    expect(trend.answered).toBe(3);
    expect(trend.main_score.map((c) => [c.from, c.to])).toEqual([
      [0, 2],
      [2, 3],
      [0, 3],
    ]);
  });

  it('leaves waves that may hold the same people untested, out of the family, figures kept', () => {
    const reason = (from: number, to: number) =>
      from === 1 && to === 2 ? ('shared_respondents' as const) : null;
    const trend = computeTrend(waveRequests(waves, []), reason);
    const shared = everyChange(trend).filter((c) => c.from === 1 && c.to === 2);
    expect(shared).toHaveLength(1 + 4 * DESIGN.attitudes);
    for (const change of shared) {
      expect(change).toMatchObject({ significant: null, p: null, ci: null });
      expect(change.reason).toBe('shared_respondents');
      expect(change.before).not.toBeNull();
      expect(change.after).not.toBeNull();
    }
    expect(trend.family.tests_run).toBe(3 * (1 + 4 * DESIGN.attitudes));
  });

  it('says too_few under 30 ratings, and tests only the attitudes both waves hold', () => {
    const small = subset(
      waves[1]!,
      Array.from({ length: 25 }, (_, i) => i),
      'small',
    );
    const fewer = { ...waves[2]!, attitudes: waves[2]!.attitudes.slice(1) };
    const trend = computeTrend(waveRequests([waves[0]!, small, fewer], []), independent);
    const first = trend.attitudes.find((a) => a.attitude_id === 'a0')!;
    // Wave 2 does not hold a0: its changes have no figure after and no test.
    expect(first.performance_rebased[1]).toMatchObject({
      after: null,
      delta: null,
      significant: null,
      reason: 'too_few',
    });
    expect(trend.attitudes[1]!.performance_rebased[0]).toMatchObject({
      significant: null,
      reason: 'too_few',
      after_n: expect.any(Number),
    });
    expect(trend.attitudes[1]!.performance_rebased[0]!.after_n).toBeLessThan(30);
  });

  it('answers no change at all with fewer than two answered waves', () => {
    const trend = computeTrend(waveRequests(waves.slice(0, 1), []), independent);
    expect(trend.answered).toBe(1);
    expect(trend.main_score).toEqual([]);
    expect(trend.attitudes.every((a) => a.performance_rebased.length === 0)).toBe(true);
    expect(trend.family.tests_run).toBe(0);
  });

  it('marks a change planted in the last wave, in its direction', () => {
    const planted = generate(11, {
      ...DESIGN,
      size: 1000,
      // One value per filterable: every respondent of this wave carries the shift.
      values: 1,
      planted: [{ on: 0, attitude: 2, shift: 0.4 }],
    });
    const trend = computeTrend(waveRequests([...waves.slice(0, 3), planted], []), independent);
    const change = trend.attitudes[2]!.performance_rebased;
    expect(change[2]).toMatchObject({ from: 2, to: 3, significant: true });
    expect(change[2]!.delta).toBeGreaterThan(0);
    expect(change[3]).toMatchObject({ first_to_last: true, significant: true });
  });
});

describe('trend null: wave labels shuffled within pooled respondents', () => {
  it('marks a change on at most 5% (+ 99% margin) of trends, any shape, sizes and filters', () => {
    const rng = random(2026);
    const shapes = ['symmetric', 'skewed', 'ceiling', 'long-tailed'] as const;
    const TRENDS = 1_200;
    let trends = 0;
    let withMark = 0;
    let tests = 0;
    let seed = 500;
    while (trends < TRENDS) {
      const count = 2 + rng.int(5);
      // Sizes from a few dozen to 1,500 per wave, so small-wave tests are in the null too.
      const sizes = Array.from({ length: count }, () => 120 + rng.int(1400));
      const data = generate(seed++, {
        ...DESIGN,
        size: sizes.reduce((s, n) => s + n, 0),
        attitudes: 8,
        shape: shapes[rng.int(shapes.length)]!,
        missing: rng.uniform() < 0.5 ? 0 : 0.2,
      });
      for (let k = 0; k < 8 && trends < TRENDS; k++) {
        const waves = dealWaves(rng, data, sizes);
        const filters = rng.uniform() < 0.25 ? [] : randomFilters(rng, data);
        const trend = computeTrend(waveRequests(waves, filters), independent);
        if (trend.family.tests_run === 0) continue;
        trends++;
        tests += trend.family.tests_run;
        if (trend.family.marked > 0) withMark++;
      }
    }
    const rate = withMark / trends;
    console.log(
      `trend null: ${withMark} of ${trends} trends marked (${(100 * rate).toFixed(2)}%), ${tests} tests`,
    );
    expect(rate).toBeLessThanOrEqual(0.05 + margin99(0.05, trends));
  }, 60_000);

  it("shows no more marks on the seeded tracker's own respondents with wave labels shuffled", () => {
    const { db, cleanup } = tempDatabase();
    try {
      seedDemoData(db, { scale: 'small', now: new Date('2026-11-20T12:00:00Z') });
      const waves = (
        db
          .prepare(
            "SELECT dataset_id FROM reports WHERE name LIKE 'Branch Experience Tracker %' ORDER BY issued_at",
          )
          .pluck()
          .all() as string[]
      ).map((id) => loadDataset(db, id)!);
      // The planted changes are real between the waves; pooled and dealt again, they are not.
      const pooled = pool(waves);
      const sizes = waves.map((w) => w.size);
      const rng = random(4242);
      const TRENDS = 400;
      let withMark = 0;
      for (let k = 0; k < TRENDS; k++) {
        const dealt = dealWaves(rng, pooled, sizes);
        const region = pooled.filterables.find((f) => f.name === 'Region')!;
        const filters =
          k % 2 === 0 ? [] : [{ filterableId: region.id, values: ['Europe', 'North America'] }];
        const trend = computeTrend(waveRequests(dealt, filters), independent);
        if (trend.family.marked > 0) withMark++;
      }
      console.log(`tracker null: ${withMark} of ${TRENDS} trends marked`);
      expect(withMark / TRENDS).toBeLessThanOrEqual(0.05 + margin99(0.05, TRENDS));
    } finally {
      cleanup();
    }
  }, 60_000);
});
