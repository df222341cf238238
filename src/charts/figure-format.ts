import { formatNumber, formatPercent } from '../lib/format';

/**
 * A plotted figure with its unit, in the language in use: "61.5" for a rebased mean, "65.8%"
 * ("65,8 %" in German) for an agreed share.
 */
export function formatFigure(value: number, unit: string): string {
  return unit === '%' ? formatPercent(value) : `${formatNumber(value)}${unit}`;
}
