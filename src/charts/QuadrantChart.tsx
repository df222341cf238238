import type { KeyboardEvent } from 'react';
import { memo, useCallback, useMemo, useState } from 'react';
import {
  CartesianGrid,
  Label,
  LabelList,
  Legend,
  ReferenceLine,
  ResponsiveContainer,
  Scatter,
  ScatterChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatNumber } from '../lib/format';
import { classificationInfo, seolInfo } from '../lib/result-codes';
import { placeLabels, shortLabel, type QuadrantData, type QuadrantPoint } from './quadrant-data';
import { useChartColors } from './use-chart-colors';

export interface QuadrantChartProps {
  data: QuadrantData;
  /** Axis wording for the figures plotted ("rebased" means, "agreed" shares). */
  unit: '' | '%';
  onSelect?: (id: string) => void;
  height?: number;
}

interface ShapeProps {
  cx?: number;
  cy?: number;
  payload?: unknown;
}

// The chart's frame around the plot, in pixels: margins, the y axis, the x axis and the legend.
const MARGIN = { top: 16, right: 24, bottom: 24, left: 8 };
const Y_AXIS_WIDTH = 44;
const X_AXIS_HEIGHT = 30;
const LEGEND_HEIGHT = 28;

/**
 * Importance (x) against performance (y) for every attitude, one series per classification so
 * the legend explains the colours. Each point is a button: click, Enter or Space opens it.
 */
function QuadrantChart({ data, unit, onSelect, height = 440 }: QuadrantChartProps) {
  const colors = useChartColors();
  const [width, setWidth] = useState(0);
  const measure = useCallback((node: HTMLDivElement | null) => {
    if (!node) return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  const labels = useMemo(
    () =>
      placeLabels(data.points, {
        xDomain: data.xDomain,
        yDomain: data.yDomain,
        width: width - MARGIN.left - MARGIN.right - Y_AXIS_WIDTH,
        height: height - MARGIN.top - MARGIN.bottom - X_AXIS_HEIGHT - LEGEND_HEIGHT,
      }),
    [data, width, height],
  );
  const series = useMemo(() => {
    const groups = new Map<string, QuadrantPoint[]>();
    for (const point of data.points) {
      const group = groups.get(point.classification) ?? [];
      group.push(point);
      groups.set(point.classification, group);
    }
    return [...groups.entries()].map(([code, points]) => {
      const info = classificationInfo(code);
      return { code, name: info.label, color: colors.tones[info.tone], points };
    });
  }, [data.points, colors.tones]);

  const renderPoint = (fill: string) => (props: ShapeProps) => {
    const { cx, cy } = props;
    const payload = props.payload as QuadrantPoint | undefined;
    if (cx === undefined || cy === undefined || !payload) return <g />;
    const select = () => onSelect?.(payload.id);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        select();
      }
    };
    return (
      <g
        role="button"
        tabIndex={0}
        aria-label={`${payload.keyword}: importance ${formatNumber(payload.importance)}${unit}, performance ${formatNumber(payload.performance)}${unit}, ${classificationInfo(payload.classification).label}. Open details.`}
        onClick={select}
        onKeyDown={onKeyDown}
        style={{ cursor: onSelect ? 'pointer' : 'default', outline: 'none' }}
        className="quadrant-point"
      >
        <circle cx={cx} cy={cy} r={12} fill="transparent" />
        <circle cx={cx} cy={cy} r={6} fill={fill} stroke={colors.background} strokeWidth={1.5} />
      </g>
    );
  };

  const axisStyle = { fill: colors.textSecondary, fontSize: 12 };
  return (
    <Box
      ref={measure}
      sx={{
        width: '100%',
        height,
        '& .quadrant-point:focus-visible circle:last-of-type': {
          stroke: colors.text,
          strokeWidth: 3,
        },
      }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <ScatterChart margin={MARGIN} accessibilityLayer={false}>
          <CartesianGrid stroke={colors.grid} />
          <XAxis
            type="number"
            dataKey="importance"
            name="Importance"
            domain={data.xDomain}
            tick={axisStyle}
            stroke={colors.grid}
            unit={unit}
            height={X_AXIS_HEIGHT}
          >
            <Label value="Importance →" position="insideBottom" offset={-14} fill={colors.text} />
          </XAxis>
          <YAxis
            type="number"
            dataKey="performance"
            name="Performance"
            domain={data.yDomain}
            tick={axisStyle}
            stroke={colors.grid}
            width={Y_AXIS_WIDTH}
            unit={unit}
          >
            <Label
              value="Performance →"
              angle={-90}
              position="insideLeft"
              offset={12}
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
          <Tooltip
            cursor={{ strokeDasharray: '3 3', stroke: colors.grid }}
            content={({ active, payload }) => {
              const point = active ? (payload?.[0]?.payload as QuadrantPoint | undefined) : null;
              if (!point) return null;
              return (
                <Paper variant="outlined" sx={{ p: 1.25, maxWidth: 260 }}>
                  <Typography variant="subtitle2">{point.keyword}</Typography>
                  <Typography variant="body2">
                    Importance {formatNumber(point.importance)}
                    {unit} · Performance {formatNumber(point.performance)}
                    {unit}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {classificationInfo(point.classification).label} · {seolInfo(point.seol).label}
                  </Typography>
                </Paper>
              );
            }}
          />
          <Legend
            verticalAlign="top"
            height={LEGEND_HEIGHT}
            wrapperStyle={{ color: colors.text }}
            // Series colours are for the marks; the words stay in the text colour for contrast.
            formatter={(value) => <span style={{ color: colors.text }}>{String(value)}</span>}
          />
          {series.map((group) => (
            <Scatter
              key={group.code}
              name={group.name}
              data={group.points}
              fill={group.color}
              shape={renderPoint(group.color)}
              isAnimationActive={false}
            >
              <LabelList
                dataKey="keyword"
                content={(props) => {
                  const point = group.points[Number(props.index)];
                  const placement = point && labels.get(point.id);
                  if (!point || !placement) return null;
                  const cx = Number(props.x ?? 0) + Number(props.width ?? 0) / 2;
                  const cy = Number(props.y ?? 0) + Number(props.height ?? 0) / 2;
                  const at: Record<
                    string,
                    { x: number; y: number; anchor: 'middle' | 'start' | 'end' }
                  > = {
                    above: { x: cx + placement.dx, y: cy - 11, anchor: 'middle' },
                    below: { x: cx + placement.dx, y: cy + 19, anchor: 'middle' },
                    right: { x: cx + 9, y: cy + 4, anchor: 'start' },
                    left: { x: cx - 9, y: cy + 4, anchor: 'end' },
                  };
                  const spot = at[placement.side]!;
                  return (
                    <text
                      x={spot.x}
                      y={spot.y}
                      textAnchor={spot.anchor}
                      fill={colors.text}
                      fontSize={11}
                      pointerEvents="none"
                    >
                      {shortLabel(point.keyword)}
                    </text>
                  );
                }}
              />
            </Scatter>
          ))}
        </ScatterChart>
      </ResponsiveContainer>
    </Box>
  );
}

export default memo(QuadrantChart);
