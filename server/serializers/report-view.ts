import type { components } from '../../src/api/schema.gen';
import type { Db } from '../db/index';
import type { AccessibleReport } from '../lib/access';
import type { FilterInput } from '../lib/engine-port';

type Schemas = components['schemas'];

interface ConfigurationRow {
  id: string;
  name: string;
  comments: string;
  is_primary: number;
  copied_from: string | null;
  industry_configuration: string | null;
}

/** The report's configuration by id, or its primary one (first by position if none is flagged). */
export function findConfiguration(
  db: Db,
  reportId: string,
  configurationId?: string,
): ConfigurationRow | undefined {
  return db
    .prepare(
      `SELECT id, name, comments, is_primary, copied_from, industry_configuration
         FROM configurations WHERE report_id = @reportId AND (@configurationId IS NULL OR id = @configurationId)
        ORDER BY is_primary DESC, position, id LIMIT 1`,
    )
    .get({ reportId, configurationId: configurationId ?? null }) as ConfigurationRow | undefined;
}

export function datasetFilterables(db: Db, datasetId: string): Schemas['Filterable'][] {
  const rows = db
    .prepare('SELECT id, name FROM filterables WHERE dataset_id = ? ORDER BY position, id')
    .all(datasetId) as { id: string; name: string }[];
  const values = db.prepare(
    'SELECT value FROM filterable_values WHERE filterable_id = ? ORDER BY code',
  );
  return rows.map((f) => ({ ...f, values: values.pluck().all(f.id) as string[] }));
}

/**
 * The Report shape the filter endpoint answers: the report with, as `dataset.configurations`,
 * the one configuration computed, its saved filters followed by the request's, and the result.
 */
export function reportView(
  db: Db,
  report: AccessibleReport,
  configuration: ConfigurationRow,
  requestFilters: FilterInput[],
  result: Schemas['Result'],
): Schemas['Report'] {
  const modelVersion = db
    .prepare('SELECT id, name, audience, sequence, audience_type FROM model_versions WHERE id = ?')
    .get(report.model_version_id) as Schemas['ModelVersion'];
  const filterables = datasetFilterables(db, report.dataset_id);
  const names = new Map(filterables.map((f) => [f.id, f.name]));

  const saved = db
    .prepare(
      'SELECT filterable_id, value FROM configuration_filters WHERE configuration_id = ? ORDER BY filterable_id',
    )
    .all(configuration.id) as { filterable_id: string; value: string }[];
  const filters: Schemas['ConfigurationFilter'][] = [
    ...saved.map((f) => ({
      filterableId: f.filterable_id,
      values: JSON.parse(f.value) as string[],
    })),
    ...requestFilters.filter((f) => f.values.length > 0),
  ].map((f) => ({
    filterable: { id: f.filterableId, name: names.get(f.filterableId) ?? '' },
    value: f.values,
    operator: 'in',
  }));

  const contentPages = (
    db
      .prepare(
        `SELECT p.id, p.title, p.icon, u.id AS user_id, u.email, u.first_name, u.last_name
           FROM content_pages p JOIN users u ON u.id = p.created_by
          WHERE p.configuration_id = ? ORDER BY p.title, p.id`,
      )
      .all(configuration.id) as {
      id: string;
      title: string;
      icon: string;
      user_id: string;
      email: string;
      first_name: string;
      last_name: string;
    }[]
  ).map((p) => ({
    id: p.id,
    title: p.title,
    icon: p.icon,
    created_by: {
      id: p.user_id,
      full_name: `${p.first_name} ${p.last_name}`.trim(),
      email: p.email,
      first_name: p.first_name,
      last_name: p.last_name,
    },
  }));

  return {
    id: report.id,
    name: report.name,
    model_version: modelVersion,
    comments: report.comments,
    dataset: {
      id: report.dataset_id,
      configurations: {
        id: configuration.id,
        comments: configuration.comments,
        content_pages: contentPages,
        filters,
        result,
        filterables,
        name: configuration.name,
        is_primary: configuration.is_primary === 1,
        copied_from: configuration.copied_from,
        industry_configuration: configuration.industry_configuration,
      },
    },
    tags: report.tags,
    issued_at: report.issued_at,
    meta: report.meta === null ? null : (JSON.parse(report.meta) as unknown),
  };
}
