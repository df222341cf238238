import { useLingui } from '@lingui/react/macro';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { TileGrid } from '../results/TileGrid';

/**
 * The results tab while its figures load, laid out as they will be (the filters, the score tiles
 * in their grid, the first chart) so that nothing on screen jumps when they arrive. The heights
 * are the loaded ones at 16 px text: the filters fold into one line on a phone.
 */
export function ResultsSkeleton() {
  const { t } = useLingui();
  return (
    <Stack spacing={2} role="status" aria-label={t`Loading results`}>
      <Skeleton variant="rounded" sx={{ height: { xs: 58, sm: 218 } }} />
      <TileGrid>
        {/* The main score, the rank, the population and the four value boxes. */}
        {[0, 1, 2, 3, 4, 5, 6].map((tile) => (
          <Skeleton
            key={tile}
            variant="rounded"
            sx={{
              height: { xs: 150, sm: 200, lg: 208 },
              gridColumn: tile === 0 ? { lg: 'span 2' } : undefined,
            }}
          />
        ))}
      </TileGrid>
      <Skeleton variant="rounded" height={440} />
    </Stack>
  );
}

/** The whole page, while neither the report nor its summary in the reports list is known. */
export function PageSkeleton() {
  const { t } = useLingui();
  return (
    <Stack spacing={3} role="status" aria-label={t`Loading report`}>
      {/* The report's header card, then its tabs. */}
      <Skeleton variant="rounded" sx={{ height: { xs: 190, sm: 114 } }} />
      <Skeleton variant="rounded" height={49} />
      <ResultsSkeleton />
    </Stack>
  );
}
