import { memo, useMemo, useState, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { formatDelta } from '../lib/format';
import { useSteppedReveal } from '../lib/use-stepped-reveal';
import {
  BALANCE_LEGEND_HEIGHT,
  BALANCE_ROW_HEIGHT,
  balanceChartHeight,
  blocksOf,
  type BalanceData,
} from './balance-data';
import { RowBars, type Row } from './balance-bars';
import { GroupLegend, PairTip, SingleTip } from './balance-tips';
import type { PairedBalanceData } from './compare-data';
import { BottomAxis, LeftAxis, PlotGrid, type PlotBox } from './plot-axes';
import { linearScale, niceTicks } from './plot-scale';
import { shortLabel } from './quadrant-data';
import { useChartColors, type ChartColors } from './use-chart-colors';
import { useElementWidth } from './use-element-width';

/**
 * One group's balance (`BalanceData`: a bar per attitude, coloured by sign) or two groups'
 * (`PairedBalanceData`: A's bar hollow, B's solid, in A's order).
 */
export type BalanceChartProps =
  | {
      data: BalanceData;
      onSelect?: (id: string) => void;
      /**
       * The service tests the filtered figures: the balance's Δ (which has no test of its own)
       * then says it is not tested, rather than looking like the marked ones.
       */
      tested?: boolean;
    }
  | {
      data: PairedBalanceData;
      onSelect?: undefined;
      /** The service tested B against A: the balance, which has no test, then says so. */
      tested?: boolean;
    };

const MARGIN_Y = 8;
const MARGIN_X = { left: 8, right: 24 };
const X_AXIS_HEIGHT = 30;
/** From this width (px) the names get room for 28 characters rather than 20. */
const WIDE_CHART = 560;

/** The row under the pointer, and where the pointer is in the block. */
interface Hovered {
  index: number;
  x: number;
  y: number;
}

interface BlockProps {
  rows: Row[];
  domain: [number, number];
  /** The first block has the top margin; the last one the x axis and the bottom margin. */
  first: boolean;
  last: boolean;
  width: number;
  height: number;
  colors: ChartColors;
  labelWidth: number;
  labelChars: number;
  onSelect: ((id: string) => void) | undefined;
  tested: boolean;
}

const BalanceBlock = memo(function BalanceBlock({
  rows,
  domain,
  first,
  last,
  width,
  height,
  colors,
  labelWidth,
  labelChars,
  onSelect,
  tested,
}: BlockProps) {
  const [hovered, setHovered] = useState<Hovered | null>(null);
  const box: PlotBox = {
    left: MARGIN_X.left + labelWidth,
    right: width - MARGIN_X.right,
    top: first ? MARGIN_Y : 0,
    bottom: height - (last ? MARGIN_Y + X_AXIS_HEIGHT : 0),
  };
  const x = linearScale(domain, [box.left, box.right]);
  const ticks = niceTicks(domain);
  const band = (box.bottom - box.top) / Math.max(1, rows.length);
  const zero = x(0);
  const rowTop = (index: number) => box.top + index * band;
  const maxWidth = box.right - box.left;

  const track = (event: MouseEvent<SVGSVGElement>) => {
    const frame = event.currentTarget.getBoundingClientRect();
    const at = { x: event.clientX - frame.left, y: event.clientY - frame.top };
    const index = Math.floor((at.y - box.top) / band);
    setHovered(index >= 0 && index < rows.length && at.x >= box.left ? { index, ...at } : null);
  };
  const row = hovered && rows[hovered.index];

  return (
    <Box sx={{ position: 'relative' }}>
      <svg
        className="chart-surface"
        display="block"
        width={width}
        height={height}
        onMouseMove={track}
        onMouseLeave={() => setHovered(null)}
      >
        {hovered && (
          <rect
            x={box.left}
            y={rowTop(hovered.index)}
            width={maxWidth}
            height={band}
            fill={colors.grid}
          />
        )}
        <PlotGrid box={box} xs={ticks.map(x)} stroke={colors.grid} />
        {last && (
          <BottomAxis
            box={box}
            scale={x}
            ticks={ticks}
            format={formatDelta}
            stroke={colors.grid}
            fill={colors.textSecondary}
          />
        )}
        <LeftAxis
          box={box}
          className="balance-name"
          labels={rows.map((r, index) => ({
            y: rowTop(index) + band / 2,
            text: shortLabel(r.keyword, labelChars),
          }))}
          stroke={colors.grid}
          fill={colors.text}
        />
        <path d={`M${zero},${box.top}V${box.bottom}`} stroke={colors.textSecondary} />
        {rows.map((r, index) => (
          <RowBars
            key={r.id}
            row={r}
            top={rowTop(index)}
            band={band}
            zero={zero}
            x={x}
            colors={colors}
            onSelect={onSelect}
          />
        ))}
      </svg>
      {hovered && row && (
        <Box
          sx={{
            position: 'absolute',
            left: Math.max(0, Math.min(hovered.x + 12, width - maxWidth)),
            top: hovered.y + 12,
            maxWidth,
            pointerEvents: 'none',
            zIndex: 1,
          }}
        >
          {'a' in row ? (
            <PairTip row={row} tested={tested} maxWidth={maxWidth} />
          ) : (
            <SingleTip row={row} tested={tested} maxWidth={maxWidth} />
          )}
        </Box>
      )}
    </Box>
  );
});

/**
 * Fulfillment balance as bars diverging from zero, worst first: one group's coloured by sign, or
 * two groups' paired in A's order. Plain SVG, one element per bar and name. A long chart is drawn
 * as stacked blocks of BALANCE_BLOCK bars on one scale (see blocksOf), one block per task, so 500
 * bars do not hold the page in one long task.
 */
function BalanceChart({ data, onSelect, tested = false }: BalanceChartProps) {
  const colors = useChartColors();
  const [measure, width] = useElementWidth<HTMLDivElement>({ remember: 'balance' });
  const paired = 'rows' in data;
  const rows: Row[] = paired ? data.rows : data.bars;
  // Narrow screens give the bars more room and the names less; a wide chart names in full what
  // a half-width one shortens ("Support responsiveness").
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const label = narrow
    ? { chars: 14, width: 112 }
    : width >= WIDE_CHART
      ? { chars: 28, width: 200 }
      : { chars: 20, width: 150 };

  const blocks = useMemo(() => blocksOf(rows), [rows]);
  // A long chart starts after the page, and after the quadrant beside it has drawn, so the two
  // do not share one task.
  const long = blocks.length > 1;
  const drawn = useSteppedReveal(blocks.length, { initial: long ? 0 : 1, wait: long ? 2 : 0 });
  const rowHeight = BALANCE_ROW_HEIGHT[paired ? 2 : 1];

  return (
    <Box ref={measure} sx={{ width: '100%' }}>
      {paired && <GroupLegend colors={colors} />}
      {blocks.map((block, index) => {
        const first = index === 0;
        const last = index === blocks.length - 1;
        const height =
          first && last
            ? balanceChartHeight(block.length, paired ? 2 : 1) -
              (paired ? BALANCE_LEGEND_HEIGHT : 0)
            : block.length * rowHeight +
              (first ? MARGIN_Y : 0) +
              (last ? MARGIN_Y + X_AXIS_HEIGHT : 0);
        return index < drawn && width > 0 ? (
          <BalanceBlock
            key={index}
            rows={block}
            domain={data.domain}
            first={first}
            last={last}
            width={width}
            height={height}
            colors={colors}
            labelWidth={label.width}
            labelChars={label.chars}
            onSelect={onSelect}
            tested={tested}
          />
        ) : (
          <Box key={index} sx={{ height }} />
        );
      })}
    </Box>
  );
}

export default memo(BalanceChart);
