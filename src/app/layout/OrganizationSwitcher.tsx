import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useSession } from '../../lib/session';
import { hasUnsavedChanges } from '../../lib/unsaved-changes';

export function OrganizationSwitcher() {
  const { memberships, organization, switchOrganization } = useSession();
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
        {organization.name ?? 'Unnamed organization'}
      </Typography>
    );
  }
  return (
    <>
      <TextField
        select
        size="small"
        label="Organization"
        value={organization.id}
        onChange={(event) => choose(event.target.value)}
        sx={{ minWidth: 160, maxWidth: 280 }}
        fullWidth={false}
        data-testid="current-organization"
      >
        {memberships.map((m) => (
          <MenuItem key={m.organization.id} value={m.organization.id}>
            {m.organization.name ?? 'Unnamed organization'}
          </MenuItem>
        ))}
      </TextField>
      <ConfirmDialog
        open={pending !== null}
        title="Switch without saving?"
        message="Your changes on this page have not been saved, and switching organization discards them."
        confirmLabel="Switch"
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
