import CloudOffIcon from '@mui/icons-material/CloudOffOutlined';
import LockIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { EmptyState } from '../../components/EmptyState';
import { useLingui } from '@lingui/react/macro';
import { ACTIVITY_COLUMNS } from './ActivityTable';

/** The list's shape while it loads: the table's three columns when wide, cards when narrow. */
export function ActivitySkeleton({ wide }: { wide: boolean }) {
  const { t } = useLingui();
  return (
    <Box role="status" aria-label={t`Loading activity`} sx={{ px: 2, py: 1 }}>
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
  const { t } = useLingui();
  return (
    <EmptyState
      icon={<LockIcon fontSize="inherit" />}
      title={t`The activity log is for administrators`}
      description={
        role === 0
          ? t`You are a member of ${organizationName}, and only its administrators can see who did what in it. Ask an administrator if you need to know about a change.`
          : role === 1
            ? t`You are a collaborator of ${organizationName}, and only its administrators can see who did what in it. Ask an administrator if you need to know about a change.`
            : t`Only the administrators of ${organizationName} can see who did what in it. Ask an administrator if you need to know about a change.`
      }
    />
  );
}

/** A service without the activity extension (the published interface): nothing was recorded. */
export function ActivityUnavailable() {
  const { t } = useLingui();
  return (
    <EmptyState
      icon={<CloudOffIcon fontSize="inherit" />}
      title={t`This service keeps no activity log`}
      description={t`Sign-ins, invitations, profile changes and downloads are not recorded where Pulse can read them, so there is nothing to show here. The rest of the dashboard works as usual.`}
    />
  );
}
