import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';

/** The score tiles' grid: one column on a phone, two on a tablet, four on a wide screen. */
export function TileGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(4, minmax(0, 1fr))',
        },
      }}
    >
      {children}
    </Box>
  );
}

/** One tile of the grid, a landmark named by its figure; a wide one spans two columns. */
export function Tile({
  label,
  wide,
  testId,
  children,
}: {
  label: string;
  wide?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={label}
      data-testid={testId}
      sx={{ p: 2, minWidth: 0, gridColumn: wide ? { lg: 'span 2' } : undefined }}
    >
      {children}
    </Paper>
  );
}
