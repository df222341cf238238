import type { ReactElement } from 'react';
import { memo, useCallback, useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
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
import type { Theme } from '@mui/material/styles';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Delta } from '../components/Delta';
import { formatDelta } from '../lib/format';
import { useSteppedReveal } from '../lib/use-stepped-reveal';
import { blocksOf, type BalanceBar, type BalanceData } from './balance-data';
import { plainTick } from './plain-tick';
import { shortLabel } from './quadrant-data';
import { useChartColors, type ChartColors } from './use-chart-colors';
import { useElementWidth } from './use-element-width';

export interface BalanceChartProps {
  data: BalanceData;
  onSelect?: (id: string) => void;
  /**
   * The service tests the filtered figures: the balance's Δ (which has no test of its own) then
   * says it is not tested, rather than looking like the marked ones.
   */
  tested?: boolean;
}

const ROW_HEIGHT = 26;
const MARGIN_Y = 8;
const MARGIN_X = { left: 8, right: 24 };
const X_AXIS_HEIGHT = 30;
/** From this width (px) the names get room for 28 characters rather than 20. */
const WIDE_CHART = 560;

/** The height of the chart for `count` bars (its skeleton uses it too). */
export function balanceChartHeight(count: number): number {
  return Math.max(160, count * ROW_HEIGHT + 56);
}

interface BlockProps {
  bars: BalanceBar[];
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
  shape: (props: BarShapeProps) => ReactElement;
  onSelect: ((id: string) => void) | undefined;
  tested: boolean;
}

const BalanceBlock = memo(function BalanceBlock({
  bars,
  domain,
  first,
  last,
  width,
  height,
  colors,
  labelWidth,
  nameTick,
  valueTick,
  shape,
  onSelect,
  tested,
}: BlockProps) {
  const { t } = useLingui();
  return (
    <BarChart
      width={width}
      height={height}
      layout="vertical"
      data={bars}
      margin={{
        top: first ? MARGIN_Y : 0,
        right: MARGIN_X.right,
        bottom: last ? MARGIN_Y : 0,
        left: MARGIN_X.left,
      }}
      barCategoryGap={4}
      accessibilityLayer={false}
    >
      <CartesianGrid stroke={colors.grid} horizontal={false} />
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
          const bar = active ? (payload?.[0]?.payload as BalanceBar | undefined) : null;
          if (!bar) return null;
          const balance = formatDelta(bar.balance);
          const delta = bar.before !== undefined && (
            <Delta value={bar.balance} base={bar.before} test={tested ? 'not-tested' : undefined} />
          );
          return (
            // Recharts keeps the tooltip inside the plot only if it fits: no wider than the plot,
            // it wraps on a phone instead of running past the card, which clips it.
            <Paper
              variant="outlined"
              sx={{ p: 1.25, maxWidth: width - labelWidth - MARGIN_X.left - MARGIN_X.right }}
            >
              <Typography variant="subtitle2">{bar.keyword}</Typography>
              <Typography variant="body2">
                {bar.fulfilled ? (
                  <Trans>Balance {balance} points · Fulfilled</Trans>
                ) : (
                  <Trans>Balance {balance} points · Unfulfilled</Trans>
                )}
              </Typography>
              {delta && (
                <Typography variant="body2" color="textSecondary">
                  {tested ? (
                    <Trans>Against everyone: {delta} · not tested</Trans>
                  ) : (
                    <Trans>Against everyone: {delta}</Trans>
                  )}
                </Typography>
              )}
            </Paper>
          );
        }}
      />
      <Bar
        dataKey="balance"
        name={t`Fulfillment balance`}
        isAnimationActive={false}
        onClick={(entry: { payload?: BalanceBar }) => entry.payload && onSelect?.(entry.payload.id)}
        style={{ cursor: onSelect ? 'pointer' : 'default' }}
        shape={shape}
      />
    </BarChart>
  );
});

/**
 * Fulfillment balance as bars diverging from zero, worst first, coloured by sign. A long chart is
 * drawn as stacked blocks of BALANCE_BLOCK bars on one scale (see blocksOf), one block per task: recharts
 * draws a chart in one go, and 500 bars in one go freeze the page for a second or more.
 */
function BalanceChart({ data, onSelect, tested = false }: BalanceChartProps) {
  const colors = useChartColors();
  const [measure, width] = useElementWidth<HTMLDivElement>();
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

  const blocks = useMemo(() => blocksOf(data.bars), [data.bars]);
  // A long chart starts after the page, and after the quadrant beside it has drawn: recharts
  // draws each chart in several passes within one task, and two charts starting together made
  // that one task twice as long.
  const long = blocks.length > 1;
  const drawn = useSteppedReveal(blocks.length, { initial: long ? 0 : 1, wait: long ? 2 : 0 });

  return (
    <Box ref={measure} sx={{ width: '100%' }}>
      {blocks.map((bars, index) => {
        const first = index === 0;
        const last = index === blocks.length - 1;
        const height =
          first && last
            ? balanceChartHeight(bars.length)
            : bars.length * ROW_HEIGHT +
              (first ? MARGIN_Y : 0) +
              (last ? MARGIN_Y + X_AXIS_HEIGHT : 0);
        return index < drawn && width > 0 ? (
          <BalanceBlock
            key={index}
            bars={bars}
            domain={data.domain}
            first={first}
            last={last}
            width={width}
            height={height}
            colors={colors}
            labelWidth={label.width}
            nameTick={nameTick}
            valueTick={valueTick}
            shape={shape}
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
