import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useSession } from '../../lib/session';
import { hasUnsavedChanges } from '../../lib/unsaved-changes';

export function OrganizationSwitcher() {
  const { memberships, organization, switchOrganization } = useSession();
  const { t } = useLingui();
  const unnamed = t`Unnamed organization`;
  // Switching redraws the page for the other organization: unsaved edits (a profile) would go.
  const [pending, setPending] = useState<string | null>(null);
  const choose = (id: string) => (hasUnsavedChanges() ? setPending(id) : switchOrganization(id));
  if (memberships.length < 2) {
    return (
      <Typography
        variant="subtitle1"
        component="span"
        noWrap
        sx={{ display: 'block', fontWeight: 600, minWidth: 0 }}
        data-testid="current-organization"
      >
        {organization.name ?? unnamed}
      </Typography>
    );
  }
  return (
    <>
      <TextField
        select
        size="small"
        label={t`Organization`}
        value={organization.id}
        onChange={(event) => choose(event.target.value)}
        sx={{ minWidth: 160, maxWidth: 280 }}
        fullWidth={false}
        data-testid="current-organization"
      >
        {memberships.map((m) => (
          <MenuItem key={m.organization.id} value={m.organization.id}>
            {m.organization.name ?? unnamed}
          </MenuItem>
        ))}
      </TextField>
      <ConfirmDialog
        open={pending !== null}
        title={t`Switch without saving?`}
        message={t`Your changes on this page have not been saved, and switching organization discards them.`}
        confirmLabel={t`Switch`}
        destructive
        onConfirm={() => {
          if (pending) switchOrganization(pending);
          setPending(null);
        }}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
