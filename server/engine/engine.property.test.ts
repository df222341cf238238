import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { FilterInput } from './index';
import { Engine } from './index';
import type { FixtureSpec } from './test-fixture';
import { FIXTURE_RANKS, insertFixture, tempDatabase } from './test-fixture';

// The engine's figures against a plain, slow recomputation of their definitions
// (docs/decisions.md, Engine definitions) over arrays of objects, on random small datasets and
// random filters.

const { db, cleanup } = tempDatabase();
const engine = new Engine(db, { resultCacheSize: 50, datasetCacheSize: 4 });
afterAll(cleanup);

// Half up, once floating-point noise is gone: an exact 68.25 is 68.3 in whatever order it was summed.
const round1 = (x: number) => Math.round(Number((x * 10).toPrecision(12))) / 10;
const round2 = (x: number) => Math.round(Number((x * 100).toPrecision(12))) / 100;
const KEYWORDS = ['Trust', 'Value', 'Ease', 'Speed', 'Care'];
const AUTHORS = ['Ann Lee', 'Bo Kim', 'Cy Ng', 'Di Ro'];

interface Case {
  spec: FixtureSpec;
  saved: { filterable: number; values: string[] }[];
  request: { filterable: number; values: string[] }[];
}

const caseArb: fc.Arbitrary<Case> = fc
  .record({
    valueCounts: fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 3 }),
    keywords: fc.shuffledSubarray(KEYWORDS, { minLength: 1, maxLength: 4 }),
    size: fc.oneof(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 25, max: 70 })),
  })
  .chain(({ valueCounts, keywords, size }) => {
    const filterables = valueCounts.map((n, f) => ({
      name: `F${f}`,
      values: Array.from({ length: n }, (_, k) => `F${f}V${k + 1}`),
    }));
    const ratings = fc.array(fc.integer({ min: 0, max: 5 }), {
      minLength: keywords.length,
      maxLength: keywords.length,
    });
    const filterArb = fc.integer({ min: 0, max: filterables.length - 1 }).chain((f) =>
      fc.record({
        filterable: fc.constant(f),
        values: fc.subarray([
          ...filterables[f]!.values,
          'Unknown value',
          filterables[f]!.values[0]!,
        ]),
      }),
    );
    return fc.record({
      spec: fc.record({
        filterables: fc.constant(filterables),
        keywords: fc.constant(keywords),
        respondents: fc.array(
          fc.record({
            attrs: fc.tuple(...valueCounts.map((n) => fc.integer({ min: 0, max: n }))),
            perf: ratings,
            imp: ratings,
          }),
          { minLength: size, maxLength: size },
        ),
        comments: fc.array(
          fc.record({
            respondent: fc.nat({ max: Math.max(0, size - 1) }),
            attitude: fc.nat({ max: keywords.length - 1 }),
            author: fc.constantFrom(...AUTHORS),
            topic: fc.constantFrom('Pricing', 'Support'),
            sentiment: fc.constantFrom(-1 as const, 0 as const, 1 as const),
            text: fc.constant('A comment'),
          }),
          { maxLength: size === 0 ? 0 : 15 },
        ),
      }),
      saved: fc.array(filterArb, { maxLength: 1 }),
      request: fc.array(filterArb, { maxLength: 3 }),
    });
  });

