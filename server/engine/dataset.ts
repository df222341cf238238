import { createHash } from 'node:crypto';
import { type Db, prepared } from '../db';
import type { AttitudeRow } from '../db/rows';
import type { components } from '../../src/api/schema.gen';
import { DatasetCorruptError } from './errors';

type Recommendation = components['schemas']['Recommendation'];
type Study = components['schemas']['Study'];

/** One respondent attribute, stored column-wise: `codes[i]` is respondent i's value code (0 = none). */
export interface FilterableColumn {
  id: string;
  name: string;
  /** valueByCode[code] is the value's label; codes are 1..255. */
  valueByCode: (string | undefined)[];
  codeByValue: Map<string, number>;
  codes: Uint8Array;
}

/**
 * Respondent i's two ratings of an attitude packed in one byte, `performance * 6 + importance`
 * (each 1..5, 0 = not rated), so the aggregation reads one column and bumps one counter.
 */
export const PAIRS = 36;
export const packRatings = (performance: number, importance: number): number =>
  performance * 6 + importance;
export const performanceOf = (pair: number): number => Math.floor(pair / 6);
export const importanceOf = (pair: number): number => pair % 6;

/** One rated attitude; `pairs[i]` holds respondent i's ratings (see packRatings). */
export interface AttitudeColumn {
  attitudeId: string;
  /** Stable id of this attitude within this dataset (ResultAttitude.id). */
  resultId: string;
  keyword: string;
  description: string;
  explanation: string;
  iconUrl: string;
  recommendations: Recommendation[];
  studies: Study[];
  pairs: Uint8Array;
}

/** Comment metadata without the text (the CSV reads texts page by page from the db). */
export interface CommentColumns {
  respondentIdx: Uint32Array;
  /** Index into DatasetData.attitudes. */
  attitudePos: Uint16Array;
  sentiment: Int8Array;
  author: string[];
  topic: string[];
}

export interface DatasetData {
  id: string;
  size: number;
  filterables: FilterableColumn[];
  attitudes: AttitudeColumn[];
  comments: CommentColumns;
}

