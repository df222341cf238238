import type { components } from '../../src/api/schema.gen';
import type { AttitudeFigures } from './aggregate';
import { round1 } from './aggregate';
import type { DatasetData } from './dataset';
import { PAIRS, performanceOf } from './dataset';
import type { Selection } from './selection';
import {
  benjaminiHochberg,
  summarise,
  twoProportionTest,
  welchTest,
  type SampleSummary,
  type TestOutcome,
} from './statistics';

type Significance = components['schemas']['Significance'];
type AttitudeSignificance = components['schemas']['AttitudeSignificance'];
type SignificanceTest = components['schemas']['SignificanceTest'];

/** A test runs only when the group and its complement each have this many respondents rated. */
export const MIN_TESTED = 30;
export const CONFIDENCE = 0.95;
const ALPHA = 1 - CONFIDENCE;

/** Rating r (1..5) as points of 100, the rebased scale: (r − 1) / 4 × 100. */
const POINTS = [0, 0, 25, 50, 75, 100] as const;

/** Count, sum and sum of squares of a sample: what two samples subtract into a third. */
export interface Sums {
  n: number;
  sum: number;
  squares: number;
}

export const minus = (a: Sums, b: Sums): Sums => ({
  n: a.n - b.n,
  sum: a.sum - b.sum,
  squares: a.squares - b.squares,
});

/** The rebased ratings of one attitude, from its counts by rating. */
function ratingSums(counts: Float64Array): Sums {
  const sums: Sums = { n: 0, sum: 0, squares: 0 };
  for (let r = 1; r <= 5; r++) {
    const n = counts[r]!;
    sums.n += n;
    sums.sum += n * POINTS[r]!;
    sums.squares += n * POINTS[r]! ** 2;
  }
  return sums;
}

/** Ratings of 4 or 5 (the top-two box) and ratings in all, from counts by rating. */
function topTwo(counts: Float64Array): { agreed: number; rated: number } {
  let rated = 0;
  for (let r = 1; r <= 5; r++) rated += counts[r]!;
  return { agreed: counts[4]! + counts[5]!, rated };
}

/** A raw test before correction: the outcome, or null when there are too few to test. */
interface Raw {
  filtered: number | null;
  complement: number | null;
  filteredN: number;
  complementN: number;
  outcome: TestOutcome | null;
}

function meanTest(group: Sums, complement: Sums): Raw {
  const a = summarise(group.n, group.sum, group.squares);
  const b = summarise(complement.n, complement.sum, complement.squares);
  return {
    filtered: group.n > 0 ? a.mean : null,
    complement: complement.n > 0 ? b.mean : null,
    filteredN: group.n,
    complementN: complement.n,
    outcome: testable(a, b) ? welchTest(a, b, CONFIDENCE) : null,
  };
}

function shareTest(group: Float64Array, baseline: Float64Array): Raw {
  const a = topTwo(group);
  const b = topTwo(baseline);
  const percent = (x: number, n: number) => (n > 0 ? (100 * x) / n : null);
  const outcome =
    a.rated >= MIN_TESTED && b.rated >= MIN_TESTED
      ? twoProportionTest(a.agreed, a.rated, b.agreed, b.rated, CONFIDENCE)
      : null;
  return {
    filtered: percent(a.agreed, a.rated),
    complement: percent(b.agreed, b.rated),
    filteredN: a.rated,
    complementN: b.rated,
    // Shares are reported in percentage points, like the figures they compare.
    outcome: outcome && {
      delta: outcome.delta * 100,
      ci: [outcome.ci[0] * 100, outcome.ci[1] * 100],
      p: outcome.p,
    },
  };
}

const testable = (a: SampleSummary, b: SampleSummary) => a.n >= MIN_TESTED && b.n >= MIN_TESTED;

function toTest(raw: Raw, adjusted?: number): SignificanceTest {
  const figures = {
    filtered: raw.filtered === null ? null : round1(raw.filtered),
    complement: raw.complement === null ? null : round1(raw.complement),
    delta:
      raw.filtered === null || raw.complement === null
        ? null
        : round1(raw.outcome?.delta ?? raw.filtered - raw.complement),
    filtered_n: raw.filteredN,
    complement_n: raw.complementN,
  };
  if (!raw.outcome) {
    return {
      ...figures,
      ci: null,
      p: null,
      ...(adjusted === undefined ? {} : { p_adjusted: null }),
      significant: null,
      reason: 'too_few',
    };
  }
  const decisive = adjusted ?? raw.outcome.p;
  return {
    ...figures,
    ci: [round1(raw.outcome.ci[0]), round1(raw.outcome.ci[1])],
    p: raw.outcome.p,
    ...(adjusted === undefined ? {} : { p_adjusted: adjusted }),
    significant: decisive < ALPHA,
  };
}

const METRICS = [
  'performance_rebased',
  'importance_rebased',
  'performance_agreed',
  'importance_agreed',
] as const;
type Metric = (typeof METRICS)[number];

/** Benjamini–Hochberg over the attitudes of one metric: only the tests that ran take part. */
function corrected(raws: Raw[]): SignificanceTest[] {
  const ran = raws.flatMap((raw, i) => (raw.outcome ? [i] : []));
  const adjusted = benjaminiHochberg(ran.map((i) => raws[i]!.outcome!.p));
  const byIndex = new Map(ran.map((i, k) => [i, adjusted[k]!]));
  return raws.map((raw, i) => toTest(raw, byIndex.get(i) ?? Number.NaN));
}

