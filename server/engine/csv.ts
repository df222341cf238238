import { type Db, prepared } from '../db';
import type { DatasetData } from './dataset';
import { importanceOf, PAIRS, performanceOf } from './dataset';
import { maskText } from './mask';
import type { Selection } from './selection';

export interface CsvOptions {
  maskTextViolations: boolean;
  omitColumns: string[];
}

/**
 * Rows per yielded chunk (a few hundred kB of text): large enough that the per-chunk queries and
 * stream hand-offs are noise, small enough that a download's memory stays flat.
 */
export const CSV_CHUNK_ROWS = 2000;
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
 * A byte column of the dataset and the finished text of each byte value: its cell(s), each with
 * the comma before it when an earlier column is kept. A row is then the id cell followed by one
 * table lookup per column, with no per-cell escaping or joining.
 */
interface CodedColumn {
  codes: Uint8Array;
  text: string[];
}

/**
 * Two attitudes' rating columns read as one: `text[first * PAIRS + second]` holds both attitudes'
 * cells, so a row needs half the lookups and string joins (the bulk of a row is ratings).
 */
interface PairedColumn {
  first: Uint8Array;
  second: Uint8Array;
  text: string[];
}

function pairUp(columns: CodedColumn[]): PairedColumn[] {
  const paired: PairedColumn[] = [];
  for (let k = 0; k + 1 < columns.length; k += 2) {
    const [a, b] = [columns[k]!, columns[k + 1]!];
    const text = Array.from(
      { length: PAIRS * PAIRS },
      (_, n) => a.text[Math.floor(n / PAIRS)]! + b.text[n % PAIRS]!,
    );
    paired.push({ first: a.codes, second: b.codes, text });
  }
  return paired;
}

/** A row's cells in order: id, filterables, attitudes two by two, an odd last one, comment. */
interface RowLayout {
  respondentId: boolean;
  filterables: CodedColumn[];
  paired: PairedColumn[];
  /** The last attitude when an odd number of them is kept. */
  trailing: CodedColumn[];
  /** The comment cell's separator, or null when the column is omitted. */
  commentSeparator: string | null;
}

function rowLayout(data: DatasetData, omitColumns: string[]): RowLayout {
  const omitted = new Set(omitColumns);
  const respondentId = !omitted.has('respondent_id');
  // Every kept cell but the row's first starts with a comma.
  let started = respondentId;
  const separator = (): string => {
    const text = started ? ',' : '';
    started = true;
    return text;
  };
  const filterables: CodedColumn[] = [];
  for (const f of data.filterables) {
    if (omitted.has(f.name)) continue;
    const before = separator();
    // A code without a label (0 = no answer) is an empty cell.
    const text = Array.from(
      { length: 256 },
      (_, code) => before + csvCell(f.valueByCode[code] ?? ''),
    );
    filterables.push({ codes: f.codes, text });
  }
  const attitudes: CodedColumn[] = [];
  for (const a of data.attitudes) {
    const beforePerformance = omitted.has(`${a.keyword}_performance`) ? null : separator();
    const beforeImportance = omitted.has(`${a.keyword}_importance`) ? null : separator();
    if (beforePerformance === null && beforeImportance === null) continue;
    const text = Array.from(
      { length: PAIRS },
      (_, pair) =>
        (beforePerformance === null ? '' : beforePerformance + rating(performanceOf(pair))) +
        (beforeImportance === null ? '' : beforeImportance + rating(importanceOf(pair))),
    );
    attitudes.push({ codes: a.pairs, text });
  }
  const commentSeparator = omitted.has('comment') ? null : separator();
  return {
    respondentId,
    filterables,
    paired: pairUp(attitudes),
    trailing: attitudes.length % 2 === 1 ? attitudes.slice(-1) : [],
    commentSeparator,
  };
}

/**
 * Streams the selected respondents as CSV, CSV_CHUNK_ROWS rows per chunk. Ratings and filterable
 * labels come from the in-memory columns; respondent ids and comment texts are read from the db
 * one chunk at a time (each query finishes before the chunk is yielded, so the connection is never
 * left busy). Only the comment column is masked: the other text cells are codes and labels.
 */
export async function* csvChunks(
  db: Db,
  data: DatasetData,
  selection: Selection,
  options: CsvOptions,
): AsyncGenerator<string> {
  const names = csvColumnNames(data);
  const omitted = new Set(options.omitColumns);
  yield (
    names
      .filter((name) => !omitted.has(name))
      .map(csvCell)
      .join(',') + CRLF
  );

  const layout = rowLayout(data, options.omitColumns);
  const indexAt = (k: number): number => (selection.indices ? selection.indices[k]! : k);
  for (let start = 0; start < selection.count; start += CSV_CHUNK_ROWS) {
    const end = Math.min(start + CSV_CHUNK_ROWS, selection.count);
    const first = indexAt(start);
    const last = indexAt(end - 1);
    const idOf = layout.respondentId ? respondentIds(db, data.id, first, last) : undefined;
    const comments =
      layout.commentSeparator === null ? undefined : commentsIn(db, data.id, first, last);
    let next = 0; // the first comment not yet written (comments are in respondent order)

    let chunk = '';
    for (let k = start; k < end; k++) {
      const i = indexAt(k);
      let row = idOf ? csvCell(idOf(i)) : '';
      for (const column of layout.filterables) row += column.text[column.codes[i]!]!;
      for (const column of layout.paired)
        row += column.text[column.first[i]! * PAIRS + column.second[i]!]!;
      for (const column of layout.trailing) row += column.text[column.codes[i]!]!;
      if (comments) {
        while (next < comments.length && comments[next]![0] < i) next++;
        const texts: string[] = [];
        for (; next < comments.length && comments[next]![0] === i; next++) {
          const text = comments[next]![1];
          texts.push(options.maskTextViolations ? maskText(text) : text);
        }
        row += layout.commentSeparator + csvCell(texts.join(' | '));
      }
      chunk += row + CRLF;
    }
    yield chunk;
  }
}

/** Respondent id by idx for first..last (one query); an idx with no row reads as ''. */
function respondentIds(db: Db, datasetId: string, first: number, last: number) {
  const ids: string[] = new Array<string>(last - first + 1).fill('');
  const rows = prepared(
    db,
    'SELECT idx, respondent_id FROM respondents WHERE dataset_id = ? AND idx BETWEEN ? AND ?',
    'raw',
  ).all(datasetId, first, last) as [number, string][];
  for (const [idx, id] of rows) ids[idx - first] = id;
  return (i: number): string => ids[i - first]!;
}

/** [respondent idx, text] of the comments on first..last, in respondent then comment order. */
function commentsIn(db: Db, datasetId: string, first: number, last: number): [number, string][] {
  return prepared(
    db,
    `SELECT respondent_idx, text FROM comments
      WHERE dataset_id = ? AND respondent_idx BETWEEN ? AND ? ORDER BY respondent_idx, id`,
    'raw',
  ).all(datasetId, first, last) as [number, string][];
}

const rating = (r: number): string => (r === 0 ? '' : String(r));
