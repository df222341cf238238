import type { ChartAttitude } from './chart-types';

export interface BalanceBar {
  id: string;
  keyword: string;
  /** Performance agreed minus importance agreed, in points. */
  balance: number;
  fulfilled: boolean;
  /** The balance for everyone (the unfiltered result), when a filter is applied. */
  before?: number;
}

export interface BalanceData {
  bars: BalanceBar[];
  /** Symmetric around zero so the eye reads shortfalls and surpluses on one scale. */
  domain: [number, number];
}

/**
 * Fulfillment balance per attitude, worst (most negative) first; ties by keyword for a stable
 * order. With the unfiltered attitudes (`base`, by attitude_id), each bar knows its balance for
 * everyone.
 */
export function shapeBalance(
  attitudes: readonly ChartAttitude[],
  base?: ReadonlyMap<string, ChartAttitude>,
): BalanceData {
  const bars = attitudes
    .filter((attitude) => Number.isFinite(attitude.fulfillment_balance))
    .map((attitude): BalanceBar => {
      const before = base?.get(attitude.attitude_id)?.fulfillment_balance;
      return {
        id: attitude.id,
        keyword: attitude.keyword,
        balance: attitude.fulfillment_balance,
        fulfilled: attitude.fulfillment_balance >= 0,
        ...(before !== undefined && Number.isFinite(before) ? { before } : {}),
      };
    })
    .sort((a, b) => a.balance - b.balance || a.keyword.localeCompare(b.keyword));
  const extent = Math.max(0, ...bars.map((bar) => Math.abs(bar.balance)));
  const edge = Math.max(10, Math.ceil(extent / 10) * 10);
  return { bars, domain: [-edge, edge] };
}

/** Bars per block of a long balance chart (see BalanceChart), and the length from which it is split. */
export const BALANCE_BLOCK = 50;
export const BALANCE_SPLIT_ABOVE = 100;

/**
 * The bars in consecutive blocks of at most `size`, in order; up to `splitAbove` bars stay in
 * one block (one chart draws them quickly enough).
 */
export function blocksOf<T>(
  bars: readonly T[],
  size = BALANCE_BLOCK,
  splitAbove = BALANCE_SPLIT_ABOVE,
): T[][] {
  if (bars.length === 0) return [];
  if (bars.length <= splitAbove) return [[...bars]];
  const blocks: T[][] = [];
  for (let start = 0; start < bars.length; start += size)
    blocks.push(bars.slice(start, start + size));
  return blocks;
}

/** A bar per attitude for one group; two bars and the gap between attitudes for two. */
export const BALANCE_ROW_HEIGHT = { 1: 26, 2: 34 } as const;
/** The key of the two groups' bars, above the chart. */
export const BALANCE_LEGEND_HEIGHT = 28;

/** The height of the chart for `count` attitudes of one or two groups (its skeleton uses it too). */
export function balanceChartHeight(count: number, groups: 1 | 2 = 1): number {
  const rows = Math.max(160, count * BALANCE_ROW_HEIGHT[groups] + 56);
  return groups === 1 ? rows : rows + BALANCE_LEGEND_HEIGHT;
}
