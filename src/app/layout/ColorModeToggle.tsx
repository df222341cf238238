import IconButton from '@mui/material/IconButton';
import { t } from '@lingui/core/macro';
import Tooltip from '@mui/material/Tooltip';
import DarkModeIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeIcon from '@mui/icons-material/LightModeOutlined';
import { useColorMode } from '../color-mode';

/** Follows the system until the user picks; the pick is remembered (see color-mode.tsx). */
export function ColorModeToggle() {
  const { mode, setMode } = useColorMode();
  const isDark = mode === 'dark';
  const label = isDark ? t`Switch to light mode` : t`Switch to dark mode`;
  return (
    <Tooltip title={label}>
      <IconButton
        onClick={() => setMode(isDark ? 'light' : 'dark')}
        aria-label={label}
        color="inherit"
      >
        {isDark ? <LightModeIcon /> : <DarkModeIcon />}
      </IconButton>
    </Tooltip>
  );
}
