import { memo } from 'react';
import { PolarAngleAxis, RadialBar, RadialBarChart } from 'recharts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatNumber } from '../lib/format';
import { useChartColors } from './use-chart-colors';

export interface ScoreGaugeProps {
  score: number;
  /** The score reachable if every shortfall closed; drawn faintly behind the score. */
  potential: number;
  /** Spoken summary of the gauge, e.g. "Main score 64 of a potential 71". */
  label: string;
  size?: number;
}

/** A half-circle gauge of a 0-100 score, with its potential behind it. */
function ScoreGauge({ score, potential, label, size = 160 }: ScoreGaugeProps) {
  const colors = useChartColors();
  const clamp = (value: number) => (Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0);
  const data = [
    { name: 'Potential', value: clamp(potential), fill: colors.grid },
    { name: 'Score', value: clamp(score), fill: colors.primary },
  ];
  const height = Math.round(size * 0.6);
  return (
    <Box role="img" aria-label={label} sx={{ position: 'relative', width: size, height }}>
      <RadialBarChart
        width={size}
        height={size}
        cx={size / 2}
        cy={size / 2}
        innerRadius={size * 0.32}
        outerRadius={size * 0.48}
        startAngle={180}
        endAngle={0}
        data={data}
        barSize={10}
        accessibilityLayer={false}
      >
        <PolarAngleAxis type="number" domain={[0, 100]} tick={false} axisLine={false} />
        <RadialBar dataKey="value" background={{ fill: colors.grid }} isAnimationActive={false} />
      </RadialBarChart>
      <Typography
        aria-hidden
        variant="h2"
        component="span"
        sx={{ position: 'absolute', left: 0, right: 0, bottom: 4, textAlign: 'center' }}
      >
        {formatNumber(score)}
      </Typography>
    </Box>
  );
}

export default memo(ScoreGauge);
