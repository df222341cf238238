import type { ReactElement, ReactNode } from 'react';
import { memo, useCallback, useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Rectangle,
  ReferenceLine,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { BarShapeProps, BaseTickContentProps } from 'recharts';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { alpha, type Theme } from '@mui/material/styles';
import { formatDelta } from '../lib/format';
import { useSteppedReveal } from '../lib/use-stepped-reveal';
import {
  BALANCE_LEGEND_HEIGHT,
  BALANCE_ROW_HEIGHT,
  balanceChartHeight,
  blocksOf,
  type BalanceBar,
  type BalanceData,
} from './balance-data';
import { GroupLegend, PairTip, SingleTip } from './balance-tips';
import type { PairedBalanceData, PairedBalanceRow } from './compare-data';
import { plainTick } from './plain-tick';
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

type Row = BalanceBar | PairedBalanceRow;

/**
 * The grid places its horizontal lines even when it draws none, measuring every attitude's name in
 * the DOM to do so (a forced layout per name): there are none to place.
 */
const noHorizontalLines = () => [];

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
  nameTick: (props: BaseTickContentProps) => ReactElement;
  valueTick: (props: BaseTickContentProps) => ReactElement;
  paired: boolean;
  /** The bars of one or two groups, made once by the chart. */
  bars: ReactNode;
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
  nameTick,
  valueTick,
  paired,
  bars,
  tested,
}: BlockProps) {
  const maxWidth = width - labelWidth - MARGIN_X.left - MARGIN_X.right;
  return (
    <BarChart
      width={width}
      height={height}
      layout="vertical"
      data={rows}
      margin={{
        top: first ? MARGIN_Y : 0,
        right: MARGIN_X.right,
        bottom: last ? MARGIN_Y : 0,
        left: MARGIN_X.left,
      }}
      barCategoryGap={paired ? 6 : 4}
      {...(paired ? { barGap: 1 } : {})}
      accessibilityLayer={false}
    >
      <CartesianGrid
        stroke={colors.grid}
        horizontal={false}
        horizontalCoordinatesGenerator={noHorizontalLines}
      />
      <XAxis
        type="number"
        domain={domain}
        hide={!last}
        height={X_AXIS_HEIGHT}
        interval={0}
        tick={valueTick}
        stroke={colors.grid}
      />
      <YAxis
        type="category"
        dataKey="keyword"
        width={labelWidth}
        interval={0}
        stroke={colors.grid}
        tick={nameTick}
      />
      <ReferenceLine x={0} stroke={colors.textSecondary} />
      <Tooltip
        cursor={{ fill: colors.grid }}
        content={({ active, payload }) => {
          const row = active ? (payload?.[0]?.payload as Row | undefined) : null;
          if (!row) return null;
          return 'a' in row ? (
            <PairTip row={row} tested={tested} maxWidth={maxWidth} />
          ) : (
            <SingleTip row={row} tested={tested} maxWidth={maxWidth} />
          );
        }}
      />
      {bars}
    </BarChart>
  );
});

/** One group's bars coloured by sign; clicking one selects its attitude. */
function useSingleBars(colors: ChartColors, onSelect: ((id: string) => void) | undefined) {
  const { t } = useLingui();
  // One shape colouring each bar by its sign rather than a <Cell> per bar, which recharts walks
  // on each of its internal updates.
  const positive = colors.tones.positive;
  const negative = colors.tones.negative;
  const shape = useCallback(
    (props: BarShapeProps) => (
      <Rectangle
        {...props}
        fill={(props.payload as BalanceBar | undefined)?.fulfilled ? positive : negative}
      />
    ),
    [positive, negative],
  );
  const name = t`Fulfillment balance`;
  return useMemo(
    () => (
      <Bar
        dataKey="balance"
        name={name}
        isAnimationActive={false}
        onClick={(entry: { payload?: BalanceBar }) => entry.payload && onSelect?.(entry.payload.id)}
        style={{ cursor: onSelect ? 'pointer' : 'default' }}
        shape={shape}
      />
    ),
    [name, onSelect, shape],
  );
}

/** Group A's bar hollow, group B's solid. */
function usePairedBars(colors: ChartColors) {
  const { t } = useLingui();
  const nameA = t`Group A`;
  const nameB = t`Group B`;
  const a = colors.groups.a;
  const b = colors.groups.b;
  return useMemo(
    () => [
      <Bar
        key="a"
        dataKey="a"
        name={nameA}
        isAnimationActive={false}
        fill={alpha(a, 0.3)}
        stroke={a}
        strokeWidth={1.5}
      />,
      <Bar key="b" dataKey="b" name={nameB} isAnimationActive={false} fill={b} />,
    ],
    [nameA, nameB, a, b],
  );
}

/**
 * Fulfillment balance as bars diverging from zero, worst first: one group's coloured by sign, or
 * two groups' paired in A's order. A long chart is drawn as stacked blocks of BALANCE_BLOCK bars
 * on one scale (see blocksOf), one block per task: recharts draws a chart in one go, and 500 bars
 * in one go freeze the page for a second or more.
 */
function BalanceChart({ data, onSelect, tested = false }: BalanceChartProps) {
  const colors = useChartColors();
  const [measure, width] = useElementWidth<HTMLDivElement>();
  const paired = 'rows' in data;
  const rows: Row[] = paired ? data.rows : data.bars;
  const single = useSingleBars(colors, onSelect);
  const pair = usePairedBars(colors);
  // Narrow screens give the bars more room and the names less; a wide chart names in full what
  // a half-width one shortens ("Support responsiveness").
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const label = narrow
    ? { chars: 14, width: 112 }
    : width >= WIDE_CHART
      ? { chars: 28, width: 200 }
      : { chars: 20, width: 150 };
  const labelChars = label.chars;
  const nameTick = useMemo(
    () => plainTick(colors.text, (name) => shortLabel(String(name), labelChars)),
    [colors.text, labelChars],
  );
  const valueTick = useMemo(
    () => plainTick(colors.textSecondary, (value) => formatDelta(Number(value))),
    [colors.textSecondary],
  );

  const blocks = useMemo(() => blocksOf(rows), [rows]);
  // A long chart starts after the page, and after the quadrant beside it has drawn: recharts
  // draws each chart in several passes within one task, and two charts starting together made
  // that one task twice as long.
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
            nameTick={nameTick}
            valueTick={valueTick}
            paired={paired}
            bars={paired ? pair : single}
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
