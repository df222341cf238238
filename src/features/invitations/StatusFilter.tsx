import { memo } from 'react';
import { useQueries } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import { formatInteger } from '../../lib/format';
import {
  INVITATION_STATUSES,
  invitationStatusLabel,
  type InvitationStatus,
} from '../../lib/invitation-status';
import { invitationQueries } from '../../queries/invitations';

interface StatusFilterProps {
  organizationId: string;
  status: InvitationStatus | null;
  onChange: (status: InvitationStatus | null) => void;
  /** Counts are read only when the list can be (the service refuses it to non-administrators). */
  countsEnabled: boolean;
}

/**
 * The status filter doubles as the summary: each chip carries how many invitations have that
 * status (one count request per status), and "All" their sum. Memoised: turning a page of the
 * list leaves it as it is.
 */
export const StatusFilter = memo(function StatusFilter({
  organizationId,
  status,
  onChange,
  countsEnabled,
}: StatusFilterProps) {
  const { t } = useLingui();
  const counts = useQueries({
    queries: INVITATION_STATUSES.map((s) => ({
      ...invitationQueries.count(organizationId, s),
      enabled: countsEnabled,
    })),
  });
  const total = counts.every((count) => count.data !== undefined)
    ? counts.reduce((sum, count) => sum + (count.data ?? 0), 0)
    : undefined;

  const chip = (
    value: InvitationStatus | null,
    label: string,
    count: number | undefined,
    pending: boolean,
  ) => {
    const selected = status === value;
    return (
      <Chip
        key={value ?? 'all'}
        clickable
        onClick={() => onChange(value)}
        color={selected ? 'primary' : 'default'}
        variant={selected ? 'filled' : 'outlined'}
        aria-pressed={selected}
        data-testid={`status-filter-${value ?? 'all'}`}
        label={
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
            {label}
            {countsEnabled &&
              (pending ? (
                <Skeleton variant="text" width={16} aria-hidden />
              ) : (
                <Box component="span" sx={{ fontWeight: 700 }}>
                  {count === undefined ? '–' : formatInteger(count)}
                </Box>
              ))}
          </Box>
        }
      />
    );
  };

  return (
    <Box
      role="group"
      aria-label={t`Filter by status`}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      {chip(
        null,
        t({ message: 'All', context: 'invitation statuses' }),
        total,
        counts.some((count) => count.isPending),
      )}
      {INVITATION_STATUSES.map((s, index) =>
        chip(s, invitationStatusLabel(s), counts[index]?.data, counts[index]?.isPending ?? false),
      )}
    </Box>
  );
});
