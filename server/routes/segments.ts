import { randomUUID } from 'node:crypto';
import type { components } from '../../src/api/schema.gen';
import { readBody, readQuery, RuleErrors } from '../contract/validate-request';
import { membershipsOf, ROLE } from '../lib/access';
import { actorOf, recordActivity } from '../lib/activity';
import type { App, Deps } from '../lib/context';
import { forbidden } from '../lib/errors';
import { paginate } from '../lib/pagination';
import { route } from '../lib/router';
import { MSG } from '../lib/validate';
import { segment } from '../serializers/segment';
import { portfolioStore } from '../stores/portfolios';
import { segmentStore } from '../stores/segments';

export function segmentRoutes(app: App, deps: Deps): void {
  const { db } = deps;
  const segments = segmentStore(db);
  const portfolios = portfolioStore(db);

  route(app, '/api/v1/segments/', {
    GET: (c) => {
      const query = readQuery(c, 'segments_list');
      const { count, page } = segments.list({
        userId: c.get('user').id,
        portfolioId: query.portfolio_id ?? null,
        // An extension: one organization's, for a user who belongs to several.
        organizationId: query.organization_id ?? null,
      });
      const body: components['schemas']['PaginatedSegmentList'] = paginate(
        new URL(c.req.url),
        count,
        (limit, offset) => page(limit, offset).map(segment),
      );
      return c.json(body);
    },

    POST: async (c) => {
      const userId = c.get('user').id;
      // Checked before the body, as DRF checks permissions first: a member never gets to learn
      // which portfolio ids exist.
      if (!membershipsOf(db, userId).some((m) => m.role >= ROLE.collaborator)) throw forbidden();

      const input = await readBody(c, 'segments_create');
      const portfolioId = input.portfolio_id;
      // With its organization and name, which the activity entry records.
      const portfolio = portfolios.accessible(userId, portfolioId);
      // Existence, which the contract cannot say.
      const rules = new RuleErrors();
      if (portfolio === undefined) rules.fail('portfolio_id', MSG.missingPk(portfolioId));
      rules.done();
      if (portfolio!.role < ROLE.collaborator) throw forbidden();

      const id = randomUUID();
      db.transaction(() => {
        const kept = segments.create({
          id,
          portfolioId,
          name: input.name,
          description: input.description ?? '',
          configurationIds: input.configuration_ids ?? [],
          now: deps.now(),
        });
        recordActivity(db, deps.now(), {
          organizationId: portfolio!.organization_id,
          actor: actorOf(c.get('user')),
          action: 'segment.created',
          target: { type: 'segment', id, label: input.name },
          details: {
            portfolio: { id: portfolioId, name: portfolio!.name },
            configuration_ids: kept,
          },
        });
      })();
      return c.json(segment(segments.get(id)!), 201);
    },
  });
}
