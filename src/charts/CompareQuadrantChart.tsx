import { memo, useMemo, useState, useSyncExternalStore } from 'react';
import { CartesianGrid, Label, ReferenceLine, ScatterChart, XAxis, YAxis } from 'recharts';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Delta } from '../components/Delta';
import { formatNumber } from '../lib/format';
import { COMPARISON_SIDES, type SignificanceTest } from '../lib/significance-marks';
import type { CompareQuadrantData } from './compare-data';
import CompareLayer from './CompareLayer';
import { plainTick } from './plain-tick';
import { LABEL_LIMIT, placeLabels, type LabelPlacement } from './quadrant-data';
import { createHoverStore, type HoverStore } from './quadrant-hover';
import { useChartColors } from './use-chart-colors';
import { useElementWidth } from './use-element-width';

export interface CompareQuadrantChartProps {
  data: CompareQuadrantData;
  /** Axis wording for the figures plotted ("rebased" means, "agreed" shares). */
  unit: '' | '%';
  height?: number;
}

const MARGIN = { top: 16, right: 24, bottom: 24, left: 8 };
const Y_AXIS_WIDTH = { '': 54, '%': 64 } as const;
const X_AXIS_HEIGHT = 30;
const LEGEND_HEIGHT = 28;
const TOOLTIP_WIDTH = 280;

/** Group A (a ring) and group B (a dot): the shapes say which is which without the colours. */
function Legend({ a, b }: { a: string; b: string }) {
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
        data-legend-color={a}
        data-legend-shape="ring"
        sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}
      >
        <svg width={12} height={12} aria-hidden>
          <circle cx={6} cy={6} r={4.5} fill="none" stroke={a} strokeWidth={2} />
        </svg>
        Group A
      </Box>
      <Box
        component="li"
        data-legend-color={b}
        sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}
      >
        <svg width={12} height={12} aria-hidden>
          <circle cx={6} cy={6} r={6} fill={b} />
        </svg>
        Group B
      </Box>
    </Box>
  );
}

function FigureLine({
  name,
  a,
  b,
  test,
  unit,
  sense,
}: {
  name: string;
  a: number | undefined;
  b: number;
  test: SignificanceTest | undefined;
  unit: string;
  sense: 'higher-better' | 'neutral';
}) {
  return (
    <Typography variant="body2">
      {name}: A {a === undefined ? '—' : `${formatNumber(a)}${unit}`}, B {formatNumber(b)}
      {unit}{' '}
      <Delta
        value={b}
        base={a}
        unit={unit}
        sense={sense}
        test={test}
        against="group A"
        sides={COMPARISON_SIDES}
        prefix="B − A"
      />
    </Typography>
  );
}

function HoverTooltip({
  hover,
  unit,
  width,
}: {
  hover: HoverStore;
  unit: '' | '%';
  width: number;
}) {
  const hovered = useSyncExternalStore(hover.subscribe, hover.get);
  if (!hovered) return null;
  const { point, x, y } = hovered;
  const left = x + 16 + TOOLTIP_WIDTH > width ? Math.max(0, x - 16 - TOOLTIP_WIDTH) : x + 16;
  return (
    <Paper
      variant="outlined"
      sx={{
        position: 'absolute',
        left,
        top: y + LEGEND_HEIGHT + 12,
        p: 1.25,
        maxWidth: TOOLTIP_WIDTH,
        pointerEvents: 'none',
        zIndex: 1,
      }}
    >
      <Typography variant="subtitle2">{point.keyword}</Typography>
      <FigureLine
        name="Importance"
        a={point.before?.importance}
        b={point.importance}
        test={point.tests?.importance}
        unit={unit}
        sense="neutral"
      />
      <FigureLine
        name="Performance"
        a={point.before?.performance}
        b={point.performance}
        test={point.tests?.performance}
        unit={unit}
        sense="higher-better"
      />
    </Paper>
  );
}

/**
 * Importance (x) against performance (y) for two groups: each attitude's group A position (a
 * ring) joined by an arrow to its group B position (a dot). Arrows of significant moves are bold
 * when the service tested B against A. The guide lines are group A's means.
 */
function CompareQuadrantChart({ data, unit, height = 460 }: CompareQuadrantChartProps) {
  const colors = useChartColors();
  const [hover] = useState(createHoverStore);
  const [measure, width] = useElementWidth<HTMLDivElement>({
    later: data.points.length > LABEL_LIMIT,
  });
  const labels = useMemo(
    () =>
      data.points.length > LABEL_LIMIT
        ? new Map<string, LabelPlacement>()
        : // Every A ring is kept clear of names, as a significant shift's ring is on one report.
          placeLabels(
            data.points.map((point) => ({ ...point, shifted: true })),
            {
              xDomain: data.xDomain,
              yDomain: data.yDomain,
              width: width - MARGIN.left - MARGIN.right - Y_AXIS_WIDTH[unit],
              height: height - MARGIN.top - MARGIN.bottom - X_AXIS_HEIGHT - LEGEND_HEIGHT,
              maxChars: width >= 600 ? 26 : 16,
            },
          ),
    [data, width, height, unit],
  );
  const tick = useMemo(
    () => plainTick(colors.textSecondary, (value) => `${String(value)}${unit}`),
    [colors.textSecondary, unit],
  );
  const layerColors = useMemo(
    () => ({
      a: colors.groups.a,
      b: colors.groups.b,
      text: colors.text,
      textSecondary: colors.textSecondary,
      background: colors.background,
    }),
    [colors],
  );
  return (
    <Box
      ref={measure}
      onMouseLeave={() => hover.set(null)}
      sx={{
        position: 'relative',
        width: '100%',
        height,
        '& .compare-point:focus-visible circle:last-of-type': {
          stroke: colors.text,
          strokeWidth: 3,
        },
      }}
    >
      <Legend a={colors.groups.a} b={colors.groups.b} />
      {width > 0 && (
        <ScatterChart
          width={width}
          height={height - LEGEND_HEIGHT}
          margin={MARGIN}
          accessibilityLayer={false}
        >
          <CartesianGrid stroke={colors.grid} />
          <XAxis
            type="number"
            dataKey="importance"
            name="Importance"
            domain={data.xDomain}
            interval={0}
            tick={tick}
            stroke={colors.grid}
            height={X_AXIS_HEIGHT}
          >
            <Label value="Importance →" position="insideBottom" offset={-14} fill={colors.text} />
          </XAxis>
          <YAxis
            type="number"
            dataKey="performance"
            name="Performance"
            domain={data.yDomain}
            interval={0}
            tick={tick}
            stroke={colors.grid}
            width={Y_AXIS_WIDTH[unit]}
          >
            <Label
              value="Performance →"
              angle={-90}
              position="insideLeft"
              offset={8}
              fill={colors.text}
              style={{ textAnchor: 'middle' }}
            />
          </YAxis>
          <ReferenceLine
            x={data.meanImportance}
            stroke={colors.textSecondary}
            strokeDasharray="4 4"
            ifOverflow="extendDomain"
          />
          <ReferenceLine
            y={data.meanPerformance}
            stroke={colors.textSecondary}
            strokeDasharray="4 4"
            ifOverflow="extendDomain"
          />
          <CompareLayer
            points={data.points}
            labels={labels}
            unit={unit}
            hover={hover}
            tested={data.tested}
            colors={layerColors}
          />
        </ScatterChart>
      )}
      <HoverTooltip hover={hover} unit={unit} width={width} />
    </Box>
  );
}

export default memo(CompareQuadrantChart);
