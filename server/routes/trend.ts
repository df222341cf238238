import type { components } from '../../src/api/schema.gen';
import { ACCESSIBLE_PORTFOLIOS } from '../lib/access';
import { readJson } from '../lib/body';
import type { App, Deps } from '../lib/context';
import type { FilterInput } from '../lib/engine-port';
import { notFound } from '../lib/errors';
import { route } from '../lib/router';
import { BodyReader, checkString, isUuid, MSG } from '../lib/validate';
import { buildTrend, namedFilters, segmentWaves } from './trend-waves';

type ReportFilterItem = components['schemas']['ReportFilterItem'];

/**
 * A segment's configurations over time (an extension): each a wave with its result, and every
 * figure's changes between waves tested as one family (docs/statistics.md, Trends).
 */
export function trendRoutes(app: App, deps: Deps): void {
  const { db, engine } = deps;

  route(app, '/api/v1/segments/:id/trend/', {
    POST: async (c) => {
      const user = c.get('user');
      const id = c.req.param('id') ?? '';
      // A path id that is not a uuid cannot name anything: 404, as for a missing segment.
      if (!isUuid(id)) throw notFound();
      const segment = db
        .prepare(
          `SELECT s.id, s.name FROM segments s
            WHERE s.id = @id AND s.portfolio_id IN (SELECT portfolio_id FROM (${ACCESSIBLE_PORTFOLIOS}))`,
        )
        .get({ id: id.toLowerCase(), userId: user.id }) as { id: string; name: string } | undefined;
      if (!segment) throw notFound();

      const input = new BodyReader(await readJson(c));
      const filters = input.list('filters', { maxItems: 100 }, filterItem) ?? [];
      input.done();
      const named = namedFilters(db, segmentWaves(db, segment.id), filters, (message) =>
        input.fail('filters', message),
      );
      input.done();

      return c.json(buildTrend(db, engine, segment, named, user, deps.now()));
    },
  });
}

/** One item of `filters`, as a report filter reads it (the contract's ReportFilterItem). */
function filterItem(v: unknown): { ok: FilterInput } | { error: string } {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return { error: MSG.notObject(v) };
  const item = v as Partial<Record<keyof ReportFilterItem, unknown>>;
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
