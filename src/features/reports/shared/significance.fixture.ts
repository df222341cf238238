import type { components } from '../../../api/schema.gen';
import type { AttitudeSignificance, SignificanceTest } from './significance';

/** A test that ran: significant when `p_adjusted` < 0.05. */
export function ranTest(delta: number, pAdjusted: number, p = pAdjusted / 4): SignificanceTest {
  return {
    filtered: 60 + delta,
    complement: 60,
    delta,
    filtered_n: 400,
    complement_n: 3600,
    ci: [delta - 1.5, delta + 1.5],
    p,
    p_adjusted: pAdjusted,
    significant: pAdjusted < 0.05,
  };
}

/** A test that could not run: fewer than 30 with a rating in the group. */
export const TOO_FEW: SignificanceTest = {
  filtered: 58,
  complement: 61,
  delta: -3,
  filtered_n: 12,
  complement_n: 3600,
  ci: null,
  p: null,
  p_adjusted: null,
  significant: null,
  reason: 'too_few',
};

export function attitudeTests(
  attitudeId: string,
  overrides: Partial<Omit<AttitudeSignificance, 'attitude_id'>> = {},
): AttitudeSignificance {
  return {
    attitude_id: attitudeId,
    performance_rebased: ranTest(0.4, 0.6),
    importance_rebased: ranTest(-0.2, 0.8),
    performance_agreed: ranTest(1, 0.5),
    importance_agreed: ranTest(0.5, 0.7),
    ...overrides,
  };
}

/** `result.analyses.significance` as the reference server sends it. */
export function significanceOf(attitudes: AttitudeSignificance[], overrides: object = {}) {
  return {
    baseline: 'complement',
    confidence: 0.95,
    correction: 'benjamini-hochberg',
    tests_run: 1 + 4 * attitudes.length,
    marked: 1,
    threshold: 0.05 / (1 + 4 * attitudes.length),
    filtered_size: 988,
    complement_size: 7012,
    main_score: {
      filtered: 66.3,
      complement: 65.6,
      delta: 0.7,
      filtered_n: 988,
      complement_n: 7012,
      ci: [-0.4, 1.8],
      p: 0.21,
      significant: false,
    },
    attitudes,
    ...overrides,
  } satisfies components['schemas']['Significance'];
}
