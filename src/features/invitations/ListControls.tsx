import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import Stack from '@mui/material/Stack';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Membership } from '../../lib/session';
import type { InvitationOrdering } from '../../queries/invitations';
import { SORT_LABELS, type SortField } from './invitation-list-params';

/** Which of the user's organizations the list is of (shown to members of several). */
export function OrganizationSelect({
  value,
  memberships,
  onChange,
}: {
  value: string;
  memberships: readonly Membership[];
  onChange: (organizationId: string) => void;
}) {
  const { t } = useLingui();
  return (
    <TextField
      select
      size="small"
      label={t`Organization`}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 180, flex: 1 }}
    >
      {memberships.map((m) => (
        <MenuItem key={m.organization.id} value={m.organization.id}>
          {m.organization.name ?? t`Unnamed organization`}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The order of the list where there are no column headers to sort by (narrow screens). */
export function SortSelect({
  value,
  onChange,
}: {
  value: InvitationOrdering;
  onChange: (ordering: InvitationOrdering) => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <TextField
      select
      size="small"
      label={t`Sort by`}
      value={value}
      onChange={(event) => onChange(event.target.value as InvitationOrdering)}
      sx={{ minWidth: 180, flex: 1 }}
    >
      {(Object.keys(SORT_LABELS) as SortField[]).flatMap((field) => {
        const column = i18n._(SORT_LABELS[field]);
        return [
          <MenuItem key={field} value={field}>
            {t`${column}, ascending`}
          </MenuItem>,
          <MenuItem key={`-${field}`} value={`-${field}`}>
            {t`${column}, descending`}
          </MenuItem>,
        ];
      })}
    </TextField>
  );
}

/** The status filter on the left; the organization and the order (where shown) on the right. */
export function InvitationsToolbar({
  filter,
  organization,
  sort,
}: {
  filter: ReactNode;
  organization: ReactNode;
  sort: ReactNode;
}) {
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ alignItems: { xs: 'stretch', md: 'center' }, justifyContent: 'space-between' }}
    >
      {filter}
      <Stack direction="row" spacing={1.5} sx={{ flexShrink: 0 }}>
        {organization}
        {sort}
      </Stack>
    </Stack>
  );
}
