import type { components } from '../../src/api/schema.gen';
import type { AttitudeFigures } from './aggregate';
import { round1 } from './aggregate';
import type { DatasetData } from './dataset';
import {
  linearisedSums,
  linearisedVariance,
  mainScoreModel,
  type RatingCounts,
} from './main-score';
import type { Selection } from './selection';
import {
  benjaminiHochberg,
  bhThreshold,
  pooledMeanTest,
  smallMeanTest,
  summarise,
  twoProportionTest,
  welchTest,
  type TestOutcome,
} from './statistics';
import { roundDelta, roundOutward } from './significance-rounding';

type Significance = components['schemas']['Significance'];
type AttitudeSignificance = components['schemas']['AttitudeSignificance'];
type SignificanceTest = components['schemas']['SignificanceTest'];

/** A test runs only when the group and its complement each have this many respondents rated. */
export const MIN_TESTED = 30;
/**
 * Below this many on either side, means are tested against their exact reference distribution
 * under the null (smallMeanTest): Welch's test leans on each side's own spread, which on skewed
 * ratings of a few dozen respondents moves with the mean and overstates differences one way.
 */
export const SMALL = 100;
export const CONFIDENCE = 0.95;
/** The false discovery rate each result (or comparison) is held to. */
export const Q = 1 - CONFIDENCE;

/** Count, sum and sum of squares of a rating on the 0..4 scale: integers, so the sums are exact. */
function ratingSums(counts: Float64Array) {
  let n = 0;
  let sum = 0;
  let squares = 0;
  for (let r = 1; r <= 5; r++) {
    const c = counts[r]!;
    n += c;
    sum += c * (r - 1);
    squares += c * (r - 1) ** 2;
  }
  return { n, sum, squares };
}

/** A raw test before the family's decision: the outcome, or null when there are too few. */
export interface Raw {
  filtered: number | null;
  complement: number | null;
  filteredN: number;
  complementN: number;
  outcome: TestOutcome | null;
}

/** Points of 100 are 25 per rating step: means and their differences scale by 25. */
export function meanTest(group: Float64Array, baseline: Float64Array): Raw {
  const g = ratingSums(group);
  const b = ratingSums(baseline);
  const a = summarise(g.n, g.sum, g.squares);
  const c = summarise(b.n, b.sum, b.squares);
  const outcome =
    g.n < MIN_TESTED || c.n < MIN_TESTED
      ? null
      : Math.min(g.n, b.n) < SMALL
        ? smallMeanTest(group.slice(1), baseline.slice(1), 4)
        : welchTest(a, c, 4);
  return {
    filtered: g.n > 0 ? a.mean * 25 : null,
    complement: b.n > 0 ? c.mean * 25 : null,
    filteredN: g.n,
    complementN: b.n,
    outcome: outcome && scaled(outcome, 25),
  };
}

/** An outcome in other units: the difference and its interval times `factor`. */
function scaled(outcome: TestOutcome, factor: number): TestOutcome {
  return {
    delta: outcome.delta * factor,
    p: outcome.p,
    interval: (t) => {
      const [lower, upper] = outcome.interval(t);
      return [lower * factor, upper * factor];
    },
  };
}

export function shareTest(group: Float64Array, baseline: Float64Array): Raw {
  const top = (c: Float64Array) => ({
    agreed: c[4]! + c[5]!,
    rated: c[1]! + c[2]! + c[3]! + c[4]! + c[5]!,
  });
  const a = top(group);
  const b = top(baseline);
  const percent = (x: number, n: number) => (n > 0 ? (100 * x) / n : null);
  const outcome =
    a.rated >= MIN_TESTED && b.rated >= MIN_TESTED
      ? twoProportionTest(a.agreed, a.rated, b.agreed, b.rated)
      : null;
  return {
    filtered: percent(a.agreed, a.rated),
    complement: percent(b.agreed, b.rated),
    filteredN: a.rated,
    complementN: b.rated,
    // Shares are reported in percentage points, like the figures they compare.
    outcome: outcome && scaled(outcome, 100),
  };
}

