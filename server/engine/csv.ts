import type { Db } from '../db';
import type { DatasetData } from './dataset';
import { importanceOf, performanceOf } from './dataset';
import { maskText } from './mask';
import type { Selection } from './selection';

export interface CsvOptions {
  maskTextViolations: boolean;
  omitColumns: string[];
}

/** Rows per yielded chunk: large enough to amortise a db round trip, small enough to stay flat. */
export const CSV_CHUNK_ROWS = 500;
const CRLF = '\r\n';
// Spreadsheets run a cell that starts with one of these as a formula (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One RFC 4180 field. Text gets the formula guard (a leading ') and is quoted when it holds a
 * comma, quote, CR or LF; numbers are written as they are, and null/undefined as an empty field.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

export function csvColumnNames(data: DatasetData): string[] {
  return [
    'respondent_id',
    ...data.filterables.map((f) => f.name),
    ...data.attitudes.flatMap((a) => [`${a.keyword}_performance`, `${a.keyword}_importance`]),
    'comment',
  ];
}

/**
 * Streams the selected respondents as CSV, CSV_CHUNK_ROWS rows per chunk. Ratings come from the
 * in-memory columns; respondent ids and comment texts are read from the db one chunk at a time
 * (each query finishes before the chunk is yielded, so the connection is never left busy).
 * Only the comment column is masked: the other text cells are codes and labels, not free text.
 */
export async function* csvChunks(
  db: Db,
  data: DatasetData,
  selection: Selection,
  options: CsvOptions,
): AsyncGenerator<string> {
  const names = csvColumnNames(data);
  const omitted = new Set(options.omitColumns);
  const keep = names.map((name) => !omitted.has(name));
  const pick = (cells: string[]): string => cells.filter((_, i) => keep[i]).join(',') + CRLF;

  const idStmt = db.prepare(
    'SELECT idx, respondent_id FROM respondents WHERE dataset_id = ? AND idx BETWEEN ? AND ?',
  );
  const commentStmt = db.prepare(
    `SELECT respondent_idx, text FROM comments
      WHERE dataset_id = ? AND respondent_idx BETWEEN ? AND ? ORDER BY respondent_idx, id`,
  );
  const indexAt = (k: number): number => (selection.indices ? selection.indices[k]! : k);

  yield pick(names.map(csvCell));
  for (let start = 0; start < selection.count; start += CSV_CHUNK_ROWS) {
    const end = Math.min(start + CSV_CHUNK_ROWS, selection.count);
    const first = indexAt(start);
    const last = indexAt(end - 1);
    const ids = new Map(
      (idStmt.raw().all(data.id, first, last) as [number, string][]).map(([idx, id]) => [idx, id]),
    );
    const comments = new Map<number, string[]>();
    for (const [idx, text] of commentStmt.raw().all(data.id, first, last) as [number, string][]) {
      const list = comments.get(idx) ?? [];
      list.push(options.maskTextViolations ? maskText(text) : text);
      comments.set(idx, list);
    }

    let chunk = '';
    for (let k = start; k < end; k++) {
      const i = indexAt(k);
      const cells = [csvCell(ids.get(i) ?? '')];
      for (const f of data.filterables) cells.push(csvCell(f.valueByCode[f.codes[i]!] ?? ''));
      for (const a of data.attitudes) {
        const pair = a.pairs[i]!;
        cells.push(rating(performanceOf(pair)), rating(importanceOf(pair)));
      }
      cells.push(csvCell((comments.get(i) ?? []).join(' | ')));
      chunk += pick(cells);
    }
    yield chunk;
  }
}

const rating = (r: number): string => (r === 0 ? '' : String(r));
