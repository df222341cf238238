import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import WarningIcon from '@mui/icons-material/WarningAmber';
import { formatInteger } from '../../../lib/format';
import type { CompareGroup } from './compare-groups';
import { GroupBadge } from './GroupBadge';

function GroupCard({ group, currentReportId }: { group: CompareGroup; currentReportId: string }) {
  const otherReport = group.reportId !== currentReportId;
  return (
    <Stack
      direction="row"
      spacing={1.5}
      component="section"
      aria-label={`Group ${group.label}`}
      data-testid={`group-${group.label.toLowerCase()}`}
      sx={{ minWidth: 0, alignItems: 'flex-start' }}
    >
      <GroupBadge group={group.label} size={28} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle2" component="h3" sx={{ overflowWrap: 'anywhere' }}>
          {otherReport ? (
            <Link component={RouterLink} to={`/reports/${group.reportId}`}>
              {group.reportName}
            </Link>
          ) : (
            group.reportName
          )}
        </Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {group.configurationName}
          {' · '}
          {group.filters.length > 0 ? group.filters.join('; ') : 'no filters'}
        </Typography>
        <Typography
          variant="body2"
          data-testid={`group-${group.label.toLowerCase()}-size`}
          sx={{ fontWeight: 600, display: 'flex', alignItems: 'center', gap: 0.5 }}
        >
          {!group.ready && (
            <WarningIcon fontSize="small" aria-hidden sx={{ color: 'warning.main' }} />
          )}
          {group.population !== null
            ? `${formatInteger(group.population)} ${group.population === 1 ? 'respondent' : 'respondents'}`
            : group.result.state.status === 'insufficient_data'
              ? 'Too few respondents to show'
              : group.result.state.status === 'failed'
                ? 'Could not be computed'
                : 'Not ready'}
        </Typography>
      </Box>
    </Stack>
  );
}

/** The two groups side by side: what each one is, and how many respondents it has. */
export function CompareGroups({
  groups,
  currentReportId,
}: {
  groups: readonly [CompareGroup, CompareGroup];
  currentReportId: string;
}) {
  return (
    <Paper
      variant="outlined"
      sx={{
        p: 2,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {groups.map((group) => (
        <GroupCard key={group.label} group={group} currentReportId={currentReportId} />
      ))}
    </Paper>
  );
}
