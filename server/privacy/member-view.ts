import type { components } from '../../src/api/schema.gen';

type Result = components['schemas']['Result'];
type Significance = components['schemas']['Significance'];
type Test = components['schemas']['SignificanceTest'];

/** p to two significant digits: enough to read, too coarse to solve for a group's sums. */
export function roundP(p: number | null | undefined): number | null | undefined {
  if (p === null || p === undefined || p === 0) return p;
  return Number(p.toPrecision(2));
}

/**
 * Δ and interval endpoints to 0.1, the figures' own precision (the server sends 0.01): a
 * difference or an interval's width finer than the figures would narrow a group's sums beyond what
 * its rounded figures show. Intervals round outward; a marked Δ never becomes 0.
 */
const ONE_DECIMAL = 10;
function roundDeltaForMembers(delta: number | null, significant: boolean | null): number | null {
  if (delta === null) return null;
  const rounded = Math.round(delta * ONE_DECIMAL) / ONE_DECIMAL;
  if (rounded === 0 && significant === true && delta !== 0) return Math.sign(delta) / ONE_DECIMAL;
  return rounded === 0 ? 0 : rounded;
}
function roundIntervalForMembers(ci: Test['ci']): Test['ci'] {
  if (!ci) return ci;
  const [lower, upper] = [ci[0]!, ci[1]!];
  // 1e-9 absorbs binary representation (0.3 × 10 is 2.9999…), not real width.
  return [
    Math.floor(lower * ONE_DECIMAL + 1e-9) / ONE_DECIMAL,
    Math.ceil(upper * ONE_DECIMAL - 1e-9) / ONE_DECIMAL,
  ];
}

function roundTest(test: Test): Test {
  const out: Test = {
    ...test,
    p: roundP(test.p) ?? null,
    delta: roundDeltaForMembers(test.delta, test.significant),
    ci: roundIntervalForMembers(test.ci),
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
