import type { ChartAttitude } from './chart-types';

export interface BalanceBar {
  id: string;
  keyword: string;
  /** Performance agreed minus importance agreed, in points. */
  balance: number;
  fulfilled: boolean;
}

export interface BalanceData {
  bars: BalanceBar[];
  /** Symmetric around zero so the eye reads shortfalls and surpluses on one scale. */
  domain: [number, number];
}

/** Fulfillment balance per attitude, worst (most negative) first; ties by keyword for a stable order. */
export function shapeBalance(attitudes: readonly ChartAttitude[]): BalanceData {
  const bars = attitudes
    .filter((attitude) => Number.isFinite(attitude.fulfillment_balance))
    .map((attitude) => ({
      id: attitude.id,
      keyword: attitude.keyword,
      balance: attitude.fulfillment_balance,
      fulfilled: attitude.fulfillment_balance >= 0,
    }))
    .sort((a, b) => a.balance - b.balance || a.keyword.localeCompare(b.keyword));
  const extent = Math.max(0, ...bars.map((bar) => Math.abs(bar.balance)));
  const edge = Math.max(10, Math.ceil(extent / 10) * 10);
  return { bars, domain: [-edge, edge] };
}
