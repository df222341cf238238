import { describe, expect, it } from 'vitest';
import type { ChartAttitude, SignificanceTest } from './chart-types';
import { paddedDomain, placeLabels, shapeQuadrant } from './quadrant-data';
import { nonEmpty } from '../test/non-empty';

function attitude(keyword: string, figures: Partial<ChartAttitude> = {}): ChartAttitude {
  return {
    id: `id-${keyword}`,
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
  };
}

describe('shapeQuadrant', () => {
  const attitudes = [
    attitude('Trust', {
      importance_rebased: 80,
      performance_rebased: 70,
      importance_agreed: 90,
      performance_agreed: 60,
    }),
    attitude('Price', {
      importance_rebased: 60,
      performance_rebased: 40,
      importance_agreed: 50,
      performance_agreed: 30,
      classification: 'UE',
      seol: 'L',
    }),
  ];

  it('plots rebased figures with guide lines at their means', () => {
    const data = shapeQuadrant(attitudes, 'rebased');
    expect(data.points).toEqual([
      expect.objectContaining({
        keyword: 'Trust',
        importance: 80,
        performance: 70,
        classification: 'FE',
      }),
      expect.objectContaining({ keyword: 'Price', importance: 60, performance: 40, seol: 'L' }),
    ]);
    expect(data.meanImportance).toBe(70);
    expect(data.meanPerformance).toBe(55);
  });

  it('switches to the agreed figures', () => {
    const data = shapeQuadrant(attitudes, 'agreed');
    expect(data.points.map((point) => [point.importance, point.performance])).toEqual([
      [90, 60],
      [50, 30],
    ]);
    expect(data.meanImportance).toBe(70);
    expect(data.meanPerformance).toBe(45);
  });

  it('leaves out attitudes without finite figures and keeps unknown codes', () => {
    const data = shapeQuadrant(
      [
        attitude('Odd', { classification: 'ZZ' }),
        attitude('Broken', { importance_rebased: Number.NaN }),
      ],
      'rebased',
    );
    expect(data.points.map((point) => [point.keyword, point.classification])).toEqual([
      ['Odd', 'ZZ'],
    ]);
  });

  it('gives sensible axes and means for an empty result', () => {
    const data = shapeQuadrant([], 'rebased');
    expect(data.points).toEqual([]);
    expect(data.xDomain).toEqual([0, 100]);
    expect(data.meanImportance).toBe(50);
  });
});

const test = (delta: number, significant: boolean | null): SignificanceTest => ({
  filtered: 60 + delta,
  complement: 60,
  delta,
  filtered_n: 400,
  complement_n: 3600,
  ci: significant === null ? null : [delta - 1, delta + 1],
  p: significant === null ? null : significant ? 0.001 : 0.5,
  p_adjusted: significant === null ? null : significant ? 0.004 : 0.6,
  significant,
});

