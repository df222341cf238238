import { describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema.gen';
import { significanceForMembers } from './member-view';

type Significance = components['schemas']['Significance'];
type Test = components['schemas']['SignificanceTest'];

const test = (over: Partial<Test>): Test => ({
  filtered: 61.2,
  complement: 58.4,
  filtered_n: 40,
  complement_n: 900,
  delta: 2.83,
  ci: [0.04, 5.61],
  p: 0.0123456,
  p_adjusted: 0.04,
  significant: true,
  ...over,
});

const significance = (main: Test, other: Test = main): Significance => ({
  baseline: 'complement',
  confidence: 0.95,
  correction: 'benjamini-hochberg',
  tests_run: 5,
  marked: 1,
  threshold: 0.01,
  filtered_size: 40,
  complement_size: 900,
  main_score: main,
  attitudes: [
    {
      attitude_id: 'a',
      performance_rebased: other,
      importance_rebased: other,
      performance_agreed: other,
      importance_agreed: other,
    },
  ],
});

describe('significance as a member receives it', () => {
  it('rounds Δ and the interval to the figures’ 0.1, the interval outward, and p to two digits', () => {
    const out = significanceForMembers(significance(test({})))!;
    expect(out.main_score.delta).toBe(2.8);
    expect(out.main_score.ci).toEqual([0, 5.7]);
    expect(out.main_score.p).toBe(0.012);
    expect(out.attitudes[0]!.importance_agreed.ci).toEqual([0, 5.7]);
  });

  it('keeps a marked Δ off 0 and its sign, and leaves an exact interval endpoint where it is', () => {
    const out = significanceForMembers(
      significance(
        test({ delta: -0.03, ci: [-0.3, -0.01] }),
        test({ significant: false, delta: 0.03, ci: [-1.2, 1.3] }),
      ),
    )!;
    expect(out.main_score.delta).toBe(-0.1);
    expect(out.main_score.ci).toEqual([-0.3, 0]);
    expect(out.attitudes[0]!.performance_rebased.delta).toBe(0);
    expect(out.attitudes[0]!.performance_rebased.ci).toEqual([-1.2, 1.3]);
  });

  it('leaves an untested figure untested', () => {
    const out = significanceForMembers(
      significance(test({ ci: null, p: null, p_adjusted: null, significant: null, delta: 1.26 })),
    )!;
    expect(out.main_score.ci).toBeNull();
    expect(out.main_score.delta).toBe(1.3);
  });
});
