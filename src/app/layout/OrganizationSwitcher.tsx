import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSession } from '../../lib/session';

export function OrganizationSwitcher() {
  const { memberships, organization, switchOrganization } = useSession();
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
    <TextField
      select
      size="small"
      label="Organization"
      value={organization.id}
      onChange={(event) => switchOrganization(event.target.value)}
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
  );
}