describe('shapeQuadrant against the unfiltered result', () => {
  const now = [
    attitude('Trust', { importance_rebased: 80, performance_rebased: 50 }),
    attitude('Price', { importance_rebased: 60, performance_rebased: 40 }),
    attitude('Speed', { importance_rebased: 70, performance_rebased: 45 }),
  ];
  const base = new Map(
    [
      attitude('Trust', { importance_rebased: 81, performance_rebased: 75 }),
      attitude('Price', { importance_rebased: 60, performance_rebased: 41 }),
      attitude('Speed', { importance_rebased: 70, performance_rebased: 46 }),
    ].map((a) => [a.attitude_id, a]),
  );
  const tests = new Map([
    [
      'att-Trust',
      {
        performance_rebased: test(-25, true),
        importance_rebased: test(-1, false),
        performance_agreed: test(0, false),
        importance_agreed: test(0, false),
      },
    ],
    [
      'att-Price',
      {
        performance_rebased: test(-1, false),
        importance_rebased: test(0, false),
        performance_agreed: test(0, false),
        importance_agreed: test(0, false),
      },
    ],
  ]);

  it('knows where each attitude sits for everyone, and shifts only the significant ones', () => {
    const data = shapeQuadrant(now, 'rebased', { base, tests });
    const byName = new Map(data.points.map((point) => [point.keyword, point]));
    expect(byName.get('Trust')).toMatchObject({
      before: { importance: 81, performance: 75 },
      shifted: true,
      tests: { performance: { significant: true } },
    });
    expect(byName.get('Price')).toMatchObject({ before: { importance: 60 }, shifted: false });
    // No test for it: never drawn as a shift.
    expect(byName.get('Speed')).toMatchObject({ tests: undefined, shifted: false });
    // The axes hold the positions for everyone too (Trust at 75 for everyone, 50 now).
    expect(data.yDomain[1]).toBeGreaterThanOrEqual(80);
  });

  it('shifts by the tests of the figures plotted: agreed shares in the agreed view', () => {
    const data = shapeQuadrant(now, 'agreed', { base, tests });
    expect(data.points.find((point) => point.keyword === 'Trust')).toMatchObject({
      shifted: false,
      tests: { performance: { delta: 0 } },
    });
  });

  it('without tests (a service that does not test) shows where everyone is, and no shift', () => {
    const data = shapeQuadrant(now, 'rebased', { base, tests: undefined });
    expect(nonEmpty(data.points).every((point) => point.before && !point.shifted)).toBe(true);
  });
});

describe('paddedDomain', () => {
  it('pads to tens inside 0-100', () => {
    expect(paddedDomain([42, 77])).toEqual([30, 80]);
    expect(paddedDomain([1, 99])).toEqual([0, 100]);
  });

  it('opens up a single value into a range', () => {
    const [min, max] = paddedDomain([50]);
    expect(min).toBeLessThan(50);
    expect(max).toBeGreaterThan(50);
  });
});

describe('placeLabels', () => {
  const layout = {
    xDomain: [0, 100] as [number, number],
    yDomain: [0, 100] as [number, number],
    width: 400,
    height: 400,
  };
  const point = (keyword: string, importance: number, performance: number) => ({
    id: keyword,
    attitudeId: keyword,
    keyword,
    importance,
    performance,
    classification: 'FE',
    seol: 'S',
  });

  it('puts a lone label above its point', () => {
    expect(placeLabels([point('Trust', 50, 50)], layout).get('Trust')).toEqual({
      side: 'above',
      dx: 0,
      text: 'Trust',
    });
  });

  it('cuts a label to the characters the chart has room for', () => {
    const long = point('Support responsiveness', 50, 50);
    expect(placeLabels([long], layout).get(long.id)?.text).toBe('Support responsiv…');
    expect(placeLabels([long], { ...layout, maxChars: 26 }).get(long.id)?.text).toBe(
      'Support responsiveness',
    );
  });

  it('moves a crowded label aside rather than over another, most important first', () => {
    const placed = placeLabels([point('Price', 50, 50), point('Trust', 51, 50)], layout);
    expect(placed.get('Trust')?.side).toBe('above');
    expect(placed.get('Price')?.side).toBe('below');
  });

  it('keeps a label off the ring a significant shift starts from', () => {
    const moved = {
      ...point('Price', 50, 50),
      before: { importance: 50, performance: 53 },
      shifted: true,
    };
    // Above would cover the ring where everyone is (3 points higher): the name goes below.
    expect(placeLabels([moved], layout).get('Price')?.side).toBe('below');
    expect(placeLabels([{ ...moved, shifted: false }], layout).get('Price')?.side).toBe('above');
  });

  it('leaves a label out when it fits nowhere, and keeps labels inside the plot', () => {
    const crowd = Array.from({ length: 12 }, (_, i) => point(`Attitude ${i}`, 50 + i * 0.1, 50));
    const placed = placeLabels(crowd, layout);
    expect(placed.size).toBeLessThan(crowd.length);
    expect(placed.size).toBeGreaterThan(0);
    const corner = placeLabels([point('Corner case label', 0, 100)], layout);
    // Top left corner: below the point, slid right to stay inside.
    expect(corner.get('Corner case label')?.side).toBe('below');
    expect(corner.get('Corner case label')?.dx).toBeGreaterThan(0);
  });
});
