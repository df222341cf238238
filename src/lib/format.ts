import { activeIntlTag } from './i18n/locales';

/**
 * Builds a locale's formatter on first use: each costs milliseconds of locale data to set up. The
 * locale is the active catalog's, so numbers and dates read as the rest of the page ("65,8" in
 * German); switching language redraws the page, which then formats in the new one.
 */
function perLocale<T>(create: (locale: string) => T): () => T {
  const made = new Map<string, T>();
  return () => {
    const locale = activeIntlTag();
    let value = made.get(locale);
    if (value === undefined) {
      value = create(locale);
      made.set(locale, value);
    }
    return value;
  };
}

const dateFormat = perLocale((locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }));
const dateTimeFormat = perLocale(
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
);
const relativeFormat = perLocale(
  (locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }),
);
const numberFormat = perLocale(
  (locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }),
);
const integerFormat = perLocale(
  (locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }),
);
const percentFormat = perLocale(
  (locale) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }),
);

function toDate(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatDate(value: string | Date): string {
  const date = toDate(value);
  return date ? dateFormat().format(date) : '—';
}

export function formatDateTime(value: string | Date): string {
  const date = toDate(value);
  return date ? dateTimeFormat().format(date) : '—';
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "in 3 days", "2 hours ago", "now": for expiries and activity, with the exact date on hover. */
export function formatRelative(value: string | Date, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return '—';
  const seconds = (date.getTime() - now.getTime()) / 1000;
  for (const [index, [unit, size]] of UNITS.entries()) {
    if (Math.abs(seconds) < size) continue;
    const value = Math.round(seconds / size);
    // 23.6 hours rounds to 24: that is a day ("yesterday"), not "24 hours ago".
    const larger = UNITS[index - 1];
    if (larger && Math.abs(value) * size >= larger[1]) {
      return relativeFormat().format(Math.sign(value), larger[0]);
    }
    return relativeFormat().format(value, unit);
  }
  return relativeFormat().format(0, 'minute');
}

/** "1,234.5", "−66.5" ("1.234,5" in German): a true minus sign, as the Δ figures have. */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return '—';
  const text = numberFormat().format(Math.abs(value));
  return value < 0 && /[1-9]/.test(text) ? `−${text}` : text;
}

export function formatInteger(value: number): string {
  return Number.isFinite(value) ? integerFormat().format(value) : '—';
}

/**
 * A share given in percent points: 65.8 → "65.8%" ("65,8 %" in German). A share too small to show
 * at one decimal reads "< 0.1%": it is there, and "0%" would say it is not.
 */
export function formatPercent(value: number): string {
  if (!Number.isFinite(value)) return '—';
  const size = Math.abs(value);
  if (size > 0 && size < 0.05) return `${value < 0 ? '>' : '<'} ${signed(value, 0.1)}`;
  return signed(value, size);
}

function signed(value: number, size: number): string {
  const text = percentFormat().format(size / 100);
  return value < 0 && /[1-9]/.test(text) ? `−${text}` : text;
}

/** A signed change, "+2.5" / "−1" / "±0", for Δ against an unfiltered figure. */
export function formatDelta(value: number): string {
  if (!Number.isFinite(value)) return '—';
  const rounded = Math.round(value * 10) / 10;
  if (rounded === 0) return '±0';
  return `${rounded > 0 ? '+' : '−'}${numberFormat().format(Math.abs(rounded))}`;
}

export function formatBytes(bytes: number): string {
  // The unit symbols are the same in every language Pulse speaks; the number is the locale's.
  if (bytes < 1024) return `${integerFormat().format(bytes)} B`;
  if (bytes < 1024 * 1024) return `${numberFormat().format(bytes / 1024)} KB`;
  return `${numberFormat().format(bytes / (1024 * 1024))} MB`;
}
