import { afterAll, describe, expect, it } from 'vitest';
import type { FixtureRespondent, FixtureSpec } from './test-fixture';
import { insertFixture, tempDatabase } from './test-fixture';
import {
  Engine,
  MIN_POPULATION,
  UnknownConfigurationError,
  UnknownFilterableError,
  UnknownReportError,
} from './index';

const { db, cleanup } = tempDatabase();
afterAll(cleanup);

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** `counts[k]` respondents hold region value k+1; everyone rates both attitudes 4/5. */
function regionSpec(counts: number[], extra: Partial<FixtureSpec> = {}): FixtureSpec {
  const respondents: FixtureRespondent[] = counts.flatMap((n, k) =>
    Array.from({ length: n }, () => ({ attrs: [k + 1], perf: [4, 2], imp: [5, 5] })),
  );
  return {
    filterables: [{ name: 'Region', values: ['Europe', 'Asia', 'Americas'] }],
    keywords: ['Trust', 'Value for money'],
    respondents,
    ...extra,
  };
}

describe('privacy floor', () => {
  const fixture = insertFixture(db, regionSpec([MIN_POPULATION - 1, MIN_POPULATION, 40]));
  const engine = new Engine(db);
  const region = (values: string[]) => [{ filterableId: fixture.filterableIds[0]!, values }];

  it('withholds every figure below five respondents', () => {
    const result = engine.compute(fixture.primaryId, region(['Europe']));
    expect(result.state.status).toBe('insufficient_data');
    expect(result.state.status_message).toMatch(/privacy/);
    expect(result).toMatchObject({ population_size: -1, main_score: 0, potential_main_score: 0 });
    expect(result.attitudes).toEqual([]);
    expect(result.value_boxes).toEqual([]);
    expect(result.rank).toEqual({
      id: 0,
      name: '',
      description: '',
      minimum_differential: -1,
      audience_type: 1,
      model_version: 1,
    });
  });

  it('shows figures from exactly five respondents', () => {
    const result = engine.compute(fixture.primaryId, region(['Asia']));
    expect(result.state.status).toBe('ready');
    expect(result.population_size).toBe(MIN_POPULATION);
    expect(result.attitudes).toHaveLength(2);
  });

  it('counts a filter whose values match nothing as an empty population', () => {
    const result = engine.compute(fixture.primaryId, region(['Atlantis']));
    expect(result.state.status).toBe('insufficient_data');
  });

  it('ignores a filter with an empty value list', () => {
    expect(engine.compute(fixture.primaryId, region([])).population_size).toBe(49);
  });
});

