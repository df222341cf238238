import { memo } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { YAxisTickContentProps } from 'recharts';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDelta } from '../lib/format';
import type { BalanceBar, BalanceData } from './balance-data';
import { shortLabel } from './quadrant-data';
import { useChartColors } from './use-chart-colors';

export interface BalanceChartProps {
  data: BalanceData;
  onSelect?: (id: string) => void;
}

const ROW_HEIGHT = 26;

/** Fulfillment balance as bars diverging from zero, worst first, coloured by sign. */
function BalanceChart({ data, onSelect }: BalanceChartProps) {
  const colors = useChartColors();
  // Narrow screens give the bars more room and the names less.
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const labelChars = narrow ? 14 : 20;
  const height = Math.max(160, data.bars.length * ROW_HEIGHT + 56);
  return (
    <Box sx={{ width: '100%', height }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          layout="vertical"
          data={data.bars}
          margin={{ top: 8, right: 24, bottom: 8, left: 8 }}
          barCategoryGap={4}
          accessibilityLayer={false}
        >
          <CartesianGrid stroke={colors.grid} horizontal={false} />
          <XAxis
            type="number"
            domain={data.domain}
            tick={{ fill: colors.textSecondary, fontSize: 12 }}
            stroke={colors.grid}
            tickFormatter={(value: number) => formatDelta(value)}
          />
          <YAxis
            type="category"
            dataKey="keyword"
            width={narrow ? 104 : 150}
            interval={0}
            stroke={colors.grid}
            // Drawn here: recharts would wrap long names onto a second line.
            tick={(props: YAxisTickContentProps) => (
              <text
                x={props.x}
                y={props.y}
                dy={4}
                textAnchor="end"
                fill={colors.text}
                fontSize={12}
              >
                {shortLabel(String(props.payload?.value ?? ''), labelChars)}
              </text>
            )}
          />
          <ReferenceLine x={0} stroke={colors.textSecondary} />
          <Tooltip
            cursor={{ fill: colors.grid }}
            content={({ active, payload }) => {
              const bar = active ? (payload?.[0]?.payload as BalanceBar | undefined) : null;
              if (!bar) return null;
              return (
                <Paper variant="outlined" sx={{ p: 1.25 }}>
                  <Typography variant="subtitle2">{bar.keyword}</Typography>
                  <Typography variant="body2">
                    Balance {formatDelta(bar.balance)} points ·{' '}
                    {bar.fulfilled ? 'Fulfilled' : 'Unfulfilled'}
                  </Typography>
                </Paper>
              );
            }}
          />
          <Bar
            dataKey="balance"
            name="Fulfillment balance"
            isAnimationActive={false}
            onClick={(entry: { payload?: BalanceBar }) =>
              entry.payload && onSelect?.(entry.payload.id)
            }
            style={{ cursor: onSelect ? 'pointer' : 'default' }}
          >
            {data.bars.map((bar) => (
              <Cell
                key={bar.id}
                fill={bar.fulfilled ? colors.tones.positive : colors.tones.negative}
              />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </Box>
  );
}

export default memo(BalanceChart);
