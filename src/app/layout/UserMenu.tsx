import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import { LanguageMenuItems } from './LanguageMenuItems';
import { useSession } from '../../lib/session';
import { roleLabel } from '../../lib/roles';

function initials(first: string, last: string, email: string): string {
  const letters = `${first.charAt(0)}${last.charAt(0)}`.trim();
  return (letters || email.charAt(0)).toUpperCase();
}

export function UserMenu() {
  const { user, role, organization, signOut } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [signingOut, setSigningOut] = useState(false);
  const name = user.full_name || user.email;
  const { t } = useLingui();

  return (
    <>
      <IconButton
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={t`Account menu for ${name}`}
        aria-haspopup="menu"
        data-testid="account-menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'user-menu' : undefined}
      >
        <Avatar
          sx={{
            width: '2.125rem',
            height: '2.125rem',
            bgcolor: 'primary.main',
            fontSize: '0.9rem',
          }}
        >
          {initials(user.first_name, user.last_name, user.email)}
        </Avatar>
      </IconButton>
      <Menu
        id="user-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Stack sx={{ px: 2, py: 1, maxWidth: 280 }} spacing={0.5}>
          <Typography sx={{ fontWeight: 600 }} noWrap>
            {name}
          </Typography>
          <Typography variant="body2" color="textSecondary" noWrap>
            {user.email}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', pt: 0.5 }}>
            <Chip
              size="small"
              label={roleLabel(role)}
              color="primary"
              variant="outlined"
              data-testid="user-role"
            />
            <Typography variant="body2" color="textSecondary" noWrap>
              {organization.name}
            </Typography>
          </Stack>
        </Stack>
        <Divider />
        <LanguageMenuItems onPicked={() => setAnchor(null)} />
        <Divider />
        <MenuItem
          disabled={signingOut}
          onClick={() => {
            setSigningOut(true);
            void signOut();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <Trans>Sign out</Trans>
        </MenuItem>
      </Menu>
    </>
  );
}
