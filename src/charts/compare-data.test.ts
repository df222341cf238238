import { describe, expect, it } from 'vitest';
import type { ChartAttitude, ChartAttitudeTests, SignificanceTest } from './chart-types';
import { shapeCompareQuadrant, shapePairedBalance } from './compare-data';

function attitude(keyword: string, id: string, figures: Partial<ChartAttitude> = {}) {
  return {
    id,
    attitude_id: `att-${keyword}`,
    keyword,
    classification: 'FE',
    seol: 'S',
    performance_rebased: 60,
    importance_rebased: 70,
    performance_agreed: 55,
    importance_agreed: 65,
    fulfillment_balance: -10,
    ...figures,
  } satisfies ChartAttitude;
}

const test = (significant: boolean): SignificanceTest => ({
  filtered: 0,
  complement: 0,
  delta: 0,
  filtered_n: 100,
  complement_n: 100,
  ci: [0, 0],
  p: significant ? 0.001 : 0.5,
  p_adjusted: significant ? 0.001 : 0.5,
  significant,
});
const tests = (performance: boolean): ChartAttitudeTests => ({
  performance_rebased: test(performance),
  importance_rebased: test(false),
  performance_agreed: test(false),
  importance_agreed: test(false),
});

const pairs = [
  {
    a: attitude('Trust', 'a1', {
      performance_rebased: 70,
      importance_rebased: 80,
      fulfillment_balance: 4,
    }),
    b: attitude('Trust', 'b1', {
      performance_rebased: 60,
      importance_rebased: 82,
      fulfillment_balance: -6,
    }),
  },
  {
    a: attitude('Price', 'a2', {
      performance_rebased: 40,
      importance_rebased: 60,
      fulfillment_balance: -22,
    }),
    b: attitude('Price', 'b2', {
      performance_rebased: 42,
      importance_rebased: 58,
      fulfillment_balance: 31,
    }),
  },
];

describe('shapeCompareQuadrant', () => {
  it('puts each attitude at B’s position, coming from A’s, with A’s means as guide lines', () => {
    const data = shapeCompareQuadrant(pairs, 'rebased');
    expect(data.points.map((p) => [p.id, p.importance, p.performance, p.before])).toEqual([
      ['b1', 82, 60, { importance: 80, performance: 70 }],
      ['b2', 58, 42, { importance: 60, performance: 40 }],
    ]);
    expect(data.meanImportance).toBe(70);
    expect(data.meanPerformance).toBe(55);
    expect(data.tested).toBe(false);
    // Axes hold both groups' positions.
    expect(data.yDomain[0]).toBeLessThanOrEqual(40);
    expect(data.yDomain[1]).toBeGreaterThanOrEqual(70);
  });

  it('marks the significant moves when B was tested against A', () => {
    const data = shapeCompareQuadrant(
      pairs,
      'rebased',
      new Map([
        ['att-Trust', tests(true)],
        ['att-Price', tests(false)],
      ]),
    );
    expect(data.tested).toBe(true);
    expect(data.points.map((p) => p.shifted)).toEqual([true, false]);
  });
});

describe('shapePairedBalance', () => {
  it('pairs both balances per attitude, in A’s order worst first, on one symmetric axis', () => {
    expect(shapePairedBalance(pairs)).toEqual({
      rows: [
        { id: 'b2', keyword: 'Price', a: -22, b: 31 },
        { id: 'b1', keyword: 'Trust', a: 4, b: -6 },
      ],
      domain: [-40, 40],
    });
  });
});
