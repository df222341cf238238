import type { components } from '../../src/api/schema.gen';
import { readQuery } from '../contract/validate-request';
import type { App, Deps } from '../lib/context';
import { paginate } from '../lib/pagination';
import { route } from '../lib/router';
import { portfolioStore } from '../stores/portfolios';

export function portfolioRoutes(app: App, { db }: Deps): void {
  const portfolios = portfolioStore(db);

  route(app, '/api/v1/portfolios/', {
    GET: (c) => {
      const query = readQuery(c, 'portfolios_list');
      const { count, page } = portfolios.list(c.get('user').id, query.organization_id ?? null);
      const body: components['schemas']['PaginatedPortfolioList'] = paginate(
        new URL(c.req.url),
        count,
        page,
      );
      return c.json(body);
    },
  });
}
