import { activeIntlTag } from '../../../lib/i18n/locales';

const ratioFormats = new Map<string, Intl.NumberFormat>();

/**
 * Fulfillment ratio (performance agreed ÷ importance agreed) with two decimals: 0.87, 1.12 ("0,87"
 * in German), in the language in use like every other figure.
 */
export function formatRatio(value: number): string {
  if (!Number.isFinite(value)) return '—';
  const locale = activeIntlTag();
  let format = ratioFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    ratioFormats.set(locale, format);
  }
  return format.format(value);
}
