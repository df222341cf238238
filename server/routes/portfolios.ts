import type { components } from '../../src/api/schema.gen';
import { ACCESSIBLE_PORTFOLIOS } from '../lib/access';
import type { App, Deps } from '../lib/context';
import { paginate } from '../lib/pagination';
import { QueryReader } from '../lib/query';
import { route } from '../lib/router';

type Portfolio = components['schemas']['Portfolio'];

export function portfolioRoutes(app: App, { db }: Deps): void {
  route(app, '/api/v1/portfolios/', {
    GET: (c) => {
      const url = new URL(c.req.url);
      const query = new QueryReader(url.searchParams);
      const organizationId = query.uuid('organization_id') ?? null;
      query.done();

      const params = { userId: c.get('user').id, organizationId };
      const from = `FROM portfolios p JOIN (${ACCESSIBLE_PORTFOLIOS}) a ON a.portfolio_id = p.id
                    WHERE (@organizationId IS NULL OR p.organization_id = @organizationId)`;
      const count = db.prepare(`SELECT count(*) ${from}`).pluck().get(params) as number;
      const page = paginate(
        url,
        count,
        (limit, offset) =>
          db
            .prepare(
              `SELECT p.id, p.name ${from} ORDER BY p.name COLLATE NOCASE, p.id LIMIT @limit OFFSET @offset`,
            )
            .all({ ...params, limit, offset }) as Portfolio[],
      );
      const body: components['schemas']['PaginatedPortfolioList'] = page;
      return c.json(body);
    },
  });
}
