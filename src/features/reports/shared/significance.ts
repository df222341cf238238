import type { components } from '../../../api/schema.gen';
import type { FigureTest, SignificanceTest } from '../../../lib/significance-marks';
import type { Result } from '../../../queries/reports';

export type { FigureTest, SignificanceTest };
export type AttitudeSignificance = components['schemas']['AttitudeSignificance'];

/** The figures of an attitude that the service tests; balance and ratio are not among them. */
export const TESTED_METRICS = [
  'performance_rebased',
  'importance_rebased',
  'performance_agreed',
  'importance_agreed',
] as const;
export type TestedMetric = (typeof TESTED_METRICS)[number];

/** A filtered result's significance, read and indexed for the views. */
export interface ResultSignificance {
  /** Two-sided, e.g. 0.95. */
  confidence: number;
  correction: 'benjamini-hochberg';
  filteredSize: number;
  /** The configuration's respondents outside the filters: what the group is compared with. */
  complementSize: number;
  mainScore: SignificanceTest | undefined;
  /** m: the tests that ran, corrected as one family (absent from a service that does not say). */
  testsRun: number | undefined;
  /** The family's threshold t: p below it is marked; intervals are at level 1 − t. */
  threshold: number | undefined;
  /** By attitude_id (the attitude, not the result row). */
  attitudes: ReadonlyMap<string, AttitudeSignificance>;
}

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;
const numberOrNull = (value: unknown) =>
  value === null || (typeof value === 'number' && Number.isFinite(value));
const probabilityOrNull = (value: unknown) =>
  value === null || (typeof value === 'number' && value >= 0 && value <= 1);

/** A test as the contract has it; anything else is left out rather than half-read. */
function isTest(value: unknown): value is SignificanceTest {
  if (!isObject(value)) return false;
  const { ci } = value;
  return (
    numberOrNull(value.filtered) &&
    numberOrNull(value.complement) &&
    numberOrNull(value.delta) &&
    isCount(value.filtered_n) &&
    isCount(value.complement_n) &&
    (ci === null ||
      (Array.isArray(ci) && ci.length === 2 && ci.every((end) => typeof end === 'number'))) &&
    probabilityOrNull(value.p) &&
    (value.p_adjusted === undefined || probabilityOrNull(value.p_adjusted)) &&
    (value.significant === null || typeof value.significant === 'boolean')
  );
}

function readAttitude(value: unknown): AttitudeSignificance | undefined {
  if (!isObject(value) || typeof value.attitude_id !== 'string') return undefined;
  if (!TESTED_METRICS.every((metric) => isTest(value[metric]))) return undefined;
  return value as unknown as AttitudeSignificance;
}

/**
 * `result.analyses.significance`, when the service sends it in a shape we can trust. It is an
 * extension: the production service may send none, and `analyses` is an open object there, so a
 * missing or malformed one reads as "this service does not test" (undefined), never as a crash or
 * as figures wrongly marked. An attitude entry that does not fit is left out on its own.
 */
export function readSignificance(result: Result | undefined): ResultSignificance | undefined {
  const analyses: unknown = result?.analyses;
  return readTests(isObject(analyses) ? analyses.significance : undefined, 'complement');
}

/**
 * A comparison's `significance`: B tested against A. Read as readSignificance reads a filter's,
 * where `filteredSize` is B's and `complementSize` A's, and each test's `delta` is B − A.
 */
export function readComparisonSignificance(raw: unknown): ResultSignificance | undefined {
  return readTests(raw, 'a');
}

function readTests(raw: unknown, baseline: 'complement' | 'a'): ResultSignificance | undefined {
  if (!isObject(raw)) return undefined;
  const { confidence } = raw;
  if (
    // A comparison's structure (B against A) read as a filter's would say the wrong thing.
    raw.baseline !== baseline ||
    typeof confidence !== 'number' ||
    !(confidence > 0 && confidence < 1) ||
    raw.correction !== 'benjamini-hochberg' ||
    !isCount(raw.filtered_size) ||
    !isCount(raw.complement_size) ||
    !Array.isArray(raw.attitudes)
  ) {
    return undefined;
  }
  const attitudes = new Map<string, AttitudeSignificance>();
  for (const entry of raw.attitudes) {
    const attitude = readAttitude(entry);
    if (attitude) attitudes.set(attitude.attitude_id, attitude);
  }
  return {
    confidence,
    correction: 'benjamini-hochberg',
    filteredSize: raw.filtered_size,
    complementSize: raw.complement_size,
    mainScore: isTest(raw.main_score) ? raw.main_score : undefined,
    testsRun: isCount(raw.tests_run) ? raw.tests_run : undefined,
    threshold:
      typeof raw.threshold === 'number' && raw.threshold > 0 && raw.threshold < 1
        ? raw.threshold
        : undefined,
    attitudes,
  };
}

const isTested = (field: string): field is TestedMetric =>
  (TESTED_METRICS as readonly string[]).includes(field);

/**
 * The test of one attitude's figure: its SignificanceTest, `not-tested` for balance and ratio,
 * undefined when there is no significance (or none for this attitude) to mark it with.
 */
export function figureTest(
  significance: ResultSignificance | undefined,
  tests: AttitudeSignificance | undefined,
  field: string,
): FigureTest | undefined {
  if (!significance) return undefined;
  if (!isTested(field)) return 'not-tested';
  return tests?.[field];
}

/**
 * Whether any tested figure of the attitude differs significantly from the complement: exactly
 * the attitudes the "significant differences only" switch keeps.
 */
export function hasSignificantDifference(tests: AttitudeSignificance | undefined): boolean {
  return tests !== undefined && TESTED_METRICS.some((metric) => tests[metric].significant === true);
}
