import type { Context } from 'hono';
import type { components } from '../../src/api/schema.gen';
import { ACCESSIBLE_PORTFOLIOS, accessibleReport } from '../lib/access';
import { readJson } from '../lib/body';
import type { App, AppEnv, Deps } from '../lib/context';
import type { FilterInput } from '../lib/engine-port';
import { notFound } from '../lib/errors';
import { paginate } from '../lib/pagination';
import { QueryReader } from '../lib/query';
import { route } from '../lib/router';
import { BodyReader, checkString, isUuid, MSG } from '../lib/validate';
import { findConfiguration, reportView } from './report-view';

type Schemas = components['schemas'];
const TAGS: readonly Schemas['ReportTag'][] = ['competitive', 'segment', 'industry'];

export function reportRoutes(app: App, deps: Deps): void {
  const { db, engine } = deps;

  route(app, '/api/v1/reports/', {
    GET: (c) => {
      const url = new URL(c.req.url);
      const query = new QueryReader(url.searchParams);
      const portfolioId = query.uuid('portfolio_id') ?? null;
      // An extension: one organization's, for a user who belongs to several.
      const organizationId = query.uuid('organization_id') ?? null;
      const tags = query.stringChoice('tags', TAGS) ?? null;
      query.done();

      const params = { userId: c.get('user').id, portfolioId, organizationId, tags };
      const from = `FROM reports r JOIN portfolios p ON p.id = r.portfolio_id
        WHERE r.portfolio_id IN (SELECT portfolio_id FROM (${ACCESSIBLE_PORTFOLIOS})
                                   WHERE @organizationId IS NULL OR organization_id = @organizationId)
          AND (@portfolioId IS NULL OR r.portfolio_id = @portfolioId)
          AND (@tags IS NULL OR r.tags = @tags)`;
      const count = db.prepare(`SELECT count(*) ${from}`).pluck().get(params) as number;
      const configurations = db.prepare(
        'SELECT id, name, is_primary FROM configurations WHERE report_id = ? ORDER BY position, id',
      );
      const page = paginate(url, count, (limit, offset) =>
        (
          db
            .prepare(
              `SELECT r.id, r.name, r.issued_at, r.tags, p.id AS portfolio_id, p.name AS portfolio_name
               ${from} ORDER BY r.issued_at DESC, r.id LIMIT @limit OFFSET @offset`,
            )
            .all({ ...params, limit, offset }) as {
            id: string;
            name: string;
            issued_at: string;
            tags: Schemas['ReportTag'];
            portfolio_id: string;
            portfolio_name: string;
          }[]
        ).map((r) => ({
          id: r.id,
          name: r.name,
          issued_at: r.issued_at,
          tags: r.tags,
          portfolio: { id: r.portfolio_id, name: r.portfolio_name },
          configurations: (
            configurations.all(r.id) as { id: string; name: string; is_primary: number }[]
          ).map((cfg) => ({ ...cfg, is_primary: cfg.is_primary === 1 })),
        })),
      );
      const body: Schemas['PaginatedReportSummaryList'] = page;
      return c.json(body);
    },
  });

  route(app, '/api/v1/reports/:id/filter/', {
    POST: async (c) => {
      const report = accessibleReport(db, c.get('user').id, reportPathId(c));
      const input = new BodyReader(await readJson(c));
      const asynchronous = input.boolean('asynchronous') ?? false;
      const configurationId = input.uuid('configuration_id');
      const filters = input.list('filters', { maxItems: 100 }, filterItem) ?? [];
      input.done();

      const configuration = findConfiguration(db, report.id, configurationId);
      if (!configuration) {
        // Only a configuration of this report may be named; a foreign one reads as missing.
        input.fail('configuration_id', MSG.missingPk(configurationId ?? ''));
      }
      const known = new Set(
        db
          .prepare('SELECT id FROM filterables WHERE dataset_id = ?')
          .pluck()
          .all(report.dataset_id) as string[],
      );
      for (const f of filters) {
        if (!known.has(f.filterableId)) {
          input.fail(
            'filters',
            `Unknown dataset_filterable_id "${f.filterableId}" for this report.`,
          );
        }
      }
      input.done();

      const result = asynchronous
        ? engine.computeAsync(configuration!.id, filters)
        : engine.compute(configuration!.id, filters);
      return c.json(reportView(db, report, configuration!, filters, result));
    },
  });
}

/** A path id that is not a uuid cannot name anything: 404, as for a missing report. */
export function reportPathId(c: Context<AppEnv>): string {
  const id = c.req.param('id') ?? '';
  if (!isUuid(id)) throw notFound();
  return id.toLowerCase();
}

function filterItem(v: unknown): { ok: FilterInput } | { error: string } {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return { error: MSG.notObject(v) };
  const item = v as Record<string, unknown>;
  const id = item.dataset_filterable_id;
  if (id === undefined) return { error: `dataset_filterable_id: ${MSG.required}` };
  if (typeof id !== 'string' || !isUuid(id)) return { error: `dataset_filterable_id: ${MSG.uuid}` };
  const values = item.value;
  if (values === undefined) return { error: `value: ${MSG.required}` };
  if (!Array.isArray(values)) return { error: `value: ${MSG.list(values)}` };
  if (values.length > 1000) return { error: `value: ${MSG.maxItems(1000)}` };
  for (const value of values) {
    const problem = checkString(value, { maxLength: 255, allowBlank: true });
    if (problem) return { error: `value: ${problem}` };
  }
  return { ok: { filterableId: id.toLowerCase(), values: values as string[] } };
}
