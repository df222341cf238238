import { alpha } from '@mui/material/styles';
import type { BalanceBar } from './balance-data';
import type { PairedBalanceRow } from './compare-data';
import type { ChartColors } from './use-chart-colors';

/** An attitude's row of the balance chart: one group's bar, or two groups'. */
export type Row = BalanceBar | PairedBalanceRow;

/** Space above and below an attitude's bar, or pair of bars, within its row; between a pair. */
const ROW_GAP = { 1: 4, 2: 6 } as const;
const PAIR_GAP = 1;

/** One group's bar coloured by sign, or A's hollow bar above B's solid one. */
export function RowBars({
  row,
  top,
  band,
  zero,
  x,
  colors,
  onSelect,
}: {
  row: Row;
  top: number;
  band: number;
  zero: number;
  x: (value: number) => number;
  colors: ChartColors;
  onSelect: ((id: string) => void) | undefined;
}) {
  const bar = (value: number, y: number, height: number) => ({
    x: Math.min(zero, x(value)),
    y,
    width: Math.abs(x(value) - zero),
    height,
  });
  if ('a' in row) {
    const height = (band - 2 * ROW_GAP[2] - PAIR_GAP) / 2;
    const y = top + ROW_GAP[2];
    return (
      <>
        <rect
          className="balance-bar"
          {...bar(row.a, y, height)}
          fill={alpha(colors.groups.a, 0.3)}
          stroke={colors.groups.a}
          strokeWidth={1.5}
        />
        <rect
          className="balance-bar"
          {...bar(row.b, y + height + PAIR_GAP, height)}
          fill={colors.groups.b}
        />
      </>
    );
  }
  return (
    <rect
      className="balance-bar"
      {...bar(row.balance, top + ROW_GAP[1], band - 2 * ROW_GAP[1])}
      fill={row.fulfilled ? colors.tones.positive : colors.tones.negative}
      cursor={onSelect ? 'pointer' : undefined}
      onClick={onSelect && (() => onSelect(row.id))}
    />
  );
}
