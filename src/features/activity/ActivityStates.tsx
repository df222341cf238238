import CloudOffIcon from '@mui/icons-material/CloudOffOutlined';
import LockIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { EmptyState } from '../../components/EmptyState';
import { roleLabel } from '../../lib/roles';
import { ACTIVITY_COLUMNS } from './ActivityTable';

/** The list's shape while it loads: the table's three columns when wide, cards when narrow. */
export function ActivitySkeleton({ wide }: { wide: boolean }) {
  return (
    <Box role="status" aria-label="Loading activity" sx={{ px: 2, py: 1 }}>
      {Array.from({ length: 8 }, (_, index) =>
        wide ? (
          <Box
            key={index}
            sx={{
              display: 'grid',
              gridTemplateColumns: ACTIVITY_COLUMNS,
              columnGap: 2,
              alignItems: 'center',
              py: 1.25,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Skeleton width="70%" />
            <Skeleton width={`${60 + ((index * 17) % 35)}%`} />
            <Skeleton width="75%" />
          </Box>
        ) : (
          <Box key={index} sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
            <Skeleton width="95%" />
            <Skeleton width="60%" />
            <Skeleton width="40%" />
          </Box>
        ),
      )}
    </Box>
  );
}

/**
 * The service keeps the log for administrators only (403 to the others): a role limit to explain,
 * as the invitations page does, not a failure.
 */
export function ActivityForbidden({
  role,
  organizationName,
}: {
  role: number;
  organizationName: string;
}) {
  return (
    <EmptyState
      icon={<LockIcon fontSize="inherit" />}
      title="The activity log is for administrators"
      description={`You are a ${roleLabel(role).toLowerCase()} of ${organizationName}, and only its administrators can see who did what in it. Ask an administrator if you need to know about a change.`}
    />
  );
}

/** A service without the activity extension (the published interface): nothing was recorded. */
export function ActivityUnavailable() {
  return (
    <EmptyState
      icon={<CloudOffIcon fontSize="inherit" />}
      title="This service keeps no activity log"
      description="Sign-ins, invitations, profile changes and downloads are not recorded where Pulse can read them, so there is nothing to show here. The rest of the dashboard works as usual."
    />
  );
}