/** The family's decision for one raw test: marked when p < t, its interval at level 1 − t. */
export function toTest(raw: Raw, t: number, adjusted: number | undefined): SignificanceTest {
  const figures = {
    filtered: raw.filtered === null ? null : round1(raw.filtered),
    complement: raw.complement === null ? null : round1(raw.complement),
    filtered_n: raw.filteredN,
    complement_n: raw.complementN,
  };
  const { outcome } = raw;
  if (!outcome) {
    const delta =
      raw.filtered === null || raw.complement === null ? null : raw.filtered - raw.complement;
    return {
      ...figures,
      delta: delta === null ? null : roundDelta(Math.abs(delta) < 1e-9 * 100 ? 0 : delta, false),
      ci: null,
      p: null,
      p_adjusted: null,
      significant: null,
      reason: 'too_few',
    };
  }
  const significant = outcome.p < t;
  const [lower, upper] = outcome.interval(t);
  return {
    ...figures,
    delta: roundDelta(outcome.delta, significant),
    ci: roundOutward(lower, upper),
    p: outcome.p,
    p_adjusted: adjusted ?? null,
    significant,
  };
}

/** An attitude's four tested figures, in the order every test list uses. */
export const METRICS = [
  'performance_rebased',
  'importance_rebased',
  'performance_agreed',
  'importance_agreed',
] as const;
type Metric = (typeof METRICS)[number];

/** Respondents of one side for the main score's per-respondent pass. */
export interface SampleRows {
  columns: ReadonlyMap<string, Uint8Array>;
  indices: Uint32Array | null;
  count: number;
  exclude: Uint8Array | null;
}

/** What the tests need of one group: its size, its rating counts and its respondents. */
export interface Sample {
  size: number;
  /** Counts by rating (index 0 = not rated) of each attitude, by attitude id. */
  ratings: Map<string, RatingCounts>;
  rows: SampleRows;
}

/** A group's sample from its aggregated figures and its selection. */
export function sampleOf(
  data: DatasetData,
  selection: Selection,
  figures: readonly AttitudeFigures[],
  exclude: Uint8Array | null = null,
  size = selection.count,
): Sample {
  return {
    size,
    ratings: new Map(
      data.attitudes.map((column, i) => [
        column.attitudeId,
        { performance: figures[i]!.performanceCounts, importance: figures[i]!.importanceCounts },
      ]),
    ),
    rows: {
      columns: new Map(data.attitudes.map((column) => [column.attitudeId, column.pairs])),
      indices: selection.indices,
      count: selection.indices ? selection.indices.length : data.size,
      exclude,
    },
  };
}

const scored = (c: RatingCounts) =>
  c.performance[0]! < c.performance.reduce((s, x) => s + x, 0) &&
  c.importance[0]! < c.importance.reduce((s, x) => s + x, 0);

/**
 * The main score of each side as its result shows it (its own importance as weights), over the
 * attitudes scored on both sides, tested with Welch's t-test on the per-respondent linearised
 * values of each side's ratio estimator. When either side is under SMALL, the spread is taken under
 * the null instead, as for small groups' means: every respondent's linearised value for the
 * pooled estimator (both sides as one), pooled around the common mean (pooledMeanTest), so a small
 * side's own spread, which moves with its estimate, no longer decides its standard error.
 */
export function mainScoreTest(
  group: Sample,
  baseline: Sample,
  attitudeIds: readonly string[],
): Raw {
  const ids = attitudeIds.filter(
    (id) => scored(group.ratings.get(id)!) && scored(baseline.ratings.get(id)!),
  );
  const columns = (sample: Sample) => ids.map((id) => sample.rows.columns.get(id)!);
  const side = (sample: Sample) => {
    if (ids.length === 0 || sample.size === 0) return null;
    const model = mainScoreModel(ids.map((id) => sample.ratings.get(id)!));
    const sums = linearisedSums({ ...sample.rows, columns: columns(sample) }, model.table);
    return { n: sums.n, mean: model.estimate, variance: linearisedVariance(sums) * sums.n };
  };
  const a = side(group);
  const b = side(baseline);
  const runs = a && b && a.n >= MIN_TESTED && b.n >= MIN_TESTED;
  let outcome: TestOutcome | null = null;
  if (runs && Math.min(a.n, b.n) < SMALL) {
    const add = (x: Float64Array, y: Float64Array) => x.map((v, r) => v + y[r]!);
    const pooled = mainScoreModel(
      ids.map((id) => {
        const g = group.ratings.get(id)!;
        const c = baseline.ratings.get(id)!;
        return {
          performance: add(g.performance, c.performance),
          importance: add(g.importance, c.importance),
        };
      }),
    );
    // Influence values for the pooled estimator: its linearised values times all respondents.
    const n = a.n + b.n;
    const within = (sample: Sample, estimate: number) => {
      const sums = linearisedSums({ ...sample.rows, columns: columns(sample) }, pooled.table);
      const variance =
        sums.n > 1
          ? (n * n * Math.max(0, sums.squares - (sums.sum * sums.sum) / sums.n)) / (sums.n - 1)
          : 0;
      return { n: sums.n, mean: estimate, variance };
    };
    outcome = pooledMeanTest(within(group, a.mean), within(baseline, b.mean), 100);
  } else if (runs) {
    outcome = welchTest(a, b, 100);
  }
  return {
    filtered: a?.mean ?? null,
    complement: b?.mean ?? null,
    filteredN: group.size,
    complementN: baseline.size,
    outcome,
  };
}

