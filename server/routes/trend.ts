import { filterInputs } from '../contract/filters';
import { pathId, readBody, RuleErrors } from '../contract/validate-request';
import type { App, Deps } from '../lib/context';
import { notFound } from '../lib/errors';
import { route } from '../lib/router';
import { buildTrend, namedFilters } from '../lib/trend-waves';
import { trendStore } from '../stores/trends';

/**
 * A segment's configurations over time (an extension): each a wave with its result, and every
 * figure's changes between waves tested as one family (docs/statistics.md, Trends).
 */
export function trendRoutes(app: App, deps: Deps): void {
  const { db, engine } = deps;
  const store = trendStore(db);

  route(app, '/api/v1/segments/:id/trend/', {
    POST: async (c) => {
      const user = c.get('user');
      const id = pathId(c, 'segments_trend_create');
      const segment = store.segment(id, user.id);
      if (!segment) throw notFound();

      const input = await readBody(c, 'segments_trend_create');
      // Existence, which the contract cannot say: a filterable of one of the segment's waves.
      const rules = new RuleErrors();
      const named = namedFilters(store, store.waves(segment.id), filterInputs(input.filters), (m) =>
        rules.fail('filters', m),
      );
      rules.done();

      return c.json(await buildTrend(db, store, engine, segment, named, user, deps.now()));
    },
  });
}
