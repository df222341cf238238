import { describe, expect, it } from 'vitest';
import { describeTest, formatInterval, formatP, verdictOf } from './significance-marks';

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

  it('describes an attitude test by its adjusted p, and the main score by its p', () => {
    expect(describeTest(ran)).toBe(
      'Significant: 71 in the group against 66.2 outside it; difference +2.9 to +6.7 (confidence interval), adjusted p < 0.001.',
    );
    const { p_adjusted: _, ...mainScore } = { ...ran, p: 0.21, significant: false };
    expect(describeTest(mainScore)).toMatch(/^Not significant: .*, p 0\.21\.$/);
    expect(describeTest({ ...ran, ci: [2, 6] }, '%')).toMatch(/\+2 to \+6 points/);
  });
});