/** The respondents of `whole` who are not in `part` (a subset of it), as counts by rating. */
function difference(whole: Sample, part: Sample, exclude: Uint8Array | null): Sample {
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
    rows: { ...whole.rows, exclude },
  };
}

/**
 * Tests every figure of `group` against `baseline` (two groups that share no respondent), for the
 * attitudes both rated, in `attitudeIds` order, and decides them as one family: Benjamini–Hochberg
 * at rate Q over every test that ran (the main score and each attitude's four figures), so the
 * page a reader sees is what the false discovery rate is controlled over. Each test is marked when
 * its p is below the family's threshold t, and its interval is taken at level 1 − t.
 */
export function testSamples(
  group: Sample,
  baseline: Sample,
  attitudeIds: readonly string[],
  baselineKind: Significance['baseline'],
): Significance {
  const attitudes = attitudeIds.map((id) => {
    const g = group.ratings.get(id)!;
    const b = baseline.ratings.get(id)!;
    return {
      performance_rebased: meanTest(g.performance, b.performance),
      importance_rebased: meanTest(g.importance, b.importance),
      performance_agreed: shareTest(g.performance, b.performance),
      importance_agreed: shareTest(g.importance, b.importance),
    } satisfies Record<Metric, Raw>;
  });
  const main = mainScoreTest(group, baseline, attitudeIds);
  const all = [main, ...attitudes.flatMap((a) => METRICS.map((m) => a[m]))];
  const ran = all.filter((raw) => raw.outcome !== null);
  const pValues = ran.map((raw) => raw.outcome!.p);
  const { rejected, t } = bhThreshold(pValues, Q);
  const adjustedValues = benjaminiHochberg(pValues);
  const adjusted = new Map(ran.map((raw, k) => [raw, adjustedValues[k]!]));
  const decide = (raw: Raw) => toTest(raw, t, adjusted.get(raw));
  return {
    baseline: baselineKind,
    confidence: CONFIDENCE,
    correction: 'benjamini-hochberg',
    tests_run: ran.length,
    marked: rejected,
    threshold: t,
    filtered_size: group.size,
    complement_size: baseline.size,
    main_score: decide(main),
    attitudes: attitudeIds.map((attitude_id, i): AttitudeSignificance => ({
      attitude_id,
      performance_rebased: decide(attitudes[i]!.performance_rebased),
      importance_rebased: decide(attitudes[i]!.importance_rebased),
      performance_agreed: decide(attitudes[i]!.performance_agreed),
      importance_agreed: decide(attitudes[i]!.importance_agreed),
    })),
  };
}

/**
 * Tests a filtered group against its complement: the configuration's respondents (`population`,
 * those passing its saved filters) who do not pass the request's filters. The complement is the
 * population less the group, so it costs no selection of its own.
 */
export function testAgainstComplement(
  data: DatasetData,
  population: Selection,
  group: Selection,
  figures: readonly AttitudeFigures[],
  populationFigures: readonly AttitudeFigures[],
): Significance {
  const all = sampleOf(data, population, populationFigures);
  const part = sampleOf(data, group, figures);
  return testSamples(
    part,
    difference(all, part, group.mask),
    data.attitudes.map((a) => a.attitudeId),
    'complement',
  );
}
