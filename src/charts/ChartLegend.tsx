import Box from '@mui/material/Box';

export interface ChartLegendProps {
  payload?: readonly { value?: unknown; color?: string }[];
  /** The words' colour: series colours are for the marks, the names stay in the text colour. */
  color: string;
  /** A square swatch for areas and bars, a short stroke for lines. */
  swatch: 'square' | 'line';
}

/**
 * A chart's legend, drawn here rather than by recharts, whose icons are labelled "… legend icon"
 * in English for screen readers; the swatches say nothing the names do not.
 */
export function ChartLegend({ payload, color, swatch }: ChartLegendProps) {
  const mark =
    swatch === 'square'
      ? { width: 12, height: 12, borderRadius: 0.5 }
      : { width: 14, height: 3, borderRadius: 1 };
  return (
    <Box
      component="ul"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'center',
        columnGap: 2,
        rowGap: 0.5,
        listStyle: 'none',
        m: 0,
        mb: swatch === 'line' ? 1 : 0,
        p: 0,
        color,
        fontSize: swatch === 'line' ? 14 : undefined,
      }}
    >
      {payload?.map((entry) => (
        <Box
          component="li"
          key={String(entry.value)}
          sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}
        >
          <Box component="span" aria-hidden sx={{ ...mark, bgcolor: entry.color }} />
          <span data-legend-color={entry.color}>{String(entry.value)}</span>
        </Box>
      ))}
    </Box>
  );
}
