import type { AttitudeFigures } from './aggregate';
import { round1 } from './aggregate';
import type { RankTier } from './configuration';
import { meanPoints, weightedScore } from './main-score';

/** Below this population the PPP classes are not meaningful and read 'NA' (docs/decisions.md). */
export const PPP_MIN_POPULATION = 30;
const PRIORITY_COUNT = 3;

export interface AttitudeScore {
  performanceOrder: number;
  importanceOrder: number;
  seol: string;
  classification: string;
  ppp: string;
}

export interface Scores {
  attitudes: AttitudeScore[];
  mainScore: number;
  potentialMainScore: number;
}

/**
 * Scores a result from its attitudes' figures. Only scored attitudes (rated by someone in the
 * population) take part; the others read order -1 and 'NA' codes, since a quadrant or class of
 * an attitude nobody rated would be invented.
 *
 * - Orders: 1..n by the rebased figure descending; ties by keyword, then dataset order.
 * - main_score: mean of the unrounded performance weighted by the unrounded importance (the
 *   plain mean when every weight is 0), rounded once.
 * - potential_main_score: the same after each attitude with a negative balance closes it, i.e.
 *   its performance_rebased rises by the missing agreed points (importance_agreed −
 *   performance_agreed), capped at 100. It is never below main_score.
 * - seol: split at the mean importance_rebased and performance_rebased of the scored attitudes;
 *   "important" and "performing" mean at or above the mean.
 * - classification: FE when the balance is ≥ 0, else UE.
 * - ppp (population ≥ 30, else all NA): 'priority' for the three most important attitudes with a
 *   negative balance; 'protect' for the other important ones with a balance ≥ 0; 'promote' for
 *   less important ones that perform at or above the mean; 'NA' for the rest.
 */
export function score(figures: AttitudeFigures[], keywords: string[], population: number): Scores {
  const scored = figures.flatMap((f, i) => (f.scored ? [i] : []));
  const performanceOrder = orderBy(scored, (i) => figures[i]!.performanceRebased, keywords);
  const importanceOrder = orderBy(scored, (i) => figures[i]!.importanceRebased, keywords);
  const meanImportance = mean(scored.map((i) => figures[i]!.importanceRebased));
  const meanPerformance = mean(scored.map((i) => figures[i]!.performanceRebased));

  const priority = new Set(
    [...importanceOrder.entries()]
      .filter(([i]) => figures[i]!.balance < 0)
      .sort(([, a], [, b]) => a - b)
      .slice(0, PRIORITY_COUNT)
      .map(([i]) => i),
  );

  const attitudes = figures.map((f, i): AttitudeScore => {
    if (!f.scored)
      return {
        performanceOrder: -1,
        importanceOrder: -1,
        seol: 'NA',
        classification: 'NA',
        ppp: 'NA',
      };
    const important = f.importanceRebased >= meanImportance;
    const performing = f.performanceRebased >= meanPerformance;
    const seol = important ? (performing ? 'S' : 'O') : performing ? 'E' : 'L';
    let ppp = 'NA';
    if (population >= PPP_MIN_POPULATION) {
      if (priority.has(i)) ppp = 'priority';
      else if (important && f.balance >= 0) ppp = 'protect';
      else if (!important && performing) ppp = 'promote';
    }
    return {
      performanceOrder: performanceOrder.get(i)!,
      importanceOrder: importanceOrder.get(i)!,
      seol,
      classification: f.balance >= 0 ? 'FE' : 'UE',
      ppp,
    };
  });

  // Unrounded means: the main score is rounded once, from the same estimate its test uses.
  const performance = scored.map((i) => meanPoints(figures[i]!.performanceCounts).mean);
  const weights = scored.map((i) => meanPoints(figures[i]!.importanceCounts).mean);
  const potential = scored.map((i, k) => {
    const f = figures[i]!;
    return f.balance < 0 ? Math.min(100, performance[k]! - f.balance) : performance[k]!;
  });
  return {
    attitudes,
    mainScore: round1(weightedScore(performance, weights)),
    potentialMainScore: round1(Math.max(0, weightedScore(potential, weights))),
  };
}

export interface RankPick {
  tier: RankTier | undefined;
  /** Whole points the main score must gain to reach the next tier; -1 at the top tier. */
  minimumDifferential: number;
}

/** `ranks` must be ordered by threshold, highest first. */
export function pickRank(ranks: readonly RankTier[], mainScore: number): RankPick {
  const index = ranks.findIndex((tier) => mainScore >= tier.threshold);
  const tier = index === -1 ? undefined : ranks[index];
  const next = index === -1 ? ranks[ranks.length - 1] : ranks[index - 1];
  return { tier, minimumDifferential: next ? Math.ceil(next.threshold - mainScore) : -1 };
}

function orderBy(
  indices: number[],
  value: (i: number) => number,
  keywords: string[],
): Map<number, number> {
  const sorted = [...indices].sort((a, b) => {
    const diff = value(b) - value(a);
    if (diff !== 0) return diff;
    const ka = keywords[a]!;
    const kb = keywords[b]!;
    return ka < kb ? -1 : ka > kb ? 1 : a - b;
  });
  return new Map(sorted.map((i, rank) => [i, rank + 1]));
}

function mean(values: number[]): number {
  return values.length === 0 ? 0 : values.reduce((s, v) => s + v, 0) / values.length;
}
