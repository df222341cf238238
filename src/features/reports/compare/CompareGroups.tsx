import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import WarningIcon from '@mui/icons-material/WarningAmber';
import type { Group } from '../shared/group';
import { GroupBadge } from '../results/GroupBadge';

function GroupCard({ group, currentReportId }: { group: Group; currentReportId: string }) {
  const { t } = useLingui();
  const otherReport = group.reportId !== currentReportId;
  const label = group.label;
  const population = group.population;
  return (
    <Stack
      direction="row"
      spacing={1.5}
      component="section"
      aria-label={t`Group ${label}`}
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
          {group.filters.length > 0 ? group.filters.join('; ') : t`no filters`}
        </Typography>
        <Typography
          variant="body2"
          data-testid={`group-${group.label.toLowerCase()}-size`}
          sx={{ fontWeight: 600, display: 'flex', alignItems: 'center', gap: 0.5 }}
        >
          {!group.ready && (
            <WarningIcon fontSize="small" aria-hidden sx={{ color: 'warning.main' }} />
          )}
          {population !== null ? (
            <Plural value={population} one="# respondent" other="# respondents" />
          ) : group.result.state.reason === 'anonymity' ? (
            <Trans>Hidden to keep respondents anonymous</Trans>
          ) : group.result.state.status === 'insufficient_data' ? (
            <Trans>Too few respondents to show</Trans>
          ) : group.result.state.status === 'failed' ? (
            <Trans>Could not be computed</Trans>
          ) : (
            <Trans>Not ready</Trans>
          )}
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
  groups: readonly [Group, Group];
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