/** The definitions in docs/decisions.md, written for clarity rather than speed. */
function reference({ spec, saved, request }: Case) {
  const valueOf = (f: number, code: number) =>
    code === 0 ? undefined : spec.filterables[f]!.values[code - 1];
  const filters = [...saved, ...request].filter((f) => f.values.length > 0);
  const passing = spec.respondents
    .map((r, index) => ({ ...r, index }))
    .filter((r) =>
      filters.every((f) => f.values.includes(valueOf(f.filterable, r.attrs[f.filterable]!) ?? '')),
    );
  const population = passing.length;
  if (population < 5) return { population, insufficient: true as const };
  // A request filter that leaves 1-4 of the configuration's respondents out is withheld too.
  const configurationPopulation = spec.respondents.filter((r) =>
    saved
      .filter((f) => f.values.length > 0)
      .every((f) => f.values.includes(valueOf(f.filterable, r.attrs[f.filterable]!) ?? '')),
  ).length;
  const leftOut = configurationPopulation - population;
  if (leftOut > 0 && leftOut < 5) return { population, insufficient: true as const };

  const attitudes = spec.keywords.map((keyword, a) => {
    const perf = passing.map((r) => r.perf[a]!).filter((x) => x > 0);
    const imp = passing.map((r) => r.imp[a]!).filter((x) => x > 0);
    const scored = perf.length > 0 && imp.length > 0;
    const agreed = (xs: number[]) => round1((xs.filter((x) => x >= 4).length * 100) / xs.length);
    const exact = (xs: number[]) => ((xs.reduce((s, x) => s + x, 0) / xs.length - 1) / 4) * 100;
    const rebased = (xs: number[]) => round1(exact(xs));
    const pa = scored ? agreed(perf) : 0;
    const ia = scored ? agreed(imp) : 0;
    const passingIndexes = new Set(passing.map((r) => r.index));
    // Commenters are listed in respondent order (then comment order): a stable sort.
    const comments = (spec.comments ?? [])
      .filter((c) => c.attitude === a && passingIndexes.has(c.respondent))
      .sort((x, y) => x.respondent - y.respondent);
    return {
      a,
      keyword,
      scored,
      pa,
      ia,
      pr: scored ? rebased(perf) : 0,
      ir: scored ? rebased(imp) : 0,
      // The main score is rounded once, from the unrounded means.
      prExact: scored ? exact(perf) : 0,
      irExact: scored ? exact(imp) : 0,
      balance: round1(pa - ia),
      ratio: ia === 0 ? 0 : round2(pa / ia),
      commentCount: comments.length,
      commenters: [...new Set(comments.map((c) => c.author))].slice(0, 10),
    };
  });
  const scored = attitudes.filter((x) => x.scored);
  const order = (key: 'pr' | 'ir') =>
    [...scored].sort(
      (x, y) =>
        y[key] - x[key] || (x.keyword < y.keyword ? -1 : x.keyword > y.keyword ? 1 : x.a - y.a),
    );
  const rankOf = (key: 'pr' | 'ir', a: number) => order(key).findIndex((x) => x.a === a) + 1;
  const mean = (xs: number[]) => (xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : 0);
  const meanImp = mean(scored.map((x) => x.ir));
  const meanPerf = mean(scored.map((x) => x.pr));
  const priority = order('ir')
    .filter((x) => x.balance < 0)
    .slice(0, 3)
    .map((x) => x.a);
  const weightedMean = (values: number[]) => {
    const w = scored.map((x) => x.irExact);
    const total = w.reduce((s, x) => s + x, 0);
    return total === 0 ? mean(values) : values.reduce((s, v, i) => s + v * w[i]!, 0) / total;
  };
  const main = round1(weightedMean(scored.map((x) => x.prExact)));
  const potential = round1(
    weightedMean(
      scored.map((x) => (x.balance < 0 ? Math.min(100, x.prExact - x.balance) : x.prExact)),
    ),
  );
  const tier = FIXTURE_RANKS.findIndex((r) => main >= r.threshold);
  return {
    population,
    insufficient: false as const,
    main,
    potential,
    rankName: FIXTURE_RANKS[tier]!.name,
    minimumDifferential: tier === 0 ? -1 : Math.ceil(FIXTURE_RANKS[tier - 1]!.threshold - main),
    attitudes: attitudes.map((x) => {
      const important = x.ir >= meanImp;
      const performing = x.pr >= meanPerf;
      let ppp = 'NA';
      if (x.scored && population >= 30) {
        if (priority.includes(x.a)) ppp = 'priority';
        else if (important && x.balance >= 0) ppp = 'protect';
        else if (!important && performing) ppp = 'promote';
      }
      return {
        keyword: x.keyword,
        performance_agreed: x.pa,
        importance_agreed: x.ia,
        performance_rebased: x.pr,
        importance_rebased: x.ir,
        fulfillment_balance: x.balance,
        fulfillment_ratio: x.ratio,
        performance_order: x.scored ? rankOf('pr', x.a) : -1,
        importance_order: x.scored ? rankOf('ir', x.a) : -1,
        seol: !x.scored ? 'NA' : important ? (performing ? 'S' : 'O') : performing ? 'E' : 'L',
        classification: !x.scored ? 'NA' : x.balance >= 0 ? 'FE' : 'UE',
        ppp_classification: ppp,
        comments: {
          count: x.commentCount,
          commenters: x.commenters.map((full_name) => ({ full_name })),
        },
      };
    }),
  };
}

describe('Engine.compute against a plain recomputation', () => {
  it('agrees on every figure for random datasets and filters', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const fixture = insertFixture(db, { ...c.spec, primaryFilters: c.saved });
        const toInput = (f: { filterable: number; values: string[] }): FilterInput => ({
          filterableId: fixture.filterableIds[f.filterable]!,
          values: f.values,
        });
        const result = engine.compute(fixture.primaryId, c.request.map(toInput));
        const expected = reference(c);

        if (expected.insufficient) {
          expect(result.state.status).toBe('insufficient_data');
          expect(result.population_size).toBe(-1);
          expect(result.attitudes).toEqual([]);
          return;
        }
        expect(result.state.status).toBe('ready');
        expect(result.population_size).toBe(expected.population);
        expect(result.main_score).toBe(expected.main);
        expect(result.potential_main_score).toBe(expected.potential);
        expect(result.rank.name).toBe(expected.rankName);
        expect(result.rank.minimum_differential).toBe(expected.minimumDifferential);
        expect(result.attitudes.map((a) => ({ ...pick(a, expected.attitudes[0]!) }))).toEqual(
          expected.attitudes,
        );

        // The same filters reordered and repeated are the same request: served from the cache.
        const computations = engine.stats.computations;
        const shuffled = [...c.request]
          .reverse()
          .flatMap((f) => [f, { ...f, values: [...f.values].reverse() }]);
        expect(engine.compute(fixture.primaryId, shuffled.map(toInput))).toBe(result);
        expect(engine.stats.computations).toBe(computations);
      }),
      { numRuns: 150 },
    );
  });
});

function pick<T extends object>(source: object, shape: T): T {
  return Object.fromEntries(
    Object.keys(shape).map((k) => [k, (source as Record<string, unknown>)[k]]),
  ) as T;
}
