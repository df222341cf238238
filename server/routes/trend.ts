import { filterInputs } from '../contract/filters';
import { pathId, readBody, RuleErrors } from '../contract/validate-request';
import { ACCESSIBLE_PORTFOLIOS } from '../lib/access';
import type { App, Deps } from '../lib/context';
import { notFound } from '../lib/errors';
import { route } from '../lib/router';
import { buildTrend, namedFilters, segmentWaves } from './trend-waves';

/**
 * A segment's configurations over time (an extension): each a wave with its result, and every
 * figure's changes between waves tested as one family (docs/statistics.md, Trends).
 */
export function trendRoutes(app: App, deps: Deps): void {
  const { db, engine } = deps;

  route(app, '/api/v1/segments/:id/trend/', {
    POST: async (c) => {
      const user = c.get('user');
      const id = pathId(c, 'segments_trend_create');
      const segment = db
        .prepare(
          `SELECT s.id, s.name FROM segments s
            WHERE s.id = @id AND s.portfolio_id IN (SELECT portfolio_id FROM (${ACCESSIBLE_PORTFOLIOS}))`,
        )
        .get({ id, userId: user.id }) as { id: string; name: string } | undefined;
      if (!segment) throw notFound();

      const input = await readBody(c, 'segments_trend_create');
      // Existence, which the contract cannot say: a filterable of one of the segment's waves.
      const rules = new RuleErrors();
      const named = namedFilters(
        db,
        segmentWaves(db, segment.id),
        filterInputs(input.filters),
        (m) => rules.fail('filters', m),
      );
      rules.done();

      return c.json(buildTrend(db, engine, segment, named, user, deps.now()));
    },
  });
}
