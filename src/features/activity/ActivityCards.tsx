import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { actionLabel } from './activity-labels';
import { EntrySentence, EntryTime } from './ActivityCells';
import type { ActivityListProps } from './ActivityTable';

/** The entries as a list of cards, for screens too narrow for the table's columns. */
export function ActivityCards({ entries, deleted }: ActivityListProps) {
  const { t } = useLingui();
  return (
    <Box component="ul" aria-label={t`Activity`} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {entries.map((entry, index) => (
        <Box
          component="li"
          key={entry.id}
          data-testid="activity-row"
          sx={{
            px: 2,
            py: 1.5,
            display: 'grid',
            gap: 0.5,
            borderTop: index === 0 ? 0 : 1,
            borderColor: 'divider',
          }}
        >
          <EntrySentence entry={entry} deleted={deleted} />
          <Typography
            component="div"
            variant="body2"
            color="textSecondary"
            sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}
          >
            <EntryTime at={entry.at} />
            <span aria-hidden>·</span>
            <span>{actionLabel(entry.action)}</span>
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
