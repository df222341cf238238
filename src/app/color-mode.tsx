import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useLingui } from '@lingui/react';
import { muiLocaleFor, subscribeMuiLocales } from './i18n';
import { createAppTheme, type ColorMode } from './theme';

/** The user's pick; until they make one, the system's scheme is followed, live. */
type Preference = ColorMode | 'system';

const STORAGE_KEY = 'pulse.color-mode';
const DARK_QUERY = '(prefers-color-scheme: dark)';

function storedPreference(): Preference {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

const modeOf = (preference: Preference, systemDark: boolean): ColorMode =>
  preference === 'system' ? (systemDark ? 'dark' : 'light') : preference;

/** The mode the first render will use, read the same way the provider reads it. */
export function initialColorMode(): ColorMode {
  return modeOf(storedPreference(), window.matchMedia(DARK_QUERY).matches);
}

const themes = new Map<string, Theme>();

/** Each mode's theme is built once per language (for MUI's own texts), on first use. */
export function themeFor(mode: ColorMode, locale: string): Theme {
  const texts = muiLocaleFor(locale);
  // Before the dashboard's catalog, a language has no MUI texts yet: a theme of its own.
  const key = `${mode} ${locale} ${texts ? 'texts' : 'no texts'}`;
  let theme = themes.get(key);
  if (!theme) {
    theme = createAppTheme(mode, texts);
    themes.set(key, theme);
  }
  return theme;
}

interface ColorModeValue {
  mode: ColorMode;
  setMode: (mode: ColorMode) => void;
}

const ColorModeContext = createContext<ColorModeValue | null>(null);

export function useColorMode(): ColorModeValue {
  const value = useContext(ColorModeContext);
  if (!value) throw new Error('useColorMode needs a ColorModeProvider above it');
  return value;
}

/**
 * The theme of the mode in use. The first render already has the right mode (the stored pick,
 * else the system's, read synchronously), so a dark page never flashes light.
 */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  const [preference, setPreference] = useState(storedPreference);
  const systemDark = useMediaQuery(DARK_QUERY, { noSsr: true });
  const mode = modeOf(preference, systemDark);
  const { i18n } = useLingui();
  // MUI's texts of the language arrive with the dashboard's catalog, which may land between the
  // first render and the catalog provider's subscription (that provider then misses it).
  useSyncExternalStore(subscribeMuiLocales, () => muiLocaleFor(i18n.locale));

  const setMode = useCallback((next: ColorMode) => {
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Private mode or a full quota: the pick holds for this visit only.
    }
    // Every styled element re-renders with the new theme: in a transition, so the click answers
    // at once and the page changes as a whole.
    startTransition(() => setPreference(next));
  }, []);
  const value = useMemo(() => ({ mode, setMode }), [mode, setMode]);

  return (
    <ColorModeContext.Provider value={value}>
      <ThemeProvider theme={themeFor(mode, i18n.locale)}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </ColorModeContext.Provider>
  );
}