/** What the tests need of one group: its size, its rating counts and its main-score sums. */
export interface Sample {
  size: number;
  /** Counts by rating (index 0 = not rated) of each attitude, by attitude id. */
  ratings: Map<string, { performance: Float64Array; importance: Float64Array }>;
  main: Sums;
}

/**
 * The sums of the selected respondents' main scores: each respondent's mean of their performance
 * ratings (as points of 100) weighted by `weights` (one per attitude column), over the attitudes
 * they rated. The same weights for every group make a respondent's score the same in any of them.
 */
export function mainScoreSums(
  data: DatasetData,
  selection: Selection,
  weights: readonly number[],
): Sums {
  const total = weights.reduce((s, w) => s + w, 0);
  const w = total > 0 ? weights : weights.map(() => 1);
  // Per attitude, a rating pair's weighted points and its weight (0 when performance is unrated).
  const points = w.map((weight) => {
    const table = new Float64Array(2 * PAIRS);
    for (let pair = 0; pair < PAIRS; pair++) {
      const rating = performanceOf(pair);
      if (rating === 0) continue;
      table[2 * pair] = weight * POINTS[rating]!;
      table[2 * pair + 1] = weight;
    }
    return table;
  });
  const columns = data.attitudes.map((a) => a.pairs);
  const sums: Sums = { n: 0, sum: 0, squares: 0 };
  const count = selection.indices ? selection.indices.length : data.size;
  for (let k = 0; k < count; k++) {
    const i = selection.indices ? selection.indices[k]! : k;
    let weighted = 0;
    let weight = 0;
    for (let a = 0; a < columns.length; a++) {
      const pair = columns[a]![i]!;
      weighted += points[a]![2 * pair]!;
      weight += points[a]![2 * pair + 1]!;
    }
    if (weight === 0) continue;
    const score = weighted / weight;
    sums.n++;
    sums.sum += score;
    sums.squares += score * score;
  }
  return sums;
}

/** A group's sample from its aggregated figures and its main-score sums. */
export function sampleOf(
  data: DatasetData,
  size: number,
  figures: readonly AttitudeFigures[],
  main: Sums,
): Sample {
  return {
    size,
    ratings: new Map(
      data.attitudes.map((column, i) => [
        column.attitudeId,
        { performance: figures[i]!.performanceCounts, importance: figures[i]!.importanceCounts },
      ]),
    ),
    main,
  };
}

/** The respondents of `whole` who are not in `part` (a subset of it). */
function difference(whole: Sample, part: Sample): Sample {
  const subtract = (a: Float64Array, b: Float64Array) => a.map((x, r) => x - b[r]!);
  return {
    size: whole.size - part.size,
    ratings: new Map(
      [...whole.ratings].map(([id, all]) => {
        const some = part.ratings.get(id)!;
        return [
          id,
          {
            performance: subtract(all.performance, some.performance),
            importance: subtract(all.importance, some.importance),
          },
        ];
      }),
    ),
    main: minus(whole.main, part.main),
  };
}

/**
 * Tests every figure of `group` against `baseline` (two groups that share no respondent), for the
 * attitudes both rated, in `attitudeIds` order. `filtered` and `complement` in the answer are the
 * group's and the baseline's figures whatever the baseline is.
 */
export function testSamples(
  group: Sample,
  baseline: Sample,
  attitudeIds: readonly string[],
  baselineKind: Significance['baseline'],
): Significance {
  const raws: Record<Metric, Raw[]> = {
    performance_rebased: [],
    importance_rebased: [],
    performance_agreed: [],
    importance_agreed: [],
  };
  for (const id of attitudeIds) {
    const g = group.ratings.get(id)!;
    const b = baseline.ratings.get(id)!;
    raws.performance_rebased.push(meanTest(ratingSums(g.performance), ratingSums(b.performance)));
    raws.importance_rebased.push(meanTest(ratingSums(g.importance), ratingSums(b.importance)));
    raws.performance_agreed.push(shareTest(g.performance, b.performance));
    raws.importance_agreed.push(shareTest(g.importance, b.importance));
  }
  const tests = Object.fromEntries(METRICS.map((m) => [m, corrected(raws[m])])) as Record<
    Metric,
    SignificanceTest[]
  >;
  return {
    baseline: baselineKind,
    confidence: CONFIDENCE,
    correction: 'benjamini-hochberg',
    filtered_size: group.size,
    complement_size: baseline.size,
    main_score: toTest(meanTest(group.main, baseline.main)),
    attitudes: attitudeIds.map((attitude_id, i): AttitudeSignificance => ({
      attitude_id,
      performance_rebased: tests.performance_rebased[i]!,
      importance_rebased: tests.importance_rebased[i]!,
      performance_agreed: tests.performance_agreed[i]!,
      importance_agreed: tests.importance_agreed[i]!,
    })),
  };
}

/**
 * Tests a filtered group against its complement: the configuration's respondents (`population`,
 * those passing its saved filters) who do not pass the request's filters. The complement is the
 * population less the group, so it costs no selection of its own. Main scores are weighted by the
 * population's importance.
 */
export function testAgainstComplement(
  data: DatasetData,
  population: Selection,
  group: Selection,
  figures: readonly AttitudeFigures[],
  populationFigures: readonly AttitudeFigures[],
): Significance {
  const weights = populationFigures.map((f) => (f.scored ? f.importanceRebased : 0));
  const all = sampleOf(
    data,
    population.count,
    populationFigures,
    mainScoreSums(data, population, weights),
  );
  const part = sampleOf(data, group.count, figures, mainScoreSums(data, group, weights));
  return testSamples(
    part,
    difference(all, part),
    data.attitudes.map((a) => a.attitudeId),
    'complement',
  );
}
