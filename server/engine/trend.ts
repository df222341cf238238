import type { components } from '../../src/api/schema.gen';
import type { GroupRequest } from './compare';
import { computeGroup, type Group } from './compute';
import {
  CONFIDENCE,
  mainScoreTest,
  meanTest,
  METRICS,
  Q,
  sampleOf,
  shareTest,
  toTest,
  type Raw,
  type Sample,
} from './significance';
import { benjaminiHochberg, bhThreshold } from './statistics';

type Schemas = components['schemas'];
type Result = Schemas['Result'];
type TrendChange = Schemas['TrendChange'];
type TrendAttitude = Schemas['TrendAttitude'];

/** Why two waves cannot be tested as independent samples, or null when they can. */
export type PairReason = 'shared_respondents' | 'overlapping_groups' | null;

/** A trend as the engine computes it; `results[i]` is null where `waves[i]` was not asked. */
export interface TrendComputation {
  results: (Result | null)[];
  answered: number;
  family: Schemas['TrendFamily'];
  main_score: TrendChange[];
  attitudes: TrendAttitude[];
}

/** A change between two answered waves, before the family's decision. */
interface Pair {
  from: number;
  to: number;
  firstToLast: boolean;
  reason: PairReason;
}

/**
 * The changes a trend tests: between consecutive answered waves, and from the first answered wave
 * to the last when that is not already one of them (two answered waves: one change).
 */
export function trendPairs(answered: readonly number[]): Omit<Pair, 'reason'>[] {
  const pairs = answered.slice(1).map((to, k) => ({
    from: answered[k]!,
    to,
    firstToLast: answered.length === 2,
  }));
  if (answered.length > 2) {
    pairs.push({ from: answered[0]!, to: answered[answered.length - 1]!, firstToLast: true });
  }
  return pairs;
}

/** A figure with nothing to test: one of the waves does not hold the attitude. */
const absent = (): Raw => ({
  filtered: null,
  complement: null,
  filteredN: 0,
  complementN: 0,
  outcome: null,
});

/**
 * A segment's waves over time. Each wave is computed as its own filter request would be (privacy
 * floor and complement rule included) but without its group-against-the-rest tests; the waves with
 * a ready result are the answered ones. Every figure (the main score with each wave's own
 * importance, and each attitude's means and shares, matched by attitude id) is tested between
 * consecutive answered waves and from the first to the last, as two independent samples, unless
 * `pairReason` says the two waves may hold the same people. Every test that ran is one
 * Benjamini–Hochberg family at rate Q, decided and rounded as a filtered result's tests are.
 */
export function computeTrend(
  waves: readonly (GroupRequest | null)[],
  pairReason: (from: number, to: number) => PairReason,
): TrendComputation {
  const groups: (Group | null)[] = waves.map((w) =>
    w ? computeGroup(w.meta, w.data, w.filters, false) : null,
  );
  const answered = groups.flatMap((g, i) => (g?.counted ? [i] : []));
  const samples = new Map<number, Sample>(
    answered.map((i) => {
      const { selection, figures } = groups[i]!.counted!;
      return [i, sampleOf(waves[i]!.data, selection, figures)];
    }),
  );
  const pairs: Pair[] = trendPairs(answered).map((p) => ({
    ...p,
    reason: pairReason(p.from, p.to),
  }));

  // Attitudes in the latest answered wave's order, then those only earlier waves hold.
  const attitudes = new Map<string, string>();
  for (const i of [...answered].reverse()) {
    for (const column of waves[i]!.data.attitudes) {
      if (!attitudes.has(column.attitudeId)) attitudes.set(column.attitudeId, column.keyword);
    }
  }
  const held = (i: number) => new Set(waves[i]!.data.attitudes.map((a) => a.attitudeId));
  const holds = new Map(answered.map((i) => [i, held(i)]));

  const raws = pairs.map((pair) => {
    const before = samples.get(pair.from)!;
    const after = samples.get(pair.to)!;
    const both = [...attitudes.keys()].filter(
      (id) => holds.get(pair.from)!.has(id) && holds.get(pair.to)!.has(id),
    );
    const main = mainScoreTest(after, before, both);
    const byAttitude = new Map(
      [...attitudes.keys()].map((id) => {
        if (!both.includes(id)) return [id, Object.fromEntries(METRICS.map((m) => [m, absent()]))];
        const a = after.ratings.get(id)!;
        const b = before.ratings.get(id)!;
        return [
          id,
          {
            performance_rebased: meanTest(a.performance, b.performance),
            importance_rebased: meanTest(a.importance, b.importance),
            performance_agreed: shareTest(a.performance, b.performance),
            importance_agreed: shareTest(a.importance, b.importance),
          },
        ];
      }),
    ) as Map<string, Record<(typeof METRICS)[number], Raw>>;
    // Waves that may hold the same people keep their figures but are not tested.
    const untested = (raw: Raw): Raw => (pair.reason ? { ...raw, outcome: null } : raw);
    return {
      main: untested(main),
      attitudes: new Map(
        [...byAttitude].map(([id, figures]) => [
          id,
          Object.fromEntries(METRICS.map((m) => [m, untested(figures[m])])) as typeof figures,
        ]),
      ),
    };
  });

  const all = raws.flatMap((r) => [
    r.main,
    ...[...r.attitudes.values()].flatMap((f) => METRICS.map((m) => f[m])),
  ]);
  const ran = all.filter((raw) => raw.outcome !== null);
  const pValues = ran.map((raw) => raw.outcome!.p);
  const { rejected, t } = bhThreshold(pValues, Q);
  const adjustedValues = benjaminiHochberg(pValues);
  const adjusted = new Map(ran.map((raw, k) => [raw, adjustedValues[k]!]));

  const decide = (raw: Raw, pair: Pair): TrendChange => {
    const test = toTest(raw, t, adjusted.get(raw));
    return {
      from: pair.from,
      to: pair.to,
      first_to_last: pair.firstToLast,
      before: test.complement,
      after: test.filtered,
      before_n: test.complement_n,
      after_n: test.filtered_n,
      delta: test.delta,
      ci: test.ci,
      p: test.p,
      p_adjusted: test.p_adjusted ?? null,
      significant: test.significant,
      ...(test.significant === null ? { reason: pair.reason ?? 'too_few' } : {}),
    };
  };

  return {
    results: groups.map((g) => g?.result ?? null),
    answered: answered.length,
    family: {
      confidence: CONFIDENCE,
      correction: 'benjamini-hochberg',
      tests_run: ran.length,
      marked: rejected,
      threshold: t,
    },
    main_score: raws.map((r, k) => decide(r.main, pairs[k]!)),
    attitudes: [...attitudes].map(([attitude_id, keyword]) => {
      const changes = (metric: (typeof METRICS)[number]) =>
        raws.map((r, k) => decide(r.attitudes.get(attitude_id)![metric], pairs[k]!));
      return {
        attitude_id,
        keyword,
        performance_rebased: changes('performance_rebased'),
        importance_rebased: changes('importance_rebased'),
        performance_agreed: changes('performance_agreed'),
        importance_agreed: changes('importance_agreed'),
      };
    }),
  };
}
