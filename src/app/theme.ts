import { createTheme } from '@mui/material/styles';

/**
 * The one theme: light and dark schemes as CSS variables, switched by a class on <html> so the
 * choice (system, light or dark) applies before React renders and never flashes. Made by a call
 * rather than when this module loads: building it takes tens of milliseconds, which would lengthen
 * the app's first task, the one that evaluates all of its code.
 */
export const createAppTheme = () =>
  createTheme({
    cssVariables: { colorSchemeSelector: 'class' },
    colorSchemes: {
      light: {
        palette: {
          primary: { main: '#3949ab' },
          secondary: { main: '#00897b' },
          background: { default: '#f6f7fb', paper: '#ffffff' },
        },
      },
      dark: {
        palette: {
          primary: { main: '#9fa8da' },
          secondary: { main: '#4db6ac' },
          background: { default: '#0f1218', paper: '#171b24' },
        },
      },
    },
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
      MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
      MuiPaper: { defaultProps: { elevation: 0 } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiTextField: { defaultProps: { fullWidth: true } },
    },
  });
