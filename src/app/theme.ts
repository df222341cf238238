import { createTheme, type PaletteOptions, type Theme } from '@mui/material/styles';
import type { Localization } from '@mui/material/locale';

export type ColorMode = 'light' | 'dark';

const PALETTES: Record<ColorMode, PaletteOptions> = {
  light: {
    mode: 'light',
    primary: { main: '#3949ab' },
    secondary: { main: '#00897b' },
    background: { default: '#f6f7fb', paper: '#ffffff' },
  },
  dark: {
    mode: 'dark',
    // Hover (MUI's `dark` shade) brightens here: the derived darker shade was a muted grey-blue
    // that read as a disabled button on the dark background.
    primary: { main: '#9fa8da', dark: '#c5cae9' },
    secondary: { main: '#4db6ac' },
    background: { default: '#0f1218', paper: '#171b24' },
  },
};

/**
 * The one theme, in the colour mode in use (see color-mode.tsx). A theme per mode rather than one
 * with both schemes as CSS variables: that theme took several times longer to build, and its
 * variable sheet and each component's extra dark-scheme rules made every cold page load slower
 * (bench/README.md, "Measured effects").
 * Switching modes re-renders the app instead, which happens once per click.
 */
const focusRing = ({ theme }: { theme: Theme }) => ({
  '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
});

export const createAppTheme = (mode: ColorMode, texts: Localization = {}) =>
  createTheme(
    {
      palette: PALETTES[mode],
      // MUI's breakpoints (600, 900, 1200, 1536 px) in em: the same widths at the browser's default
      // text size, and a reader who sets a larger one gets the layout for the room the text leaves
      // (at 24 px, the navigation becomes a drawer below 1,350 px instead of crowding the page).
      breakpoints: { unit: 'em', values: { xs: 0, sm: 37.5, md: 56.25, lg: 75, xl: 96 } },
      shape: { borderRadius: 10 },
      typography: {
        fontFamily:
          'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
        h1: { fontSize: '1.75rem', fontWeight: 600 },
        h2: { fontSize: '1.375rem', fontWeight: 600 },
        h3: { fontSize: '1.125rem', fontWeight: 600 },
        button: { textTransform: 'none', fontWeight: 600 },
      },
      components: {
        // A reader whose system asks for less motion gets none: dialogs, menus, drawers, tabs and
        // collapsing panels appear and go at once (the charts never animate). Spinners and
        // skeletons keep their animation, which says that something is loading.
        MuiCssBaseline: {
          styleOverrides: {
            '@media (prefers-reduced-motion: reduce)': {
              '*, *::before, *::after': {
                transitionDuration: '0s !important',
                transitionDelay: '0s !important',
              },
            },
          },
        },
        MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
        MuiPaper: { defaultProps: { elevation: 0 } },
        MuiCard: { defaultProps: { variant: 'outlined' } },
        MuiButton: { defaultProps: { disableElevation: true } },
        MuiTextField: { defaultProps: { fullWidth: true } },
        // Every dialog's title in the page-section heading style (MUI's default is the smaller h6).
        MuiDialogTitle: { defaultProps: { variant: 'h2' } },
        // The buttons line up with the title and content's inset (MUI's default is a third of it).
        MuiDialogActions: {
          styleOverrides: { root: ({ theme }) => ({ padding: theme.spacing(2, 3) }) },
        },
        // MUI marks a keyboard-focused switch, checkbox or radio only with a faint halo (nothing at
        // all on a switch in some states): an outline in the primary colour shows where focus is.
        MuiSwitch: {
          styleOverrides: {
            switchBase: ({ theme }) => ({
              '&.Mui-focusVisible .MuiSwitch-thumb': {
                outline: `2px solid ${theme.palette.primary.main}`,
                outlineOffset: 2,
              },
            }),
          },
        },
        MuiCheckbox: { styleOverrides: { root: focusRing } },
        MuiRadio: { styleOverrides: { root: focusRing } },
      },
    },
    // MUI's own texts (pagination, close buttons) in the language in use.
    texts,
  );
