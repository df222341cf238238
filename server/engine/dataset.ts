import { createHash } from 'node:crypto';
import type { Db } from '../db';
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

interface AttitudeRow {
  id: string;
  keyword: string;
  description: string;
  explanation: string;
  content_icon_url: string;
  recommendations: string;
  studies: string;
  position: number;
}

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
    .all(datasetId) as AttitudeRow[];
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

  let expectedIdx = 0;
  const rows = db
    .prepare('SELECT idx, attrs, perf, imp FROM respondents WHERE dataset_id = ? ORDER BY idx')
    .raw()
    .iterate(datasetId) as IterableIterator<[number, Buffer, Buffer, Buffer]>;
  for (const [idx, attrs, perf, imp] of rows) {
    if (idx !== expectedIdx)
      throw new DatasetCorruptError(datasetId, `missing respondent ${expectedIdx}`);
    if (
      attrs.length !== filterables.length ||
      perf.length !== attitudes.length ||
      imp.length !== attitudes.length
    ) {
      throw new DatasetCorruptError(datasetId, `respondent ${idx} has blobs of the wrong length`);
    }
    for (let f = 0; f < filterables.length; f++) filterables[f]!.codes[idx] = attrs[f]!;
    for (let a = 0; a < attitudes.length; a++) {
      const p = perf[a]!;
      const i = imp[a]!;
      if (p > 5 || i > 5)
        throw new DatasetCorruptError(datasetId, `respondent ${idx} has a rating above 5`);
      attitudes[a]!.pairs[idx] = packRatings(p, i);
    }
    expectedIdx++;
  }

  return {
    id: datasetId,
    size,
    filterables,
    attitudes,
    comments: loadComments(db, datasetId, attitudes, size),
  };
}

function loadComments(
  db: Db,
  datasetId: string,
  attitudes: AttitudeColumn[],
  size: number,
): CommentColumns {
  const positionById = new Map(attitudes.map((a, i) => [a.attitudeId, i]));
  const rows = db
    .prepare(
      `SELECT respondent_idx, attitude_id, author_name, topic, sentiment FROM comments
        WHERE dataset_id = ? ORDER BY respondent_idx, id`,
    )
    .raw()
    .all(datasetId) as [number, string, string, string, number][];
  // Comments on attitudes the dataset does not rate, or on missing respondents, cannot be shown.
  const kept = rows.filter(
    ([idx, attitudeId]) => idx >= 0 && idx < size && positionById.has(attitudeId),
  );
  const columns: CommentColumns = {
    respondentIdx: new Uint32Array(kept.length),
    attitudePos: new Uint16Array(kept.length),
    sentiment: new Int8Array(kept.length),
    author: [],
    topic: [],
  };
  kept.forEach(([idx, attitudeId, author, topic, sentiment], i) => {
    columns.respondentIdx[i] = idx;
    columns.attitudePos[i] = positionById.get(attitudeId)!;
    columns.sentiment[i] = sentiment;
    columns.author.push(author);
    columns.topic.push(topic);
  });
  return columns;
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
