import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDelta } from '../../lib/format';
import { visuallyHidden } from '../../lib/visually-hidden';

interface DeltaProps {
  /** The figure now. */
  value: number;
  /** The same figure for every respondent; nothing is shown without it. */
  base: number | undefined;
  /** Whether a rise is good news (green), bad news (red) or neither. */
  sense?: 'higher-better' | 'lower-better' | 'neutral';
  unit?: string;
}

/** The change of a figure against the unfiltered result: "Δ +2.5". */
export function Delta({ value, base, sense = 'higher-better', unit = '' }: DeltaProps) {
  if (base === undefined || !Number.isFinite(base) || !Number.isFinite(value)) return null;
  const change = value - base;
  const rounded = Math.round(change * 10) / 10;
  const good = sense === 'higher-better' ? rounded > 0 : rounded < 0;
  const bad = sense === 'higher-better' ? rounded < 0 : rounded > 0;
  const color =
    sense === 'neutral' || rounded === 0
      ? 'textSecondary'
      : good
        ? 'success'
        : bad
          ? 'error'
          : 'textSecondary';
  const text = `${formatDelta(change)}${unit}`;
  return (
    <Typography
      component="span"
      variant="caption"
      color={color}
      data-testid="delta"
      title={`Change against the unfiltered result: ${text}`}
      sx={{ display: 'inline-block', whiteSpace: 'nowrap', fontWeight: 600 }}
    >
      <span aria-hidden>Δ </span>
      <Box component="span" sx={visuallyHidden}>
        change{' '}
      </Box>
      {text}
    </Typography>
  );
}
