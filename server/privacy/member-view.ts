import type { components } from '../../src/api/schema.gen';
import { roundDelta, roundOutward } from '../engine/significance-rounding';

type Result = components['schemas']['Result'];
type Significance = components['schemas']['Significance'];
type Test = components['schemas']['SignificanceTest'];

/** p to two significant digits: enough to read, too coarse to solve for a group's sums. */
export function roundP(p: number | null | undefined): number | null | undefined {
  if (p === null || p === undefined || p === 0) return p;
  return Number(p.toPrecision(2));
}

/**
 * A test as members read it: p to two significant digits, and the difference and its interval
 * (outward) to 0.1, the figures' own step, so the interval's width does not give back the digits
 * of p that were rounded away.
 */
function roundTest(test: Test): Test {
  const out: Test = {
    ...test,
    p: roundP(test.p) ?? null,
    delta: test.delta === null ? null : roundDelta(test.delta, test.significant === true, 10),
    ci: test.ci && roundOutward(test.ci[0]!, test.ci[1]!, 10),
  };
  if (test.p_adjusted !== undefined) out.p_adjusted = roundP(test.p_adjusted) ?? null;
  return out;
}

export function significanceForMembers(s: Significance | null): Significance | null {
  if (!s) return s;
  return {
    ...s,
    main_score: roundTest(s.main_score),
    attitudes: s.attitudes.map((a) => ({
      ...a,
      performance_rebased: roundTest(a.performance_rebased),
      importance_rebased: roundTest(a.importance_rebased),
      performance_agreed: roundTest(a.performance_agreed),
      importance_agreed: roundTest(a.importance_agreed),
    })),
  };
}

/**
 * A result as a member receives it: commenters are respondents, so their names are left out (the
 * count stays), and p-values are rounded. A copy: cached results are frozen and shared.
 */
export function resultForMembers(result: Result): Result {
  const analyses = { ...result.analyses } as Result['analyses'] & { significance?: Significance };
  if (analyses.significance) {
    analyses.significance = significanceForMembers(analyses.significance) ?? undefined;
  }
  return {
    ...result,
    analyses,
    attitudes: result.attitudes.map((a) => ({
      ...a,
      comments: { count: a.comments.count, commenters: [] },
    })),
  };
}
