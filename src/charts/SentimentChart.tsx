import { memo, useMemo } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import Box from '@mui/material/Box';
import { formatInteger } from '../lib/format';
import { commentTicks, type SentimentRow } from './sentiment-data';
import { plainTick } from './plain-tick';
import { shortLabel } from './quadrant-data';
import { ChartLegend } from './ChartLegend';
import { useChartColors } from './use-chart-colors';

export interface SentimentChartProps {
  rows: SentimentRow[];
  /** The comment count the axis runs to: the same for every chart of a page, so bars compare. */
  max?: number;
}

const ROW_HEIGHT = 30;
/** Stacked left to right in this order, and listed in it by the legend and the tooltip. */
const SERIES = [
  { key: 'positive', name: msg`Positive` },
  { key: 'neutral', name: msg`Neutral` },
  { key: 'negative', name: msg`Negative` },
] as const;

/** Positive, neutral and negative comments per topic, stacked, one bar per topic. */
function SentimentChart({ rows, max }: SentimentChartProps) {
  const colors = useChartColors();
  const { i18n } = useLingui();
  const ticks = useMemo(() => (max === undefined ? undefined : commentTicks(max)), [max]);
  const height = Math.max(140, rows.length * ROW_HEIGHT + 72);
  return (
    <Box sx={{ width: '100%', height }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          layout="vertical"
          data={rows}
          margin={{ top: 4, right: 16, bottom: 4, left: 8 }}
          barCategoryGap={6}
          accessibilityLayer={false}
        >
          <CartesianGrid stroke={colors.grid} horizontal={false} />
          <XAxis
            type="number"
            domain={ticks ? [0, ticks[ticks.length - 1]!] : [0, 'auto']}
            ticks={ticks}
            allowDecimals={false}
            interval={0}
            tick={plainTick(colors.textSecondary, (value) => formatInteger(Number(value)))}
            stroke={colors.grid}
          />
          <YAxis
            type="category"
            dataKey="topic"
            width={120}
            interval={0}
            stroke={colors.grid}
            tick={plainTick(colors.text, (topic) => shortLabel(String(topic), 18))}
          />
          <Tooltip
            cursor={{ fill: colors.grid }}
            contentStyle={{ background: colors.background, borderColor: colors.grid }}
            labelStyle={{ color: colors.text }}
            // Recharts writes each item in its bar's colour (light grey for neutral) and sorts
            // them by name; the legend's order and the text colour read better.
            itemStyle={{ color: colors.text }}
            formatter={(value) => formatInteger(Number(value))}
            itemSorter={(item) => SERIES.findIndex((series) => series.key === item.dataKey)}
          />
          <Legend
            // No fixed height: recharts measures the legend, which takes two lines on a 320 px
            // phone, and keeps the bars below it.
            verticalAlign="top"
            itemSorter={null}
            content={({ payload }) => (
              <ChartLegend payload={payload} color={colors.text} swatch="square" />
            )}
          />
          {SERIES.map((series) => (
            <Bar
              key={series.key}
              dataKey={series.key}
              name={i18n._(series.name)}
              stackId="sentiment"
              fill={colors.sentiment[series.key]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </Box>
  );
}

export default memo(SentimentChart);
