/** A CSV cell's value: text, a number, or nothing (an empty field). */
export type CsvValue = string | number | null | undefined;

// A spreadsheet runs a cell that starts with one of these as a formula (CSV injection). The same
// rule as the server's dataset download (server/engine/csv.ts), so every file Pulse writes is
// safe to open.
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One RFC 4180 field. Text gets the formula guard (a leading ') and is quoted when it holds a
 * comma, quote, CR or LF; finite numbers are written as they are, anything else empty.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

/** Rows as CSV text: fields joined by commas, each line ended by CRLF. */
export function csvText(rows: readonly (readonly CsvValue[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
