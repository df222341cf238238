import { describe, expect, it } from 'vitest';
import type { Result } from '../../../queries/reports';
import {
  figureTest,
  hasSignificantDifference,
  readComparisonSignificance,
  readSignificance,
} from './significance';
import { TOO_FEW, attitudeTests, ranTest, significanceOf } from './significance.fixture';

const A = '20000000-0000-4000-8000-000000000001';
const B = '20000000-0000-4000-8000-000000000002';

/** Only `analyses` matters to the accessor. */
const resultWith = (analyses: unknown) => ({ analyses }) as unknown as Result;

describe('readSignificance', () => {
  it('reads the sizes, confidence and main score, and indexes attitudes by attitude id', () => {
    const significance = readSignificance(
      resultWith({
        significance: significanceOf([
          attitudeTests(A, { performance_rebased: ranTest(-4.8, 0.00001) }),
          attitudeTests(B),
        ]),
      }),
    );
    expect(significance).toMatchObject({
      confidence: 0.95,
      filteredSize: 988,
      complementSize: 7012,
      mainScore: { delta: 0.7, significant: false },
    });
    expect(significance!.attitudes.get(A)!.performance_rebased.significant).toBe(true);
    expect(significance!.attitudes.get(B)!.performance_rebased.significant).toBe(false);
  });

  it('is undefined when the service sends none: no result, no analyses, an empty one', () => {
    expect(readSignificance(undefined)).toBeUndefined();
    expect(readSignificance(resultWith({}))).toBeUndefined();
    expect(readSignificance(resultWith(undefined))).toBeUndefined();
    expect(readSignificance(resultWith({ significance: null }))).toBeUndefined();
  });

  it('is undefined when it is malformed, rather than marking figures from half of it', () => {
    const good = significanceOf([attitudeTests(A)]);
    for (const broken of [
      'yes',
      [good],
      { ...good, confidence: '95%' },
      { ...good, confidence: 95 },
      { ...good, complement_size: -1 },
      { ...good, attitudes: {} },
      { ...good, correction: 'bonferroni' },
      // A comparison of two groups, not a group against the rest.
      { ...good, baseline: 'a' },
    ]) {
      expect(readSignificance(resultWith({ significance: broken }))).toBeUndefined();
    }
  });

  it('leaves out an attitude whose tests do not fit the contract, and keeps the others', () => {
    const broken = { ...attitudeTests(B), importance_agreed: { p: 'small' } };
    const significance = readSignificance(
      resultWith({
        significance: { ...significanceOf([]), attitudes: [attitudeTests(A), broken] },
      }),
    );
    expect([...significance!.attitudes.keys()]).toEqual([A]);
  });

  it('reads a test that could not run (too few) as untested, not as within chance', () => {
    const significance = readSignificance(
      resultWith({
        significance: significanceOf([attitudeTests(A, { importance_rebased: TOO_FEW })]),
      }),
    );
    const test = significance!.attitudes.get(A)!.importance_rebased;
    expect(test.significant).toBeNull();
    expect(test.reason).toBe('too_few');
  });
});

describe('readComparisonSignificance', () => {
  it('reads B tested against A: B’s size as the group, A’s as the other', () => {
    const significance = readComparisonSignificance(
      significanceOf([attitudeTests(A)], {
        baseline: 'a',
        filtered_size: 900,
        complement_size: 1100,
      }),
    );
    expect(significance).toMatchObject({ filteredSize: 900, complementSize: 1100 });
    expect([...significance!.attitudes.keys()]).toEqual([A]);
  });

  it('refuses a filter’s structure (a group against the rest) and anything malformed', () => {
    expect(readComparisonSignificance(significanceOf([]))).toBeUndefined();
    expect(readComparisonSignificance(null)).toBeUndefined();
    expect(
      readComparisonSignificance({ ...significanceOf([]), baseline: 'a', confidence: 2 }),
    ).toBeUndefined();
  });
});

describe('figureTest', () => {
  const significance = readSignificance(
    resultWith({ significance: significanceOf([attitudeTests(A)]) }),
  );
  const tests = significance!.attitudes.get(A);

  it("maps each tested figure to its test, and balance and ratio to 'not-tested'", () => {
    expect(figureTest(significance, tests, 'performance_rebased')).toBe(tests!.performance_rebased);
    expect(figureTest(significance, tests, 'importance_agreed')).toBe(tests!.importance_agreed);
    expect(figureTest(significance, tests, 'fulfillment_balance')).toBe('not-tested');
    expect(figureTest(significance, tests, 'fulfillment_ratio')).toBe('not-tested');
  });

  it('gives nothing to mark with when the service does not test', () => {
    expect(figureTest(undefined, undefined, 'performance_rebased')).toBeUndefined();
    expect(figureTest(undefined, undefined, 'fulfillment_balance')).toBeUndefined();
  });
});

describe('hasSignificantDifference', () => {
  it('is true when any tested figure differs significantly, false for chance or too few', () => {
    expect(hasSignificantDifference(attitudeTests(A))).toBe(false);
    expect(hasSignificantDifference(attitudeTests(A, { importance_agreed: TOO_FEW }))).toBe(false);
    expect(
      hasSignificantDifference(attitudeTests(A, { importance_agreed: ranTest(3, 0.01) })),
    ).toBe(true);
    expect(hasSignificantDifference(undefined)).toBe(false);
  });
});
