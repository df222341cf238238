import { useMemo } from 'react';
import { useTheme, type Theme } from '@mui/material/styles';
import type { CodeTone } from '../lib/result-codes';

export interface ChartColors {
  text: string;
  textSecondary: string;
  grid: string;
  background: string;
  primary: string;
  tones: Record<CodeTone, string>;
  sentiment: { positive: string; neutral: string; negative: string };
  /**
   * A comparison's groups: A (drawn hollow: rings, light bars) and B (drawn solid), so the two
   * differ by shape as well as by hue.
   */
  groups: { a: string; b: string };
  /** Lines of one chart that name no tone (a trend's figures), in the order they are drawn. */
  series: string[];
}

/**
 * Concrete colours of the scheme in use. Charts need real values rather than CSS variables: an
 * SVG saved to a file has no stylesheet to resolve them against.
 */
export function useChartColors(): ChartColors {
  const { palette } = useTheme();
  // One object per palette, so memoised charts and their derived data keep across renders.
  return useMemo(() => colorsOf(palette), [palette]);
}

function colorsOf(palette: Theme['palette']): ChartColors {
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
      neutral: palette.grey[palette.mode === 'dark' ? 600 : 400],
      negative: palette.error.main,
    },
    groups: { a: palette.secondary.main, b: palette.primary.main },
    series: [
      palette.primary.main,
      palette.secondary.main,
      palette.info.main,
      palette.warning.main,
      palette.success.main,
      palette.error.main,
      palette.grey[palette.mode === 'dark' ? 400 : 600],
    ],
  };
}
