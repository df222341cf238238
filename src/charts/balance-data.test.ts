import { describe, expect, it } from 'vitest';
import { blocksOf, shapeBalance } from './balance-data';
import type { ChartAttitude } from './chart-types';

function attitude(keyword: string, balance: number): ChartAttitude {
  return {
    id: `id-${keyword}`,
    attitude_id: `att-${keyword}`,
    keyword,
    classification: balance >= 0 ? 'FE' : 'UE',
    seol: 'S',
    performance_rebased: 60,
    importance_rebased: 70,
    performance_agreed: 55,
    importance_agreed: 65,
    fulfillment_balance: balance,
  };
}

describe('shapeBalance', () => {
  it('sorts worst to best, ties by keyword, and marks the fulfilled ones', () => {
    const data = shapeBalance([
      attitude('Speed', 4),
      attitude('Price', -12.5),
      attitude('Trust', 0),
      attitude('Care', 4),
    ]);
    expect(data.bars.map((bar) => [bar.keyword, bar.balance, bar.fulfilled])).toEqual([
      ['Price', -12.5, false],
      ['Trust', 0, true],
      ['Care', 4, true],
      ['Speed', 4, true],
    ]);
  });

  it('uses a symmetric domain rounded up to tens, at least ±10', () => {
    expect(shapeBalance([attitude('A', -23), attitude('B', 5)]).domain).toEqual([-30, 30]);
    expect(shapeBalance([attitude('A', 2)]).domain).toEqual([-10, 10]);
    expect(shapeBalance([]).domain).toEqual([-10, 10]);
  });

  it('gives each bar its balance for everyone, when compared with the unfiltered result', () => {
    const base = new Map([attitude('A', -20), attitude('B', 3)].map((a) => [a.attitude_id, a]));
    const data = shapeBalance([attitude('A', -12), attitude('B', 5), attitude('C', 1)], base);
    expect(data.bars.map((bar) => [bar.keyword, bar.before])).toEqual([
      ['A', -20],
      ['C', undefined],
      ['B', 3],
    ]);
  });

  it('drops bars without a finite balance', () => {
    expect(shapeBalance([attitude('A', Number.NaN), attitude('B', 1)]).bars).toHaveLength(1);
  });
});

describe('blocksOf', () => {
  it('splits a long list of bars into consecutive blocks, in order, the last one shorter', () => {
    const bars = Array.from({ length: 250 }, (_, index) => index);
    const blocks = blocksOf(bars, 100, 100);
    expect(blocks.map((block) => block.length)).toEqual([100, 100, 50]);
    expect(blocks.flat()).toEqual(bars);
  });

  it('keeps a short list in one block', () => {
    expect(blocksOf([1, 2, 3], 2, 10)).toEqual([[1, 2, 3]]);
    expect(blocksOf([], 2, 10)).toEqual([]);
  });
});