describe('result summary', () => {
  const fixture = insertFixture(db, regionSpec([10, 10, 20]));
  const engine = new Engine(db);

  it('reports the rank tier, the value boxes and the class counts', () => {
    const result = engine.compute(fixture.primaryId, []);
    // Trust: performance 4 → rebased 75, balance 0; Value for money: 2 → rebased 25, balance
    // −100. Equal weights → main 50; closing the gap lifts Value for money to 100 → 87.5.
    expect(result.main_score).toBe(50);
    expect(result.rank).toMatchObject({ name: 'Challenger', minimum_differential: 10 });
    expect(result.value_boxes.map((b) => [b.name, b.icon, b.value])).toEqual([
      ['Respondents', 'people', '40'],
      ['Strongest attitude', 'star', 'Trust'],
      ['Biggest gap', 'warning', 'Value for money'],
      ['Potential gain', 'trending_up', '+37.5'],
    ]);
    expect(result.potential_main_score).toBe(87.5);
    expect(result.ppp).toEqual({ priority: 1, protect: 1, promote: 0, NA: 0 });
    expect(result.fba).toEqual({ FE: 1, UE: 1 });
    expect(result.misc).toEqual({ filtered: false });
  });

  it('marks a filtered result in misc', () => {
    const result = engine.compute(fixture.primaryId, [
      { filterableId: fixture.filterableIds[0]!, values: ['Americas'] },
    ]);
    expect(result.misc).toEqual({ filtered: true });
    expect(result.value_boxes[0]!.impact_description).toBe('of 40 respondents');
  });

  it('explains each value box, and the state of a ready result', () => {
    const result = new Engine(db).compute(fixture.primaryId, []);
    expect(result.state).toEqual({
      status: 'ready',
      status_message: '',
      observations_data_pending: '',
      text_analysis_data_pending: '',
    });
    expect(result.opportunity_driver_categories).toEqual({ S: 1, E: 0, O: 1, L: 0 });
    expect(result.value_boxes.map((b) => [b.impact_description, b.description])).toEqual([
      ['All respondents', 'Respondents who match the filters and make up this result.'],
      ['Performance 75.0 of 100', 'The attitude respondents rate highest on performance.'],
      [
        '-100.0 points between performance and importance',
        'The attitude whose performance falls furthest short of its importance (top-two box).',
      ],
      [
        'Main score could reach 87.5',
        'How much the main score would rise if every unfulfilled expectation were closed.',
      ],
    ]);
  });

  it('says so when every expectation is met', () => {
    const met = insertFixture(db, {
      ...regionSpec([10]),
      respondents: Array.from({ length: 10 }, () => ({ attrs: [1], perf: [5, 4], imp: [1, 2] })),
    });
    const result = new Engine(db).compute(met.primaryId, []);
    expect(result.value_boxes.slice(2).map((b) => [b.name, b.value, b.impact_description])).toEqual(
      [
        ['Biggest gap', 'None', 'Every expectation is met'],
        ['Potential gain', '0.0', `Main score could reach ${result.main_score.toFixed(1)}`],
      ],
    );
  });

  it('says the unfiltered result counts all respondents', () => {
    // A fresh engine: a cached result would not be computed under this test.
    const result = new Engine(db).compute(fixture.primaryId, []);
    expect(result.value_boxes[0]).toMatchObject({
      name: 'Respondents',
      value: '40',
      impact_description: 'All respondents',
    });
  });
});

describe('saved configuration filters', () => {
  const fixture = insertFixture(
    db,
    regionSpec([10, 12, 20], {
      secondaryFilters: [{ filterable: 0, values: ['Asia', 'Americas'] }],
    }),
  );
  const engine = new Engine(db);

  it('applies them before, and AND-ed with, the request filters', () => {
    expect(engine.compute(fixture.secondaryId!, []).population_size).toBe(32);
    const europe = [{ filterableId: fixture.filterableIds[0]!, values: ['Europe'] }];
    expect(engine.compute(fixture.secondaryId!, europe).state.status).toBe('insufficient_data');
    expect(engine.compute(fixture.primaryId, europe).population_size).toBe(10);
  });
});

describe('caching', () => {
  const fixture = insertFixture(db, regionSpec([10, 10, 10]));

  it('returns the cached result for an equal request without computing again', () => {
    const engine = new Engine(db);
    const first = engine.compute(fixture.primaryId, []);
    const again = engine.compute(fixture.primaryId, [
      { filterableId: fixture.filterableIds[0]!, values: [] },
    ]);
    expect(again).toBe(first);
    expect(engine.stats).toEqual({ computations: 1, cacheHits: 1 });
  });

  it('hands out frozen results so a caller cannot corrupt the cache', () => {
    const result = new Engine(db).compute(fixture.primaryId, []);
    expect(() => {
      (result.attitudes[0] as { keyword: string }).keyword = 'changed';
    }).toThrow(TypeError);
  });

  it('evicts the least recently used result when full', () => {
    const engine = new Engine(db, { resultCacheSize: 1 });
    const region = (v: string) => [{ filterableId: fixture.filterableIds[0]!, values: [v] }];
    engine.compute(fixture.primaryId, region('Europe'));
    engine.compute(fixture.primaryId, region('Asia'));
    engine.compute(fixture.primaryId, region('Europe'));
    expect(engine.stats.computations).toBe(3);
  });
});

