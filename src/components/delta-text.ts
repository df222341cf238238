import { formatDelta } from '../lib/format';
import { activeIntlTag } from '../lib/i18n/locales';

const NUMBER_PARTS = new Set(['integer', 'group', 'decimal', 'fraction']);
const percentPatterns = new Map<string, { before: string; after: string }>();

/**
 * Where the active language puts a percent sign around a number: after it in English ("2.5%"),
 * after a no-break space in German ("2,5 %"). Read once per language from `Intl`.
 */
function percentPattern(locale: string): { before: string; after: string } {
  let pattern = percentPatterns.get(locale);
  if (pattern === undefined) {
    const parts = new Intl.NumberFormat(locale, { style: 'percent' }).formatToParts(0.25);
    const first = parts.findIndex((part) => NUMBER_PARTS.has(part.type));
    const last = parts.findLastIndex((part) => NUMBER_PARTS.has(part.type));
    const join = (items: Intl.NumberFormatPart[]) => items.map((part) => part.value).join('');
    pattern = { before: join(parts.slice(0, first)), after: join(parts.slice(last + 1)) };
    percentPatterns.set(locale, pattern);
  }
  return pattern;
}

/**
 * A signed change with its unit, "+2.5" / "−1%" ("−1 %" in German): `formatDelta` for the figure,
 * the language's own spacing for a percent sign; any other unit follows the figure as given.
 */
export function formatDeltaWithUnit(value: number, unit = ''): string {
  const figure = formatDelta(value);
  if (figure === '—') return figure;
  if (unit !== '%') return `${figure}${unit}`;
  const { before, after } = percentPattern(activeIntlTag());
  return `${before}${figure}${after}`;
}

/**
 * A change that a test marked significant: never "±0". One that rounds to 0 reads "+<0.1" or
 * "−<0.1" (the language's decimal sign), so a marked difference always shows its direction.
 */
export function formatMarkedDeltaWithUnit(value: number, unit = ''): string {
  if (Math.round(value * 10) !== 0 || value === 0) return formatDeltaWithUnit(value, unit);
  const tenth = formatDelta(0.1).slice(1);
  const figure = `${value > 0 ? '+' : '−'}<${tenth}`;
  if (unit !== '%') return `${figure}${unit}`;
  const { before, after } = percentPattern(activeIntlTag());
  return `${before}${figure}${after}`;
}
