import { describe, expect, it } from 'vitest';
import {
  COMPARISON_SIDES,
  decisiveP,
  describeTest,
  formatInterval,
  formatP,
  verdictOf,
} from './significance-marks';

const ran = {
  filtered: 71,
  complement: 66.2,
  delta: 4.8,
  filtered_n: 970,
  complement_n: 6800,
  ci: [2.9, 6.7],
  p: 0.0000012,
  p_adjusted: 0.000011,
  significant: true,
};

/** An attitude test the service could not run: too few ratings on one side. */
const tooFew = {
  filtered: 58.3,
  complement: null,
  delta: null,
  filtered_n: 12,
  complement_n: 6800,
  ci: null,
  p: null,
  p_adjusted: null,
  significant: null,
  reason: 'too_few' as const,
};

describe('significance marks', () => {
  it('reads a verdict from a test: significant, within chance, too few, or no test at all', () => {
    expect(verdictOf(ran)).toBe('significant');
    expect(verdictOf({ ...ran, significant: false })).toBe('not-significant');
    expect(verdictOf({ ...ran, significant: null, reason: 'too_few' })).toBe('too-few');
    expect(verdictOf('not-tested')).toBe('not-tested');
  });

  it('writes p at the precision it deserves, and an interval with signs', () => {
    expect(formatP(0.0000012)).toBe('< 0.001');
    expect(formatP(0.0213)).toBe('0.021');
    expect(formatP(0.21)).toBe('0.21');
    expect(formatP(null)).toBe('—');
    expect(formatInterval([-0.4, 1.8])).toBe('−0.4 to +1.8');
    expect(formatInterval(null)).toBe('—');
  });

  it('writes p from 0.001 up as a number, and only what is below it as "< 0.001"', () => {
    expect(formatP(0.001)).toBe('0.001');
    expect(formatP(0.00099)).toBe('< 0.001');
    expect(formatP(0)).toBe('< 0.001');
    expect(formatP(1)).toBe('1');
  });

  it('writes a dash for a p that is missing or no number', () => {
    expect(formatP(undefined)).toBe('—');
    expect(formatP(Number.NaN)).toBe('—');
    expect(formatP(Number.POSITIVE_INFINITY)).toBe('—');
  });

  it('writes an interval only for a pair of bounds, each with the unit', () => {
    expect(formatInterval([-1.2, 3], '%')).toBe('−1.2% to +3%');
    expect(formatInterval([0, 0.5])).toBe('±0 to +0.5');
    expect(formatInterval(undefined)).toBe('—');
    expect(formatInterval([])).toBe('—');
    expect(formatInterval([1.5])).toBe('—');
    expect(formatInterval([1, 2, 3])).toBe('—');
  });

  it('decides by the adjusted p where the test has one, else by p', () => {
    expect(decisiveP({ ...ran, p: 0.01, p_adjusted: 0.04 })).toBe(0.04);
    expect(decisiveP(tooFew)).toBeNull();
    const { p_adjusted: _, ...mainScore } = { ...ran, p: 0.03 };
    expect(decisiveP(mainScore)).toBe(0.03);
  });

  it('describes an attitude test by its adjusted p, and the main score by its p', () => {
    expect(describeTest(ran)).toBe(
      'Significant: 71 in the group against 66.2 outside it; difference +2.9 to +6.7 (confidence interval), adjusted p < 0.001.',
    );
    const { p_adjusted: _, ...mainScore } = { ...ran, p: 0.21, significant: false };
    expect(describeTest(mainScore)).toMatch(/^Not significant: .*, p 0\.21\.$/);
    expect(describeTest({ ...ran, ci: [2, 6] }, '%')).toMatch(/\+2 to \+6 points/);
  });

  it('names the sides of a comparison B and A, and gives shares with their unit', () => {
    expect(describeTest({ ...ran, p_adjusted: 0.012 }, '%', COMPARISON_SIDES)).toBe(
      'Significant: 71% in B against 66.2% in A; difference +2.9 to +6.7 points (confidence interval), adjusted p 0.012.',
    );
  });

  it('says why a test did not run, with how many ratings each side has, and a dash for a missing figure', () => {
    expect(describeTest(tooFew)).toBe(
      'Too few respondents to test (12 in the group and 6,800 outside it have a rating; 30 of each are needed): 58.3 in the group against — outside it.',
    );
    expect(describeTest(tooFew, '%')).toMatch(/: 58\.3% in the group against — outside it\.$/);
    expect(describeTest({ ...tooFew, filtered: null, complement: 40 }, '%', COMPARISON_SIDES)).toBe(
      'Too few respondents to test (12 in B and 6,800 in A have a rating; 30 of each are needed): — in B against 40% in A.',
    );
  });

  it('says so of a figure the service has no test for', () => {
    expect(describeTest('not-tested')).toBe('Not tested for significance.');
    expect(describeTest('not-tested', '%', COMPARISON_SIDES)).toBe('Not tested for significance.');
  });
});