describe('computeAsync', () => {
  const fixture = insertFixture(db, regionSpec([10, 10, 10]));

  it('answers pending at once, then the ready result', async () => {
    const engine = new Engine(db);
    const pending = engine.computeAsync(fixture.primaryId, []);
    expect(pending.state.status).toBe('pending');
    expect(pending.population_size).toBe(-1);
    expect(engine.stats.computations).toBe(0);
    await nextTurn();
    const ready = engine.computeAsync(fixture.primaryId, []);
    expect(ready.state.status).toBe('ready');
    expect(ready).toEqual(engine.compute(fixture.primaryId, []));
  });

  it('never runs the same key twice at once', async () => {
    const engine = new Engine(db);
    for (let i = 0; i < 5; i++)
      expect(engine.computeAsync(fixture.primaryId, []).state.status).toBe('pending');
    await nextTurn();
    await nextTurn();
    expect(engine.stats.computations).toBe(1);
  });

  it('does not compute again when a synchronous call got there first', async () => {
    const engine = new Engine(db);
    engine.computeAsync(fixture.primaryId, []);
    engine.compute(fixture.primaryId, []);
    await nextTurn();
    expect(engine.stats.computations).toBe(1);
    expect(engine.computeAsync(fixture.primaryId, []).state.status).toBe('ready');
  });

  it('reports a computation that threw as failed once, then tries again', async () => {
    const broken = insertFixture(db, regionSpec([10, 10, 10]));
    // A rating blob one byte short violates the schema's invariant: the dataset cannot load.
    db.prepare('UPDATE respondents SET perf = ? WHERE dataset_id = ? AND idx = 3').run(
      Buffer.from([4]),
      broken.datasetId,
    );
    const errors: unknown[] = [];
    const engine = new Engine(db, { onAsyncError: (error) => errors.push(error) });

    expect(engine.computeAsync(broken.primaryId, []).state.status).toBe('pending');
    await nextTurn();
    const failed = engine.computeAsync(broken.primaryId, []);
    expect(failed.state.status).toBe('failed');
    expect(failed.state.status_message).not.toBe('');
    expect(errors).toHaveLength(1);
    expect(engine.computeAsync(broken.primaryId, []).state.status).toBe('pending');
    // That was a new attempt, which fails again.
    await nextTurn();
    expect(engine.computeAsync(broken.primaryId, []).state.status).toBe('failed');
    expect(errors).toHaveLength(2);
  });

  it('marks pending and failed answers as filtered or not, as the request was', async () => {
    const engine = new Engine(db);
    const region = [{ filterableId: fixture.filterableIds[0]!, values: ['Asia'] }];
    expect(engine.computeAsync(fixture.primaryId, region).misc).toEqual({ filtered: true });
    expect(engine.computeAsync(fixture.primaryId, []).misc).toEqual({ filtered: false });
    await nextTurn();
    expect(engine.computeAsync(fixture.primaryId, region).misc).toEqual({ filtered: true });
    expect(engine.stats).toEqual({ computations: 2, cacheHits: 1 });
  });

  it('rejects unknown ids at once rather than reporting them as failures', () => {
    const engine = new Engine(db);
    expect(() => engine.computeAsync('00000000-0000-4000-8000-000000000000', [])).toThrow(
      UnknownConfigurationError,
    );
    expect(() =>
      engine.computeAsync(fixture.primaryId, [{ filterableId: 'nope', values: ['x'] }]),
    ).toThrow(UnknownFilterableError);
  });
});

describe('unknown ids', () => {
  const engine = new Engine(db);
  const other = insertFixture(db, regionSpec([10, 10, 10]));
  const fixture = insertFixture(db, regionSpec([10, 10, 10]));

  it('throws UnknownConfigurationError for a configuration that does not exist', () => {
    expect(() => engine.compute('00000000-0000-4000-8000-000000000000', [])).toThrow(
      UnknownConfigurationError,
    );
    expect(() => engine.sentimentStats('nope', [])).toThrow(UnknownConfigurationError);
  });

  it("throws UnknownFilterableError for another dataset's filterable", () => {
    const foreign = [{ filterableId: other.filterableIds[0]!, values: ['Europe'] }];
    expect(() => engine.compute(fixture.primaryId, foreign)).toThrow(UnknownFilterableError);
  });

  it('throws UnknownReportError from csv() and csvColumns() before any iteration', () => {
    expect(() => engine.csv('nope', { maskTextViolations: false, omitColumns: [] })).toThrow(
      UnknownReportError,
    );
    expect(() => engine.csvColumns('nope')).toThrow(UnknownReportError);
  });
});

