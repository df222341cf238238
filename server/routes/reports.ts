import type { Context } from 'hono';
import type { components } from '../../src/api/schema.gen';
import { ACCESSIBLE_PORTFOLIOS, accessibleReport } from '../lib/access';
import { readJson } from '../lib/body';
import type { App, AppEnv, Deps } from '../lib/context';
import type { FilterInput } from '../lib/engine-port';
import { notFound } from '../lib/errors';
import { admitGroup, isMember, resolveGroup } from '../lib/groups';
import { paginate } from '../lib/pagination';
import { QueryReader } from '../lib/query';
import { route } from '../lib/router';
import { BodyReader, checkString, isUuid, MSG } from '../lib/validate';
import { resultForMembers } from '../privacy/member-view';
import { reportView } from '../serializers/report-view';
import { compareGroups } from './compare-groups';

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

      const group = resolveGroup(db, report, configurationId, filters, (field, message) =>
        input.fail(field, message),
      );
      input.done();

      // Admission comes first: before "pending", before any cached result.
      const admission = await admitGroup(db, group!, c.get('user'), deps.now());
      const result = !admission.admitted
        ? admission.refused
        : asynchronous
          ? engine.computeAsync(group!.configuration.id, filters)
          : engine.compute(group!.configuration.id, filters);
      const shown = isMember(group!) ? resultForMembers(result) : result;
      return c.json(reportView(db, report, group!.configuration, filters, shown));
    },
  });

  route(app, '/api/v1/reports/:id/compare/', {
    POST: async (c) => {
      const userId = c.get('user').id;
      const reportA = accessibleReport(db, userId, reportPathId(c));
      const body = await readJson(c);
      const input = new BodyReader(body);
      const fields = (body ?? {}) as Record<string, unknown>;
      const sideA = readSide(input, 'a', fields.a, false);
      const sideB = readSide(input, 'b', fields.b, true);
      input.done();

      // Group B's report must be one the user may read, like any report: 404 otherwise.
      const reportB = sideB!.reportId ? accessibleReport(db, userId, sideB!.reportId) : reportA;
      if (reportB.model_version_id !== reportA.model_version_id) {
        input.fail('b', `report_id: ${MSG.otherModelVersion('report A')}`);
      }
      const fail = (side: 'a' | 'b') => (field: string, message: string) =>
        input.fail(side, `${field}: ${message}`);
      const groupA = resolveGroup(db, reportA, sideA!.configurationId, sideA!.filters, fail('a'));
      const groupB = resolveGroup(db, reportB, sideB!.configurationId, sideB!.filters, fail('b'));
      input.done();

      const answer = await compareGroups(db, engine, groupA!, groupB!, c.get('user'), deps.now());
      return c.json(answer);
    },
  });
}

/**
 * One group of a comparison: an object with an optional configuration and filters (and, for B,
 * report). Its problems are reported under the group's field as "field: message".
 */
function readSide(input: BodyReader, field: 'a' | 'b', raw: unknown, withReport: boolean) {
  if (!input.has(field)) return input.fail(field, MSG.required);
  const side = new BodyReader(raw);
  const reportId = withReport ? side.uuid('report_id') : undefined;
  const configurationId = side.uuid('configuration_id');
  const filters = side.list('filters', { maxItems: 100 }, filterItem) ?? [];
  for (const [name, problem] of Object.entries(side.errors)) {
    const messages = Array.isArray(problem)
      ? problem
      : Object.entries(problem).flatMap(([index, list]) => list.map((m) => `${index}: ${m}`));
    for (const message of messages) {
      input.fail(field, name === 'non_field_errors' ? message : `${name}: ${message}`);
    }
  }
  return { reportId, configurationId, filters };
}

/** A path id that is not a uuid cannot name anything: 404, as for a missing report. */
export function reportPathId(c: Context<AppEnv>): string {
  const id = c.req.param('id') ?? '';
  if (!isUuid(id)) throw notFound();
  return id.toLowerCase();
}

export function filterItem(v: unknown): { ok: FilterInput } | { error: string } {
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
