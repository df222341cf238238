import { memo, useMemo } from 'react';
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import Box from '@mui/material/Box';
import { formatNumber } from '../lib/format';
import { plainTick } from './plain-tick';
import { shortLabel } from './quadrant-data';
import { ChartLegend } from './ChartLegend';
import { useChartColors } from './use-chart-colors';
import { useElementWidth } from './use-element-width';

/** One figure over the waves: a value per wave (null: a gap), and which changes are marked. */
export interface TrendChartLine {
  key: string;
  label: string;
  values: (number | null)[];
  /** Per wave: the change into it is significant (drawn as a ringed point with a star). */
  marked: boolean[];
}

export interface TrendChartProps {
  /** One label per wave, oldest first. */
  waves: string[];
  lines: TrendChartLine[];
  height?: number;
}

interface DotProps {
  cx?: number;
  cy?: number;
  index?: number;
  value?: unknown;
}

/** The lines of a trend, the first (the main score) drawn thicker; marked changes ringed. */
function TrendChart({ waves, lines, height = 360 }: TrendChartProps) {
  const colors = useChartColors();
  // Read in the commit that attaches the box, so the lines draw in the page's first frame (a
  // ResponsiveContainer measures a frame later, with one more render).
  const [measure, width] = useElementWidth<HTMLDivElement>();
  const data = useMemo(
    () =>
      waves.map((wave, i) =>
        Object.fromEntries([['wave', wave], ...lines.map((line) => [line.key, line.values[i]])]),
      ),
    [waves, lines],
  );
  return (
    <Box ref={measure} sx={{ width: '100%', height }}>
      {width > 0 && (
        <LineChart
          width={width}
          height={height}
          data={data}
          margin={{ top: 12, right: 24, bottom: 4, left: 0 }}
        >
          <CartesianGrid stroke={colors.grid} vertical={false} />
          <XAxis
            dataKey="wave"
            interval={0}
            stroke={colors.grid}
            tick={plainTick(colors.text, (wave) => shortLabel(String(wave), 14))}
            padding={{ left: 16, right: 16 }}
          />
          <YAxis
            width={40}
            domain={['auto', 'auto']}
            stroke={colors.grid}
            tick={plainTick(colors.textSecondary, (value) => formatNumber(Number(value)))}
          />
          <Tooltip
            contentStyle={{ background: colors.background, borderColor: colors.grid }}
            labelStyle={{ color: colors.text }}
            itemStyle={{ color: colors.text }}
            formatter={(value) => (value === null ? '—' : formatNumber(Number(value)))}
          />
          <Legend
            verticalAlign="top"
            // The main score first, then the attitudes as chosen: not sorted by name.
            itemSorter={null}
            content={({ payload }) => (
              <ChartLegend payload={payload} color={colors.text} swatch="line" />
            )}
          />
          {lines.map((line, i) => {
            const color = colors.series[i % colors.series.length]!;
            return (
              <Line
                key={line.key}
                dataKey={line.key}
                name={line.label}
                stroke={color}
                strokeWidth={i === 0 ? 3 : 2}
                strokeDasharray={i === 0 ? undefined : DASHES[(i - 1) % DASHES.length]}
                isAnimationActive={false}
                // A gap stays a gap: a missing figure is not bridged as if it were known.
                connectNulls={false}
                dot={(props: DotProps) => (
                  <TrendDot
                    key={`${line.key}-${props.index}`}
                    {...props}
                    color={color}
                    background={colors.background}
                    marked={line.marked[props.index ?? -1] === true}
                  />
                )}
                activeDot={{ r: 5 }}
              />
            );
          })}
        </LineChart>
      )}
    </Box>
  );
}

/** Lines after the main score differ by dash as well as hue, for readers who cannot tell hues. */
const DASHES = ['6 3', '2 3', '8 3 2 3', '1 0'];

function TrendDot({
  cx,
  cy,
  value,
  color,
  background,
  marked,
}: DotProps & { color: string; background: string; marked: boolean }) {
  if (cx === undefined || cy === undefined || value === null || value === undefined) return null;
  if (!marked) return <circle cx={cx} cy={cy} r={3} fill={color} />;
  return (
    <g data-testid="trend-mark">
      <circle cx={cx} cy={cy} r={7} fill={background} stroke={color} strokeWidth={2} />
      <circle cx={cx} cy={cy} r={3.5} fill={color} />
      <text x={cx + 9} y={cy - 6} fill={color} fontSize={14} fontWeight={700}>
        *
      </text>
    </g>
  );
}

export default memo(TrendChart);
