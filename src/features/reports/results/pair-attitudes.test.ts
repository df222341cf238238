import { describe, expect, it } from 'vitest';
import { resultAttitude } from '../shared/report.fixture';
import { isShared, pairAttitudes, unpaired } from './pair-attitudes';
import { nonEmpty } from '../../../test/non-empty';

/** The same attitude (attitude id) as another report's result holds it: its own row id. */
const inOtherReport = (n: number, overrides = {}) => ({
  ...resultAttitude(n, overrides),
  id: `90000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
});

describe('pairAttitudes', () => {
  it('matches attitudes by attitude id, not by the result rows’ ids, in A’s order', () => {
    const a = [resultAttitude(2), resultAttitude(1)];
    const b = [inOtherReport(1, { performance_rebased: 50 }), inOtherReport(2)];
    const pairs = pairAttitudes(a, b);
    expect(pairs.map((pair) => pair.keyword)).toEqual(['Attitude 2', 'Attitude 1']);
    expect(pairs[1]!.a!.id).toBe(a[1]!.id);
    expect(pairs[1]!.b!.id).toBe(b[0]!.id);
    expect(pairs[1]!.b!.performance_rebased).toBe(50);
    expect(nonEmpty(pairs).every(isShared)).toBe(true);
  });

  it('keeps an attitude only one group holds, with the other side empty, and lists it', () => {
    const pairs = pairAttitudes(
      [resultAttitude(1), resultAttitude(3)],
      [inOtherReport(1), inOtherReport(4), inOtherReport(5)],
    );
    expect(pairs.map((pair) => [pair.keyword, Boolean(pair.a), Boolean(pair.b)])).toEqual([
      ['Attitude 1', true, true],
      ['Attitude 3', true, false],
      ['Attitude 4', false, true],
      ['Attitude 5', false, true],
    ]);
    expect(pairs.filter(isShared)).toHaveLength(1);
    expect(unpaired(pairs)).toEqual({ onlyA: ['Attitude 3'], onlyB: ['Attitude 4', 'Attitude 5'] });
  });

  it('pairs nothing when either group has no attitudes', () => {
    expect(pairAttitudes([], [])).toEqual([]);
    expect(pairAttitudes([resultAttitude(1)], []).map((pair) => pair.b)).toEqual([undefined]);
  });
});
