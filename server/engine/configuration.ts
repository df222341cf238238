import type { Db } from '../db';
import type { components } from '../../src/api/schema.gen';
import type { FilterInput } from '../lib/engine-port';
import { DatasetCorruptError } from './errors';

type ModelVersion = components['schemas']['ModelVersion'];

// Declared once, by the port the engine implements.
export type { FilterInput };

export interface RankTier {
  id: number;
  name: string;
  description: string;
  threshold: number;
}

/** What the engine needs to know about a configuration besides its dataset. */
export interface ConfigurationMeta {
  id: string;
  reportId: string;
  datasetId: string;
  modelVersion: ModelVersion;
  /** Highest threshold first. */
  ranks: RankTier[];
  savedFilters: FilterInput[];
  /** The dataset's filterables, to reject a foreign filterable before any work starts. */
  filterableIds: ReadonlySet<string>;
}

export function loadConfiguration(db: Db, configurationId: string): ConfigurationMeta | undefined {
  const row = db
    .prepare(
      `SELECT c.id, c.report_id, r.dataset_id, m.id AS mv_id, m.name AS mv_name, m.audience,
              m.sequence, m.audience_type
         FROM configurations c
         JOIN reports r ON r.id = c.report_id
         JOIN model_versions m ON m.id = r.model_version_id
        WHERE c.id = ?`,
    )
    .get(configurationId) as
    | {
        id: string;
        report_id: string;
        dataset_id: string;
        mv_id: number;
        mv_name: string;
        audience: string;
        sequence: number;
        audience_type: number;
      }
    | undefined;
  if (!row) return undefined;

  const ranks = db
    .prepare(
      'SELECT id, name, description, threshold FROM ranks WHERE model_version_id = ? ORDER BY threshold DESC, id',
    )
    .all(row.mv_id) as RankTier[];
  const savedRows = db
    .prepare(
      'SELECT filterable_id, value FROM configuration_filters WHERE configuration_id = ? ORDER BY filterable_id',
    )
    .all(configurationId) as { filterable_id: string; value: string }[];
  const savedFilters = savedRows.map(({ filterable_id, value }) => ({
    filterableId: filterable_id,
    values: parseValues(row.dataset_id, value),
  }));

  const filterableIds = new Set(
    db
      .prepare('SELECT id FROM filterables WHERE dataset_id = ?')
      .pluck()
      .all(row.dataset_id) as string[],
  );

  return {
    id: row.id,
    reportId: row.report_id,
    datasetId: row.dataset_id,
    modelVersion: {
      id: row.mv_id,
      name: row.mv_name,
      audience: row.audience,
      sequence: row.sequence,
      audience_type: row.audience_type as ModelVersion['audience_type'],
    },
    ranks,
    savedFilters,
    filterableIds,
  };
}

/** The report's primary configuration, or its first one when none is flagged primary. */
export function primaryConfigurationId(db: Db, reportId: string): string | undefined {
  const row = db
    .prepare(
      'SELECT id FROM configurations WHERE report_id = ? ORDER BY is_primary DESC, position, id LIMIT 1',
    )
    .get(reportId) as { id: string } | undefined;
  return row?.id;
}

function parseValues(datasetId: string, text: string): string[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new DatasetCorruptError(datasetId, 'a saved configuration filter holds invalid JSON');
  }
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) {
    throw new DatasetCorruptError(
      datasetId,
      'a saved configuration filter is not a list of strings',
    );
  }
  return value;
}
