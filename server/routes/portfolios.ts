import type { components } from '../../src/api/schema.gen';
import { readQuery } from '../contract/validate-request';
import { prepared } from '../db/index';
import { ACCESSIBLE_PORTFOLIOS } from '../lib/access';
import type { App, Deps } from '../lib/context';
import { paginate } from '../lib/pagination';
import { route } from '../lib/router';

type Portfolio = components['schemas']['Portfolio'];

const FROM = `FROM portfolios p JOIN (${ACCESSIBLE_PORTFOLIOS}) a ON a.portfolio_id = p.id
               WHERE (@organizationId IS NULL OR p.organization_id = @organizationId)`;
const COUNT = `SELECT count(*) ${FROM}`;
const PAGE = `SELECT p.id, p.name ${FROM} ORDER BY p.name COLLATE NOCASE, p.id LIMIT @limit OFFSET @offset`;

export function portfolioRoutes(app: App, { db }: Deps): void {
  route(app, '/api/v1/portfolios/', {
    GET: (c) => {
      const url = new URL(c.req.url);
      const organizationId = readQuery(c, 'portfolios_list').organization_id ?? null;

      const params = { userId: c.get('user').id, organizationId };
      const count = prepared(db, COUNT, 'pluck').get(params) as number;
      const page = paginate(
        url,
        count,
        (limit, offset) => prepared(db, PAGE).all({ ...params, limit, offset }) as Portfolio[],
      );
      const body: components['schemas']['PaginatedPortfolioList'] = page;
      return c.json(body);
    },
  });
}
