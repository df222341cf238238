import type { SxProps, Theme } from '@mui/material/styles';

/**
 * The profile's card and its pairs of fields, shared by the form and its loading skeleton so the
 * page does not shift when the profile arrives. Columns are `minmax(0, 1fr)`: a grid column
 * otherwise grows to its content's minimum, and a long chip pushed the page past a phone's edge.
 */
export const profileCardSx: SxProps<Theme> = {
  p: { xs: 2, sm: 3 },
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: 3,
  maxWidth: 760,
};

export const fieldPairSx: SxProps<Theme> = {
  display: 'grid',
  gap: 2.5,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
};
