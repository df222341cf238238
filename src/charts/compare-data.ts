import type { ChartAttitude, ChartAttitudeTests, FigureMode } from './chart-types';
import { shapeQuadrant, type QuadrantData } from './quadrant-data';

/** One attitude that both groups hold, matched by attitude id. */
export interface ChartPair {
  a: ChartAttitude;
  b: ChartAttitude;
}

/** The quadrant of a comparison: B's positions, each with A's as its `before`. */
export interface CompareQuadrantData extends QuadrantData {
  /** The service tested B against A: arrows of significant moves are drawn bold. */
  tested: boolean;
}

function mean(values: number[]): number {
  return values.length === 0 ? 50 : values.reduce((sum, value) => sum + value, 0) / values.length;
}

/**
 * Each shared attitude at B's position, with A's position as where it comes from and, when the
 * service tested B against A, whether either plotted figure moved significantly. The guide lines
 * are A's means: the comparison's frame of reference is group A.
 */
export function shapeCompareQuadrant(
  pairs: readonly ChartPair[],
  mode: FigureMode,
  tests?: ReadonlyMap<string, ChartAttitudeTests>,
): CompareQuadrantData {
  const base = new Map(pairs.map((pair) => [pair.b.attitude_id, pair.a]));
  const shaped = shapeQuadrant(
    pairs.map((pair) => pair.b),
    mode,
    { base, tests },
  );
  const befores = shaped.points.flatMap((point) => (point.before ? [point.before] : []));
  return {
    ...shaped,
    meanImportance: mean(befores.map((before) => before.importance)),
    meanPerformance: mean(befores.map((before) => before.performance)),
    tested: tests !== undefined,
  };
}

export interface PairedBalanceRow {
  /** B's result attitude id. */
  id: string;
  keyword: string;
  a: number;
  b: number;
}

export interface PairedBalanceData {
  rows: PairedBalanceRow[];
  domain: [number, number];
}

/**
 * Both groups' fulfillment balance per shared attitude, in group A's order (worst first, as the
 * single report shows it), on one axis symmetric around zero.
 */
export function shapePairedBalance(pairs: readonly ChartPair[]): PairedBalanceData {
  const rows = pairs
    .filter(
      (pair) =>
        Number.isFinite(pair.a.fulfillment_balance) && Number.isFinite(pair.b.fulfillment_balance),
    )
    .map((pair) => ({
      id: pair.b.id,
      keyword: pair.a.keyword,
      a: pair.a.fulfillment_balance,
      b: pair.b.fulfillment_balance,
    }))
    .sort((x, y) => x.a - y.a || x.keyword.localeCompare(y.keyword));
  const extent = Math.max(0, ...rows.flatMap((row) => [Math.abs(row.a), Math.abs(row.b)]));
  const edge = Math.max(10, Math.ceil(extent / 10) * 10);
  return { rows, domain: [-edge, edge] };
}
