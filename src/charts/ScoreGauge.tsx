import { memo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
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

const clamp = (value: number) => (Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0);

/** The half-circle arc from the left end to `value` (0-100) of the way round, clockwise. */
function arc(value: number, cx: number, cy: number, r: number): string {
  const angle = Math.PI * (1 - value / 100);
  const x = cx + r * Math.cos(angle);
  const y = cy - r * Math.sin(angle);
  return `M ${cx - r} ${cy} A ${r} ${r} 0 0 1 ${x.toFixed(2)} ${y.toFixed(2)}`;
}

/**
 * A half-circle gauge of a 0-100 score, with its potential behind it. Plain SVG rather than a
 * recharts chart: three arcs need no axes or store, and the score tile draws with the page.
 */
function ScoreGauge({ score, potential, label, size = 160 }: ScoreGaugeProps) {
  const colors = useChartColors();
  const stroke = size * 0.14;
  const r = size / 2 - stroke / 2;
  const cx = size / 2;
  const cy = size / 2;
  const height = Math.round(size * 0.6);
  const shown = { score: clamp(score), potential: Math.max(clamp(score), clamp(potential)) };
  return (
    <Box role="img" aria-label={label} sx={{ position: 'relative', width: size, height }}>
      <svg width={size} height={height} viewBox={`0 0 ${size} ${height}`} aria-hidden>
        <g fill="none" strokeWidth={stroke}>
          <path d={arc(100, cx, cy, r)} stroke={colors.grid} />
          {shown.potential > 0 && (
            <path d={arc(shown.potential, cx, cy, r)} stroke={alpha(colors.primary, 0.3)} />
          )}
          {shown.score > 0 && <path d={arc(shown.score, cx, cy, r)} stroke={colors.primary} />}
        </g>
      </svg>
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
