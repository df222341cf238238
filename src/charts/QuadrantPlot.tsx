import { useMemo, type ReactNode, type Ref } from 'react';
import { useLingui } from '@lingui/react/macro';
import { CartesianGrid, Label, ReferenceLine, ScatterChart, XAxis, YAxis } from 'recharts';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { formatFigure } from './figure-format';
import { plainTick } from './plain-tick';
import type { ChartColors } from './use-chart-colors';

// The chart's frame around the plot, in pixels: margins, the y axis, the x axis and the legend.
const MARGIN = { top: 16, right: 24, bottom: 24, left: 8 };
/**
 * The y axis holds its rotated title (about 19 px) and, right of it, the widest tick: "100" or
 * "100%" in 12 px type, up to 34 px in the widest sans-serif fallbacks (DejaVu Sans).
 */
const Y_AXIS_WIDTH = { '': 54, '%': 64 } as const;
const X_AXIS_HEIGHT = 30;
export const LEGEND_HEIGHT = 28;

/** The plot's own size inside the frame, where point labels are placed. */
export function plotSize(width: number, height: number, unit: '' | '%') {
  return {
    width: width - MARGIN.left - MARGIN.right - Y_AXIS_WIDTH[unit],
    height: height - MARGIN.top - MARGIN.bottom - X_AXIS_HEIGHT - LEGEND_HEIGHT,
  };
}

/** A legend's list box: one line above the plot, centred. */
export const legendSx = (columnGap: number) =>
  ({
    listStyle: 'none',
    m: 0,
    p: 0,
    height: LEGEND_HEIGHT,
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    alignItems: 'center',
    columnGap,
    typography: 'body2',
    color: 'text.primary',
  }) as const;

interface QuadrantPlotProps {
  measure: Ref<HTMLDivElement>;
  width: number;
  height: number;
  unit: '' | '%';
  domains: {
    xDomain: [number, number];
    yDomain: [number, number];
    meanImportance: number;
    meanPerformance: number;
  };
  colors: ChartColors;
  /** The class of the layer's focusable points, ringed when focused from the keyboard. */
  pointClass: string;
  legend: ReactNode;
  tooltip: ReactNode;
  onLeave: () => void;
  /** The layer that draws the points, inside the chart. */
  children: ReactNode;
}

/**
 * Importance (x) against performance (y), with the mean of each as a dashed guide: the frame the
 * results' and the comparison's quadrant charts share. The layer of points is theirs.
 */
export function QuadrantPlot({
  measure,
  width,
  height,
  unit,
  domains,
  colors,
  pointClass,
  legend,
  tooltip,
  onLeave,
  children,
}: QuadrantPlotProps) {
  const { t } = useLingui();
  const tick = useMemo(
    () => plainTick(colors.textSecondary, (value) => formatFigure(Number(value), unit)),
    [colors.textSecondary, unit],
  );
  return (
    <Box
      ref={measure}
      onMouseLeave={onLeave}
      sx={{
        position: 'relative',
        width: '100%',
        height,
        [`& .${pointClass}:focus-visible circle:last-of-type`]: {
          stroke: colors.text,
          strokeWidth: 3,
        },
      }}
    >
      {legend}
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
            name={t`Importance`}
            domain={domains.xDomain}
            interval={0}
            tick={tick}
            stroke={colors.grid}
            height={X_AXIS_HEIGHT}
          >
            <Label
              value={t`Importance →`}
              position="insideBottom"
              offset={-14}
              fill={colors.text}
            />
          </XAxis>
          <YAxis
            type="number"
            dataKey="performance"
            name={t`Performance`}
            domain={domains.yDomain}
            interval={0}
            tick={tick}
            stroke={colors.grid}
            width={Y_AXIS_WIDTH[unit]}
          >
            <Label
              value={t`Performance →`}
              angle={-90}
              position="insideLeft"
              offset={8}
              fill={colors.text}
              style={{ textAnchor: 'middle' }}
            />
          </YAxis>
          <ReferenceLine
            x={domains.meanImportance}
            stroke={colors.textSecondary}
            strokeDasharray="4 4"
            ifOverflow="extendDomain"
          />
          <ReferenceLine
            y={domains.meanPerformance}
            stroke={colors.textSecondary}
            strokeDasharray="4 4"
            ifOverflow="extendDomain"
          />
          {children}
        </ScatterChart>
      )}
      {tooltip}
    </Box>
  );
}

/** The figures of the point under the pointer or focus, beside it on the side with room. */
export function PlotTooltip({
  x,
  y,
  plotWidth,
  maxWidth,
  children,
}: {
  x: number;
  y: number;
  plotWidth: number;
  maxWidth: number;
  children: ReactNode;
}) {
  const left = x + 16 + maxWidth > plotWidth ? Math.max(0, x - 16 - maxWidth) : x + 16;
  return (
    <Paper
      variant="outlined"
      sx={{
        position: 'absolute',
        left,
        top: y + LEGEND_HEIGHT + 12,
        p: 1.25,
        maxWidth,
        pointerEvents: 'none',
        zIndex: 1,
      }}
    >
      {children}
    </Paper>
  );
}