/** A uuid derived from a name (sha1, RFC 4122 version 5 layout) so derived ids are stable. */
export function nameUuid(name: string): string {
  const bytes = createHash('sha1').update(name).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The attitudes a dataset rates, with their position in the respondents' byte arrays. */
type DatasetAttitudeRow = Pick<
  AttitudeRow,
  | 'id'
  | 'keyword'
  | 'description'
  | 'explanation'
  | 'content_icon_url'
  | 'recommendations'
  | 'studies'
> & { position: number };

/** Reads a dataset into columnar typed arrays. Returns undefined when the dataset does not exist. */
export function loadDataset(db: Db, datasetId: string): DatasetData | undefined {
  const exists = db.prepare('SELECT 1 FROM datasets WHERE id = ?').get(datasetId);
  if (!exists) return undefined;

  const filterableRows = db
    .prepare('SELECT id, name, position FROM filterables WHERE dataset_id = ? ORDER BY position')
    .all(datasetId) as { id: string; name: string; position: number }[];
  const valueStmt = db.prepare('SELECT code, value FROM filterable_values WHERE filterable_id = ?');
  const attitudeRows = db
    .prepare(
      `SELECT a.id, a.keyword, a.description, a.explanation, a.content_icon_url, a.recommendations,
              a.studies, da.position
         FROM dataset_attitudes da JOIN attitudes a ON a.id = da.attitude_id
        WHERE da.dataset_id = ? ORDER BY da.position`,
    )
    .all(datasetId) as DatasetAttitudeRow[];
  const size = (
    db.prepare('SELECT count(*) AS n FROM respondents WHERE dataset_id = ?').get(datasetId) as {
      n: number;
    }
  ).n;

  checkPositions(datasetId, 'filterable', filterableRows);
  checkPositions(datasetId, 'attitude', attitudeRows);

  const filterables: FilterableColumn[] = filterableRows.map((row) => {
    const valueByCode: (string | undefined)[] = [];
    const codeByValue = new Map<string, number>();
    for (const { code, value } of valueStmt.all(row.id) as { code: number; value: string }[]) {
      valueByCode[code] = value;
      codeByValue.set(value, code);
    }
    return { id: row.id, name: row.name, valueByCode, codeByValue, codes: new Uint8Array(size) };
  });
  const attitudes: AttitudeColumn[] = attitudeRows.map((row) => ({
    attitudeId: row.id,
    resultId: nameUuid(`${datasetId}/${row.id}`),
    keyword: row.keyword,
    description: row.description,
    explanation: row.explanation,
    iconUrl: row.content_icon_url,
    recommendations: parseJsonArray<Recommendation>(datasetId, row.recommendations),
    studies: parseJsonArray<Study>(datasetId, row.studies),
    pairs: new Uint8Array(size),
  }));

  readRespondents(db, datasetId, size, filterables, attitudes);
  return {
    id: datasetId,
    size,
    filterables,
    attitudes,
    comments: loadComments(db, datasetId, attitudes, size),
  };
}

/**
 * Respondents per query: each batch comes back as one hex string (SQLite concatenates the rows),
 * decoded into one reused buffer. Three Buffers per respondent, or even one blob per batch, are
 * external memory that V8 frees only after tens of MB pile up; that garbage, not the columns,
 * used to set the server's peak memory. A batch's text stays below V8's large-object size.
 */
const RESPONDENT_BATCH = 1024;

/**
 * Fills the filterable and attitude columns, with the row-by-row reader's checks: idx runs
 * 0..size-1 without a gap, every blob has its dataset's width, every rating is 0..5. `||` on
 * blobs keeps their bytes (zeros included), and hex() keeps them through the text conversion.
 */
function readRespondents(
  db: Db,
  datasetId: string,
  size: number,
  filterables: FilterableColumn[],
  attitudes: AttitudeColumn[],
): void {
  const f = filterables.length;
  const a = attitudes.length;
  const width = f + 2 * a;
  const batch = prepared(
    db,
    `SELECT count(*), min(idx), max(idx),
            total(length(attrs) <> @f OR length(perf) <> @a OR length(imp) <> @a),
            hex(group_concat(attrs || perf || imp, '' ORDER BY idx))
       FROM respondents WHERE dataset_id = @datasetId AND idx >= @start AND idx < @end`,
    'raw',
  );
  const bytes = Buffer.alloc(RESPONDENT_BATCH * width);
  for (let start = 0; start < size; start += RESPONDENT_BATCH) {
    const end = Math.min(start + RESPONDENT_BATCH, size);
    const [count, min, max, misfits, hex] = batch.get({ datasetId, f, a, start, end }) as [
      number,
      number | null,
      number | null,
      number,
      string,
    ];
    if (count !== end - start || min !== start || max !== end - 1) {
      throw new DatasetCorruptError(
        datasetId,
        `missing respondent ${firstMissing(db, datasetId, start, end)}`,
      );
    }
    if (misfits > 0 || hex.length !== 2 * count * width) {
      throw new DatasetCorruptError(datasetId, 'a respondent has blobs of the wrong length');
    }
    bytes.write(hex, 'hex');
    for (let r = 0; r < count; r++) {
      const idx = start + r;
      const row = r * width;
      for (let k = 0; k < f; k++) filterables[k]!.codes[idx] = bytes[row + k]!;
      for (let k = 0; k < a; k++) {
        const p = bytes[row + f + k]!;
        const i = bytes[row + f + a + k]!;
        if (p > 5 || i > 5)
          throw new DatasetCorruptError(datasetId, `respondent ${idx} has a rating above 5`);
        attitudes[k]!.pairs[idx] = packRatings(p, i);
      }
    }
  }
}

/** The first idx in [start, end) without a respondent (asked only once a batch came up short). */
function firstMissing(db: Db, datasetId: string, start: number, end: number): number {
  const present = db
    .prepare(
      'SELECT idx FROM respondents WHERE dataset_id = ? AND idx >= ? AND idx < ? ORDER BY idx',
    )
    .pluck()
    .all(datasetId, start, end) as number[];
  const gap = present.findIndex((idx, k) => idx !== start + k);
  return gap === -1 ? start + present.length : start + gap;
}

/** Comments per query, by respondent range, so only a few thousand rows are in flight. */
const COMMENT_BATCH = 8192;

type CommentRow = [number, string, string, string, number];

function loadComments(
  db: Db,
  datasetId: string,
  attitudes: AttitudeColumn[],
  size: number,
): CommentColumns {
  const positionById = new Map(attitudes.map((a, i) => [a.attitudeId, i]));
  // An upper bound for the columns; comments that cannot be shown are dropped below.
  const total = prepared(db, 'SELECT count(*) FROM comments WHERE dataset_id = ?', 'pluck').get(
    datasetId,
  ) as number;
  const respondentIdx = new Uint32Array(total);
  const attitudePos = new Uint16Array(total);
  const sentiment = new Int8Array(total);
  const author: string[] = [];
  const topic: string[] = [];
  // Author names and topics repeat across thousands of comments: keep one string of each.
  const seen = new Map<string, string>();
  const intern = (text: string): string => {
    const known = seen.get(text);
    if (known !== undefined) return known;
    seen.set(text, text);
    return text;
  };
  const batch = prepared(
    db,
    `SELECT respondent_idx, attitude_id, author_name, topic, sentiment FROM comments
      WHERE dataset_id = ? AND respondent_idx >= ? AND respondent_idx < ?
      ORDER BY respondent_idx, id`,
    'raw',
  );
  let n = 0;
  // Comments on missing respondents (outside 0..size-1) fall outside every range, and comments
  // on attitudes the dataset does not rate are skipped: neither can be shown.
  for (let start = 0; start < size; start += COMMENT_BATCH) {
    const rows = batch.all(datasetId, start, start + COMMENT_BATCH) as CommentRow[];
    for (const [idx, attitudeId, authorName, topicName, feeling] of rows) {
      const position = positionById.get(attitudeId);
      if (position === undefined) continue;
      respondentIdx[n] = idx;
      attitudePos[n] = position;
      sentiment[n] = feeling;
      author.push(intern(authorName));
      topic.push(intern(topicName));
      n++;
    }
  }
  const fits = n === total;
  return {
    respondentIdx: fits ? respondentIdx : respondentIdx.slice(0, n),
    attitudePos: fits ? attitudePos : attitudePos.slice(0, n),
    sentiment: fits ? sentiment : sentiment.slice(0, n),
    author,
    topic,
  };
}

function checkPositions(datasetId: string, what: string, rows: { position: number }[]): void {
  rows.forEach((row, i) => {
    if (row.position !== i)
      throw new DatasetCorruptError(datasetId, `${what} positions are not 0..n-1`);
  });
}

function parseJsonArray<T>(datasetId: string, text: string): T[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new DatasetCorruptError(datasetId, 'an attitude holds invalid JSON');
  }
  if (!Array.isArray(value))
    throw new DatasetCorruptError(datasetId, 'an attitude list is not an array');
  return value as T[];
}
