import type { ReactElement } from 'react';
import { memo, useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Bar, BarChart, CartesianGrid, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import type { BaseTickContentProps } from 'recharts';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { alpha, type Theme } from '@mui/material/styles';
import { Delta } from '../components/Delta';
import { formatDelta } from '../lib/format';
import { useSteppedReveal } from '../lib/use-stepped-reveal';
import { blocksOf } from './balance-data';
import type { PairedBalanceData, PairedBalanceRow } from './compare-data';
import { plainTick } from './plain-tick';
import { shortLabel } from './quadrant-data';
import { useChartColors, type ChartColors } from './use-chart-colors';
import { useElementWidth } from './use-element-width';

export interface PairedBalanceChartProps {
  data: PairedBalanceData;
  /** The service tested B against A: the balance, which has no test, then says so. */
  tested?: boolean;
}

/** Two bars and the gap between attitudes. */
const ROW_HEIGHT = 34;
const MARGIN_Y = 8;
const MARGIN_X = { left: 8, right: 24 };
const X_AXIS_HEIGHT = 30;
const LEGEND_HEIGHT = 28;
const WIDE_CHART = 560;

export function pairedBalanceHeight(count: number): number {
  return Math.max(160, count * ROW_HEIGHT + 56) + LEGEND_HEIGHT;
}

function Legend({ colors }: { colors: ChartColors }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        height: LEGEND_HEIGHT,
        display: 'flex',
        justifyContent: 'center',
        alignItems: 'center',
        columnGap: 2.5,
        typography: 'body2',
        color: 'text.primary',
      }}
    >
      <Box
        component="li"
        data-legend-color={colors.groups.a}
        data-legend-shape="ring"
        sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}
      >
        <svg width={16} height={10} aria-hidden>
          <rect
            x={1}
            y={1}
            width={14}
            height={8}
            fill={alpha(colors.groups.a, 0.3)}
            stroke={colors.groups.a}
            strokeWidth={1.5}
          />
        </svg>
        <Trans>Group A</Trans>
      </Box>
      <Box
        component="li"
        data-legend-color={colors.groups.b}
        sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}
      >
        <svg width={16} height={10} aria-hidden>
          <rect width={16} height={10} fill={colors.groups.b} />
        </svg>
        <Trans>Group B</Trans>
      </Box>
    </Box>
  );
}

interface BlockProps {
  rows: PairedBalanceRow[];
  domain: [number, number];
  first: boolean;
  last: boolean;
  width: number;
  height: number;
  colors: ChartColors;
  labelWidth: number;
  nameTick: (props: BaseTickContentProps) => ReactElement;
  valueTick: (props: BaseTickContentProps) => ReactElement;
  tested: boolean;
}

const PairedBlock = memo(function PairedBlock({
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
  tested,
}: BlockProps) {
  const { t } = useLingui();
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
      barCategoryGap={6}
      barGap={1}
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
          const row = active ? (payload?.[0]?.payload as PairedBalanceRow | undefined) : null;
          if (!row) return null;
          const a = formatDelta(row.a);
          const b = formatDelta(row.b);
          const delta = (
            <Delta
              value={row.b}
              base={row.a}
              against="group-a"
              prefix={t`B − A`}
              test={tested ? 'not-tested' : undefined}
            />
          );
          return (
            <Paper
              variant="outlined"
              sx={{ p: 1.25, maxWidth: width - labelWidth - MARGIN_X.left - MARGIN_X.right }}
            >
              <Typography variant="subtitle2">{row.keyword}</Typography>
              <Typography variant="body2">
                <Trans>
                  A {a} · B {b} points
                </Trans>
              </Typography>
              <Typography variant="body2" color="textSecondary">
                {tested ? <Trans>{delta} · not tested</Trans> : delta}
              </Typography>
            </Paper>
          );
        }}
      />
      <Bar
        dataKey="a"
        name={t`Group A`}
        isAnimationActive={false}
        fill={alpha(colors.groups.a, 0.3)}
        stroke={colors.groups.a}
        strokeWidth={1.5}
      />
      <Bar dataKey="b" name={t`Group B`} isAnimationActive={false} fill={colors.groups.b} />
    </BarChart>
  );
});

/**
 * Both groups' fulfillment balance per attitude, as paired bars diverging from zero: group A's
 * hollow, group B's solid, in A's order (worst first). A long chart is drawn in blocks of bars on
 * one scale, one block per task, as the single report's balance chart is.
 */
function PairedBalanceChart({ data, tested = false }: PairedBalanceChartProps) {
  const colors = useChartColors();
  const [measure, width] = useElementWidth<HTMLDivElement>();
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
  const blocks = useMemo(() => blocksOf(data.rows), [data.rows]);
  const long = blocks.length > 1;
  const drawn = useSteppedReveal(blocks.length, { initial: long ? 0 : 1, wait: long ? 2 : 0 });

  return (
    <Box ref={measure} sx={{ width: '100%' }}>
      <Legend colors={colors} />
      {blocks.map((rows, index) => {
        const first = index === 0;
        const last = index === blocks.length - 1;
        const height =
          first && last
            ? pairedBalanceHeight(rows.length) - LEGEND_HEIGHT
            : rows.length * ROW_HEIGHT +
              (first ? MARGIN_Y : 0) +
              (last ? MARGIN_Y + X_AXIS_HEIGHT : 0);
        return index < drawn && width > 0 ? (
          <PairedBlock
            key={index}
            rows={rows}
            domain={data.domain}
            first={first}
            last={last}
            width={width}
            height={height}
            colors={colors}
            labelWidth={label.width}
            nameTick={nameTick}
            valueTick={valueTick}
            tested={tested}
          />
        ) : (
          <Box key={index} sx={{ height }} />
        );
      })}
    </Box>
  );
}

export default memo(PairedBalanceChart);
