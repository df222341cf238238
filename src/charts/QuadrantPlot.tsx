import { useMemo, type ReactNode, type Ref } from 'react';
import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { formatFigure } from './figure-format';
import { BottomAxis, LeftAxis, PlotGrid, type PlotBox } from './plot-axes';
import { linearScale, niceTicks, type Scale } from './plot-scale';
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

/** The plot's scales, from figures to the SVG's pixels. */
export interface PlotScales {
  x: Scale;
  y: Scale;
}

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
  /** The layer that draws the points, on the plot's scales. */
  children: (scales: PlotScales) => ReactNode;
}

/**
 * Importance (x) against performance (y), with the mean of each as a dashed guide: the frame the
 * results' and the comparison's quadrant charts share, drawn as plain SVG (a grid, two axes and
 * two lines need no chart library). The layer of points is theirs.
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
  const size = plotSize(width, height, unit);
  const box: PlotBox = {
    left: MARGIN.left + Y_AXIS_WIDTH[unit],
    top: MARGIN.top,
    right: MARGIN.left + Y_AXIS_WIDTH[unit] + size.width,
    bottom: MARGIN.top + size.height,
  };
  const { xDomain, yDomain } = domains;
  const scales = useMemo(
    () => ({
      x: linearScale(xDomain, [box.left, box.right]),
      y: linearScale(yDomain, [box.bottom, box.top]),
    }),
    [xDomain, yDomain, box.left, box.right, box.bottom, box.top],
  );
  const xTicks = niceTicks(xDomain);
  const yTicks = niceTicks(yDomain);
  const format = (value: number) => formatFigure(value, unit);
  const meanX = scales.x(domains.meanImportance);
  const meanY = scales.y(domains.meanPerformance);
  const middleY = (box.top + box.bottom) / 2;
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
      {size.width > 0 && (
        <svg
          className="chart-surface"
          display="block"
          width={width}
          height={height - LEGEND_HEIGHT}
        >
          <PlotGrid
            box={box}
            xs={xTicks.map(scales.x)}
            ys={yTicks.map(scales.y)}
            stroke={colors.grid}
          />
          <BottomAxis
            box={box}
            scale={scales.x}
            ticks={xTicks}
            format={format}
            stroke={colors.grid}
            fill={colors.textSecondary}
          />
          <LeftAxis
            box={box}
            labels={yTicks.map((value) => ({ y: scales.y(value), text: format(value) }))}
            stroke={colors.grid}
            fill={colors.textSecondary}
          />
          <text
            x={(box.left + box.right) / 2}
            y={box.bottom + X_AXIS_HEIGHT + 14}
            textAnchor="middle"
            fill={colors.text}
          >
            {t`Importance →`}
          </text>
          <text
            x={MARGIN.left + 8}
            y={middleY}
            dy="0.355em"
            transform={`rotate(-90, ${MARGIN.left + 8}, ${middleY})`}
            textAnchor="middle"
            fill={colors.text}
          >
            {t`Performance →`}
          </text>
          <path
            className="quadrant-means"
            d={`M${meanX},${box.top}V${box.bottom}M${box.left},${meanY}H${box.right}`}
            stroke={colors.textSecondary}
            strokeDasharray="4 4"
            fill="none"
          />
          {children(scales)}
        </svg>
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