describe('sentimentStats', () => {
  const comment = (respondent: number, attitude: number, topic: string, sentiment: -1 | 0 | 1) => ({
    respondent,
    attitude,
    author: `Author ${respondent}`,
    topic,
    sentiment,
    text: 'text',
  });
  const fixture = insertFixture(
    db,
    regionSpec([10, 10], {
      comments: [
        comment(0, 0, 'Support', 1),
        comment(1, 0, 'Support', -1),
        comment(2, 0, 'Support', 1),
        comment(3, 0, 'Pricing', 0),
        comment(15, 0, 'Pricing', -1), // Asia: outside the secondary configuration
      ],
      secondaryFilters: [{ filterable: 0, values: ['Europe'] }],
    }),
  );
  const engine = new Engine(db);

  it('tallies each topic per attitude over the configuration population', () => {
    const stats = engine.sentimentStats(fixture.secondaryId!, []);
    expect(stats.configuration_id).toBe(fixture.secondaryId);
    expect(stats.attitudes).toEqual([
      {
        attitude_id: fixture.attitudeIds[0],
        keyword: 'Trust',
        topics: [
          {
            topic: 'Support',
            positive: 2,
            neutral: 0,
            negative: 1,
            total: 3,
            mean_sentiment: 0.333,
          },
          { topic: 'Pricing', positive: 0, neutral: 1, negative: 0, total: 1, mean_sentiment: 0 },
        ],
      },
      { attitude_id: fixture.attitudeIds[1], keyword: 'Value for money', topics: [] },
    ]);
  });

  it('keeps only the named attitudes, case-insensitively', () => {
    const stats = engine.sentimentStats(fixture.primaryId, ['VALUE FOR MONEY', 'unknown']);
    expect(stats.attitudes.map((a) => a.keyword)).toEqual(['Value for money']);
  });
});

describe('sentimentStats privacy floor', () => {
  /** A configuration of `size` Europeans (its saved filter), each commenting on Trust. */
  function configurationOf(size: number) {
    const fixture = insertFixture(
      db,
      regionSpec([size, 10], {
        comments: Array.from({ length: size }, (_, respondent) => ({
          respondent,
          attitude: 0,
          author: `Author ${respondent}`,
          topic: 'Support',
          sentiment: 1 as const,
          text: 'text',
        })),
        secondaryFilters: [{ filterable: 0, values: ['Europe'] }],
      }),
    );
    return { fixture, engine: new Engine(db) };
  }

  it('shows no topic of a configuration under five respondents', () => {
    const { fixture, engine } = configurationOf(MIN_POPULATION - 1);
    expect(engine.sentimentStats(fixture.secondaryId!, []).attitudes).toEqual([
      { attitude_id: fixture.attitudeIds[0], keyword: 'Trust', topics: [] },
      { attitude_id: fixture.attitudeIds[1], keyword: 'Value for money', topics: [] },
    ]);
    // The same comments count in the whole report, which is over the floor.
    expect(engine.sentimentStats(fixture.primaryId, ['Trust']).attitudes[0]!.topics).toEqual([
      {
        topic: 'Support',
        positive: MIN_POPULATION - 1,
        neutral: 0,
        negative: 0,
        total: MIN_POPULATION - 1,
        mean_sentiment: 1,
      },
    ]);
  });

  it('shows the topics of a configuration of exactly five respondents', () => {
    const { fixture, engine } = configurationOf(MIN_POPULATION);
    expect(engine.sentimentStats(fixture.secondaryId!, ['Trust']).attitudes[0]!.topics).toEqual([
      {
        topic: 'Support',
        positive: MIN_POPULATION,
        neutral: 0,
        negative: 0,
        total: MIN_POPULATION,
        mean_sentiment: 1,
      },
    ]);
  });
});
