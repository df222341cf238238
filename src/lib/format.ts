/** Builds a formatter on first use: each costs milliseconds of locale data to set up. */
function lazily<T>(create: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= create());
}

const dateFormat = lazily(() => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }));
const dateTimeFormat = lazily(
  () => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
);
const relativeFormat = lazily(() => new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' }));
const numberFormat = lazily(() => new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 }));
const integerFormat = lazily(() => new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 }));

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

/** "1,234.5", "−66.5": a true minus sign, as the Δ figures have (Intl writes a hyphen). */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return '—';
  const text = numberFormat().format(Math.abs(value));
  return value < 0 && /[1-9]/.test(text) ? `−${text}` : text;
}

export function formatInteger(value: number): string {
  return Number.isFinite(value) ? integerFormat().format(value) : '—';
}

export function formatPercent(value: number): string {
  return Number.isFinite(value) ? `${numberFormat().format(value)}%` : '—';
}

/** A signed change, "+2.5" / "−1" / "±0", for Δ against an unfiltered figure. */
export function formatDelta(value: number): string {
  if (!Number.isFinite(value)) return '—';
  const rounded = Math.round(value * 10) / 10;
  if (rounded === 0) return '±0';
  return `${rounded > 0 ? '+' : '−'}${numberFormat().format(Math.abs(rounded))}`;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${numberFormat().format(bytes / 1024)} KB`;
  return `${numberFormat().format(bytes / (1024 * 1024))} MB`;
}
