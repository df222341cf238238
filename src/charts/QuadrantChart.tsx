import { memo, useMemo, useState, useSyncExternalStore } from 'react';
import { CartesianGrid, Label, ReferenceLine, ScatterChart, XAxis, YAxis } from 'recharts';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Delta } from '../components/Delta';
import { formatNumber } from '../lib/format';
import { classificationInfo, seolInfo } from '../lib/result-codes';
import { plainTick } from './plain-tick';
import { LABEL_LIMIT, placeLabels, type LabelPlacement, type QuadrantData } from './quadrant-data';
import { createHoverStore, type HoverStore } from './quadrant-hover';
import QuadrantLayer, { type QuadrantSeries } from './QuadrantLayer';
import { useChartColors } from './use-chart-colors';
import { useElementWidth } from './use-element-width';

export interface QuadrantChartProps {
  data: QuadrantData;
  /** Axis wording for the figures plotted ("rebased" means, "agreed" shares). */
  unit: '' | '%';
  onSelect?: (id: string) => void;
  height?: number;
  /**
   * Draw where each attitude sits for everyone (the points' `before`) and an arrow to the group's
   * position for those that moved significantly.
   */
  shifts?: boolean;
}

// The chart's frame around the plot, in pixels: margins, the y axis, the x axis and the legend.
const MARGIN = { top: 16, right: 24, bottom: 24, left: 8 };
/**
 * The y axis holds its rotated title (about 19 px) and, right of it, the widest tick: "100" or
 * "100%" in 12 px type, up to 34 px in the widest sans-serif fallbacks (DejaVu Sans).
 */
const Y_AXIS_WIDTH = { '': 54, '%': 64 } as const;
const X_AXIS_HEIGHT = 30;
const LEGEND_HEIGHT = 28;
const TOOLTIP_WIDTH = 260;

/** The series colours and what they mean; the words stay in the text colour for contrast. */
function Legend({ series }: { series: QuadrantSeries[] }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        height: LEGEND_HEIGHT,
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'center',
        alignItems: 'center',
        columnGap: 2,
        typography: 'body2',
        color: 'text.primary',
      }}
    >
      {series.map((group) => (
        <Box
          component="li"
          key={group.code}
          data-legend-color={group.color}
          sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}
        >
          <svg width={10} height={10} aria-hidden>
            <circle cx={5} cy={5} r={5} fill={group.color} />
          </svg>
          {group.name}
        </Box>
      ))}
    </Box>
  );
}

/** The figures of the point under the pointer or focus; only this re-renders on hover. */
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
  // Beside the point, on the side with room.
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
      {point.before ? (
        <>
          <Typography variant="body2">
            Importance {formatNumber(point.importance)}
            {unit}{' '}
            <Delta
              value={point.importance}
              base={point.before.importance}
              sense="neutral"
              unit={unit}
              test={point.tests?.importance}
            />
          </Typography>
          <Typography variant="body2">
            Performance {formatNumber(point.performance)}
            {unit}{' '}
            <Delta
              value={point.performance}
              base={point.before.performance}
              unit={unit}
              test={point.tests?.performance}
            />
          </Typography>
        </>
      ) : (
        <Typography variant="body2">
          Importance {formatNumber(point.importance)}
          {unit} · Performance {formatNumber(point.performance)}
          {unit}
        </Typography>
      )}
      <Typography variant="body2" color="textSecondary">
        {classificationInfo(point.classification).label} · {seolInfo(point.seol).label}
      </Typography>
    </Paper>
  );
}

/**
 * Importance (x) against performance (y) for every attitude, coloured by classification (the
 * legend explains the colours). Each point is a button: click, Enter or Space opens it.
 */
function QuadrantChart({ data, unit, onSelect, height = 440, shifts = false }: QuadrantChartProps) {
  const colors = useChartColors();
  const [hover] = useState(createHoverStore);
  const [measure, width] = useElementWidth<HTMLDivElement>({
    later: data.points.length > LABEL_LIMIT,
  });
  const labels = useMemo(
    () =>
      data.points.length > LABEL_LIMIT
        ? new Map<string, LabelPlacement>()
        : placeLabels(data.points, {
            xDomain: data.xDomain,
            yDomain: data.yDomain,
            width: width - MARGIN.left - MARGIN.right - Y_AXIS_WIDTH[unit],
            height: height - MARGIN.top - MARGIN.bottom - X_AXIS_HEIGHT - LEGEND_HEIGHT,
            // A chart across a wide screen names its attitudes in full more often.
            maxChars: width >= 600 ? 26 : 18,
          }),
    [data, width, height, unit],
  );
  const series = useMemo(() => {
    const groups = new Map<string, QuadrantSeries['points']>();
    for (const point of data.points) {
      const group = groups.get(point.classification) ?? [];
      group.push(point);
      groups.set(point.classification, group);
    }
    return [...groups.entries()].map(([code, points]): QuadrantSeries => {
      const info = classificationInfo(code);
      return { code, name: info.label, color: colors.tones[info.tone], points };
    });
  }, [data.points, colors.tones]);

  const shiftColors = useMemo(
    () =>
      shifts && data.points.some((point) => point.before)
        ? { ring: colors.textSecondary, arrow: colors.text }
        : undefined,
    [shifts, data.points, colors.textSecondary, colors.text],
  );
  const tick = useMemo(
    () => plainTick(colors.textSecondary, (value) => `${String(value)}${unit}`),
    [colors.textSecondary, unit],
  );
  return (
    <Box
      ref={measure}
      onMouseLeave={() => hover.set(null)}
      sx={{
        position: 'relative',
        width: '100%',
        height,
        '& .quadrant-point:focus-visible circle:last-of-type': {
          stroke: colors.text,
          strokeWidth: 3,
        },
      }}
    >
      <Legend series={series} />
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
          <QuadrantLayer
            series={series}
            labels={labels}
            unit={unit}
            onSelect={onSelect}
            hover={hover}
            text={colors.text}
            background={colors.background}
            shifts={shiftColors}
          />
        </ScatterChart>
      )}
      <HoverTooltip hover={hover} unit={unit} width={width} />
    </Box>
  );
}

export default memo(QuadrantChart);
