import { afterAll, describe, expect, it } from 'vitest';
import type { FixtureRespondent } from './test-fixture';
import { insertFixture, tempDatabase } from './test-fixture';
import { Engine, MIN_POPULATION } from './index';

// Engine.compare (docs/decisions.md, Compare): group B tested against group A, each computed as
// its own filter request would be; no test for groups that may share a respondent.
const { db, cleanup } = tempDatabase();
afterAll(cleanup);

/** `n` respondents of region `region` (1-based) rating Trust `perf` and Value 3, importance 5. */
const group = (n: number, region: number, perf: number): FixtureRespondent[] =>
  Array.from({ length: n }, (_, i) => ({
    attrs: [region],
    // A little spread, so the tests have a variance to work with.
    perf: [i % 4 === 0 ? Math.max(1, perf - 1) : perf, 3],
    imp: [5, 4],
  }));

const fixture = insertFixture(db, {
  filterables: [{ name: 'Region', values: ['Europe', 'Asia', 'Oceania'] }],
  keywords: ['Trust', 'Value'],
  respondents: [...group(40, 1, 2), ...group(40, 2, 5), ...group(MIN_POPULATION - 1, 3, 3)],
});
const region = (...values: string[]) => [{ filterableId: fixture.filterableIds[0]!, values }];
const request = (filters: ReturnType<typeof region> | []) => ({
  configurationId: fixture.primaryId,
  filters,
});

describe('Engine.compare', () => {
  it('tests B against A for two groups that share no respondent', () => {
    const engine = new Engine(db);
    const europe = engine.compute(fixture.primaryId, region('Europe'));
    const asia = engine.compute(fixture.primaryId, region('Asia'));
    const comparison = engine.compare(request(region('Europe')), request(region('Asia')));

    expect(comparison.reason).toBeUndefined();
    expect(comparison.a.population_size).toBe(40);
    expect(comparison.b.population_size).toBe(40);
    expect(comparison.a.main_score).toBe(europe.main_score);
    expect(comparison.b.main_score).toBe(asia.main_score);
    // A comparison tests its own pair, not each group against its complement.
    expect(comparison.a.analyses).toEqual({});
    expect(comparison.b.analyses).toEqual({});

    const significance = comparison.significance!;
    expect(significance).toMatchObject({
      baseline: 'a',
      confidence: 0.95,
      correction: 'benjamini-hochberg',
      filtered_size: 40,
      complement_size: 40,
    });
    expect(significance.attitudes.map((a) => a.attitude_id)).toEqual(fixture.attitudeIds);
    const trust = significance.attitudes[0]!.performance_rebased;
    expect(trust.filtered).toBe(asia.attitudes[0]!.performance_rebased);
    expect(trust.complement).toBe(europe.attitudes[0]!.performance_rebased);
    expect(trust.delta).toBeCloseTo(trust.filtered! - trust.complement!, 1);
    expect(trust.significant).toBe(true);
    // Everyone rates Value 3 in both groups: nothing to find.
    const value = significance.attitudes[1]!.performance_rebased;
    expect(value).toMatchObject({ delta: 0, significant: false });
    expect(significance.main_score.filtered).toBeGreaterThan(significance.main_score.complement!);
    expect(significance.main_score.significant).toBe(true);
  });

  it('refuses a test to groups that may share respondents, and says why', () => {
    const engine = new Engine(db);
    for (const [a, b] of [
      [[], region('Asia')],
      [region('Europe', 'Asia', 'Oceania'), region('Asia')],
      [region('Asia'), []],
    ] as const) {
      const comparison = engine.compare(request([...a]), request([...b]));
      expect(comparison.significance).toBeNull();
      expect(comparison.reason).toBe('overlapping_groups');
      expect(comparison.a.state.status).toBe('ready');
      expect(comparison.b.state.status).toBe('ready');
    }
  });

  it('refuses a test when either group is withheld by the privacy floor', () => {
    const engine = new Engine(db);
    for (const [a, b] of [
      [region('Oceania'), region('Asia')],
      [region('Asia'), region('Oceania')],
    ]) {
      const comparison = engine.compare(request(a!), request(b!));
      expect(comparison.significance).toBeNull();
      expect(comparison.reason).toBe('insufficient_data');
    }
    expect(engine.compare(request(region('Oceania')), request(region('Asia'))).a.state.status).toBe(
      'insufficient_data',
    );
  });

  it('tests groups of two datasets on the attitudes they share only', () => {
    const other = insertFixture(db, {
      filterables: [{ name: 'Region', values: ['Europe'] }],
      keywords: ['Trust', 'Elsewhere'],
      respondents: group(40, 1, 4),
    });
    // The second dataset rates the first one's Trust (the same attitude of the library).
    db.prepare(
      'UPDATE dataset_attitudes SET attitude_id = ? WHERE dataset_id = ? AND position = 0',
    ).run(fixture.attitudeIds[0], other.datasetId);
    const engine = new Engine(db);
    const comparison = engine.compare(request(region('Europe')), {
      configurationId: other.primaryId,
      filters: [],
    });
    expect(comparison.reason).toBeUndefined();
    const significance = comparison.significance!;
    expect(significance.attitudes.map((a) => a.attitude_id)).toEqual([fixture.attitudeIds[0]]);
    expect(significance.attitudes[0]!.performance_rebased.significant).toBe(true);
    // Main scores weigh only the shared attitude, by A's importance: Trust alone.
    expect(significance.main_score.filtered).toBe(comparison.b.attitudes[0]!.performance_rebased);
    expect(significance.main_score.complement).toBe(comparison.a.attitudes[0]!.performance_rebased);
  });

  it('computes every comparison afresh', () => {
    const engine = new Engine(db);
    engine.compare(request(region('Europe')), request(region('Asia')));
    engine.compare(request(region('Europe')), request(region('Asia')));
    expect(engine.stats.computations).toBe(2);
  });
});
