import { select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import LockIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { EmptyState } from '../../components/EmptyState';

/** The list's shape while it loads: table rows when wide, cards when narrow. */
export function InvitationsSkeleton({ wide }: { wide: boolean }) {
  const { t } = useLingui();
  return (
    <Box role="status" aria-label={t`Loading invitations`} sx={{ px: 2, py: 1 }}>
      {Array.from({ length: 6 }, (_, index) =>
        wide ? (
          <Box
            key={index}
            sx={{
              display: 'grid',
              gridTemplateColumns: '24px 2fr 1fr 1fr 1fr 1fr 2fr 1fr',
              gap: 2,
              alignItems: 'center',
              py: 1.25,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Skeleton variant="rounded" width={18} height={18} />
            <Box>
              <Skeleton width="70%" />
              <Skeleton width="90%" />
            </Box>
            <Skeleton width="60%" />
            <Skeleton variant="rounded" width={72} height={24} />
            <Skeleton width="80%" />
            <Skeleton width="70%" />
            <Skeleton width="60%" />
            <Skeleton width="50%" />
          </Box>
        ) : (
          <Box key={index} sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
            <Skeleton width="50%" />
            <Skeleton width="80%" />
            <Skeleton width="40%" />
          </Box>
        ),
      )}
    </Box>
  );
}

/**
 * The service lets only administrators list invitations and answers 403 to others: that is a
 * role limit to explain, not a failure (and never a reason to sign out).
 */
export function InvitationsForbidden({
  role,
  organizationName,
}: {
  role: number;
  /** Null for an organization without a name. */
  organizationName: string | null;
}) {
  const { t } = useLingui();
  // A whole sentence per role: the role's name does not slot into every language's sentence.
  const roleName = role === 0 ? 'member' : role === 1 ? 'collaborator' : 'other';
  return (
    <EmptyState
      icon={<LockIcon fontSize="inherit" />}
      title={t`Invitations are for administrators`}
      description={
        organizationName
          ? t`${select(roleName, {
              member: `You are a member of ${organizationName}, and only administrators can see and manage its invitations. Ask an administrator if someone should be invited or their access changed.`,
              collaborator: `You are a collaborator of ${organizationName}, and only administrators can see and manage its invitations. Ask an administrator if someone should be invited or their access changed.`,
              other: `Only administrators can see and manage the invitations of ${organizationName}. Ask an administrator if someone should be invited or their access changed.`,
            })}`
          : t`${select(roleName, {
              member:
                'You are a member of this organization, and only administrators can see and manage its invitations. Ask an administrator if someone should be invited or their access changed.',
              collaborator:
                'You are a collaborator of this organization, and only administrators can see and manage its invitations. Ask an administrator if someone should be invited or their access changed.',
              other:
                'Only administrators can see and manage the invitations of this organization. Ask an administrator if someone should be invited or their access changed.',
            })}`
      }
    />
  );
}
