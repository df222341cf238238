import { Suspense, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink, Outlet, ScrollRestoration, useNavigation } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import InsightsIcon from '@mui/icons-material/Insights';
import MenuIcon from '@mui/icons-material/Menu';
import { ColorModeToggle } from './ColorModeToggle';
import { NavList } from './NavList';
import { OfflineBanner } from './OfflineBanner';
import { OrganizationSwitcher } from './OrganizationSwitcher';
import { UserMenu } from './UserMenu';

/** 232 px at the default text size; wider with larger text, so the links' words still fit. */
const DRAWER_WIDTH = '14.5rem';

function Brand() {
  return (
    <Link
      component={RouterLink}
      to="/"
      underline="none"
      color="inherit"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2.5, height: 64 }}
    >
      <InsightsIcon color="primary" aria-hidden />
      <Typography variant="h3" component="span">
        <Trans comment="The product's name">Pulse</Trans>
      </Typography>
    </Link>
  );
}

/** A bar under the top bar while a page's code or data loads; the only part of the frame to redraw. */
function NavigationProgress() {
  const navigation = useNavigation();
  const { t } = useLingui();
  return navigation.state === 'loading' ? (
    <LinearProgress
      aria-label={t`Loading page`}
      sx={{ position: 'absolute', bottom: 0, left: 0, right: 0 }}
    />
  ) : null;
}

/** The signed-in frame: navigation (permanent from md, a drawer below), top bar, and the page. */
export function AppShell() {
  const [mobileOpen, setMobileOpen] = useState(false);
  const { t } = useLingui();

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute',
          left: 8,
          // Above the window by its own height, however large the text makes it.
          top: 0,
          transform: 'translateY(-100%)',
          zIndex: 'tooltip',
          px: 2,
          py: 1,
          borderRadius: 1,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          textDecoration: 'none',
          '&:focus': { transform: 'translateY(8px)' },
        }}
      >
        <Trans>Skip to content</Trans>
      </Box>
      <Box
        component="aside"
        aria-label={t`Navigation`}
        sx={{ width: { md: DRAWER_WIDTH }, flexShrink: { md: 0 } }}
      >
        <Drawer
          variant="temporary"
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          sx={{
            display: { xs: 'block', md: 'none' },
            '& .MuiDrawer-paper': { width: DRAWER_WIDTH },
          }}
        >
          <Brand />
          <NavList onNavigate={() => setMobileOpen(false)} />
        </Drawer>
        <Drawer
          variant="permanent"
          open
          sx={{
            display: { xs: 'none', md: 'block' },
            '& .MuiDrawer-paper': { width: DRAWER_WIDTH },
          }}
        >
          <Brand />
          <NavList />
        </Drawer>
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AppBar
          position="sticky"
          sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
        >
          <Toolbar sx={{ gap: 1, minHeight: 64 }}>
            <IconButton
              edge="start"
              aria-label={t`Open navigation`}
              onClick={() => setMobileOpen(true)}
              sx={{ display: { md: 'none' } }}
            >
              <MenuIcon />
            </IconButton>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <OrganizationSwitcher />
            </Box>
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <ColorModeToggle />
              <UserMenu />
            </Stack>
          </Toolbar>
          <NavigationProgress />
        </AppBar>
        <OfflineBanner />
        <Box
          component="main"
          id="main"
          tabIndex={-1}
          sx={{
            flexGrow: 1,
            p: { xs: 2, sm: 3 },
            width: '100%',
            maxWidth: '90rem',
            mx: 'auto',
            outline: 'none',
          }}
        >
          <Suspense fallback={<LinearProgress aria-label={t`Loading`} />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
      <ScrollRestoration />
    </Box>
  );
}
