import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { keyframes } from '@mui/material/styles';

/** A load quicker than this shows an empty page rather than a spinner that flashes. */
const SPINNER_DELAY_MS = 400;

const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** The whole window while the app cannot show a page yet, announced as `label`. */
export function FullPageLoading({ label }: { label: string }) {
  return (
    <Box
      role="status"
      aria-label={label}
      sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center' }}
    >
      <CircularProgress
        sx={{ opacity: 0, animation: `${appear} 1ms linear ${SPINNER_DELAY_MS}ms forwards` }}
      />
    </Box>
  );
}
