import { useMemo } from 'react';
import { useColorScheme, useTheme, type CssVarsTheme, type Theme } from '@mui/material/styles';
import type { CodeTone } from '../lib/result-codes';

export interface ChartColors {
  text: string;
  textSecondary: string;
  grid: string;
  background: string;
  primary: string;
  tones: Record<CodeTone, string>;
  sentiment: { positive: string; neutral: string; negative: string };
}

/**
 * Concrete colours of the scheme in use. Charts need real values rather than CSS variables: an
 * SVG saved to a file has no stylesheet to resolve them against.
 */
export function useChartColors(): ChartColors {
  // The theme is built with CSS variables (src/app/theme.ts), so it carries both schemes.
  const theme = useTheme() as Theme & Partial<Pick<CssVarsTheme, 'colorSchemes'>>;
  const { mode, systemMode } = useColorScheme();
  const scheme = (mode === 'system' ? systemMode : mode) === 'dark' ? 'dark' : 'light';
  const palette = theme.colorSchemes?.[scheme]?.palette ?? theme.palette;
  // One object per palette, so memoised charts and their derived data keep across renders.
  return useMemo(() => colorsOf(palette, scheme), [palette, scheme]);
}

function colorsOf(palette: Theme['palette'], scheme: 'light' | 'dark'): ChartColors {
  return {
    text: palette.text.primary,
    textSecondary: palette.text.secondary,
    grid: palette.divider,
    background: palette.background.paper,
    primary: palette.primary.main,
    tones: {
      positive: palette.success.main,
      negative: palette.error.main,
      info: palette.info.main,
      neutral: palette.grey[500],
    },
    sentiment: {
      positive: palette.success.main,
      neutral: palette.grey[scheme === 'dark' ? 600 : 400],
      negative: palette.error.main,
    },
  };
}
