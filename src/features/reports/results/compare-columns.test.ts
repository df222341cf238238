import { describe, expect, it } from 'vitest';
import { resultAttitude } from '../shared/report.fixture';
import {
  DEFAULT_COMPARE_SORT,
  compareColumns,
  differenceOf,
  formatCompareSort,
  parseCompareSort,
  sortPairs,
} from './compare-columns';
import { pairAttitudes } from './pair-attitudes';

// Performance (rebased) B − A: Attitude 1 −6, Attitude 2 +2, Attitude 3 +9, Attitude 4 only in A.
const A = [1, 2, 3, 4].map((n) => resultAttitude(n, { performance_rebased: 60 }));
const B = [
  resultAttitude(1, { performance_rebased: 54 }),
  resultAttitude(2, { performance_rebased: 62 }),
  resultAttitude(3, { performance_rebased: 69 }),
];
const pairs = pairAttitudes(A, B);
const order = (key: string) =>
  sortPairs(pairs, parseCompareSort(key), 'rebased').map((pair) => pair.keyword.slice(-1));

describe('comparison table sort', () => {
  it('sorts a B − A column by the size of the difference, biggest first, either sign', () => {
    expect(order('-performance.diff')).toEqual(['3', '1', '2', '4']);
    expect(order('performance.diff')).toEqual(['2', '1', '3', '4']);
  });

  it('puts an attitude only one group holds last, whichever the direction', () => {
    expect(order('-performance.b').at(-1)).toBe('4');
    expect(order('performance.b').at(-1)).toBe('4');
  });

  it('sorts by one group’s figure, or by name', () => {
    expect(order('-performance.b')).toEqual(['3', '2', '1', '4']);
    expect(order('keyword')).toEqual(['1', '2', '3', '4']);
    expect(order('-keyword')).toEqual(['4', '3', '2', '1']);
  });

  it('reads the sort from the URL, falling back to the biggest performance differences', () => {
    expect(parseCompareSort(undefined)).toEqual(DEFAULT_COMPARE_SORT);
    expect(parseCompareSort('-nonsense')).toEqual(DEFAULT_COMPARE_SORT);
    expect(parseCompareSort('balance.a')).toEqual({ key: 'balance.a', descending: false });
    expect(formatCompareSort(DEFAULT_COMPARE_SORT)).toBeUndefined();
    expect(formatCompareSort({ key: 'importance.diff', descending: true })).toBe(
      '-importance.diff',
    );
  });

  it('takes B − A in the figures plotted, rounded as shown', () => {
    const [performance, , balance] = compareColumns('agreed');
    const pair = pairAttitudes(
      [resultAttitude(1, { performance_agreed: 50.04, fulfillment_balance: -3 })],
      [resultAttitude(1, { performance_agreed: 55.08, fulfillment_balance: 4 })],
    )[0]!;
    expect(differenceOf(pair, performance!)).toBe(5);
    expect(differenceOf(pair, balance!)).toBe(7);
    expect(differenceOf(pairs[3]!, performance!)).toBeUndefined();
  });
});
