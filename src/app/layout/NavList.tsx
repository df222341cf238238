import { NavLink } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useSession } from '../../lib/session';
import { NAV_ITEMS } from './nav-items';

export function NavList({ onNavigate }: { onNavigate?: () => void }) {
  const { memberships, role } = useSession();
  const { t, i18n } = useLingui();
  // The role can change with the organization chosen: each entry decides on both.
  const shown = NAV_ITEMS.filter((item) => item.shownTo?.({ role, memberships }) ?? true);
  return (
    <List component="nav" aria-label={t`Main`} sx={{ px: 1 }}>
      {shown.map((item) => (
        <ListItemButton
          key={item.to}
          component={NavLink}
          to={item.to}
          end={item.to === '/'}
          onClick={onNavigate}
          sx={{
            borderRadius: 1,
            mb: 0.5,
            '&.active': {
              bgcolor: 'action.selected',
              color: 'primary.main',
              '& .MuiListItemIcon-root': { color: 'primary.main' },
            },
          }}
        >
          <ListItemIcon sx={{ minWidth: 40 }}>{item.icon}</ListItemIcon>
          <ListItemText primary={i18n._(item.label)} />
        </ListItemButton>
      ))}
    </List>
  );
}
