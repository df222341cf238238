import type { components } from '../../src/api/schema.gen';
import { readQuery } from '../contract/validate-request';
import type { App, Deps } from '../lib/context';
import { paginate } from '../lib/pagination';
import { route } from '../lib/router';
import { attitude } from '../serializers/attitude';
import { attitudeStore } from '../stores/attitudes';

type Schemas = components['schemas'];

/** Attitudes are the service's global metadata: every signed-in user reads all of them. */
export function attitudeRoutes(app: App, { db }: Deps): void {
  const attitudes = attitudeStore(db);

  route(app, '/api/v1/attitudes/', {
    GET: (c) => {
      const url = new URL(c.req.url);
      const query = readQuery(c, 'attitudes_list');
      const audienceType = query.audience_type ?? null;
      // An extension: the library searched as a whole rather than one page at a time.
      const search = query.search?.trim().toLowerCase() || null;

      const { count, page } = attitudes.list({ audienceType, search });
      const body: Schemas['PaginatedAttitudeList'] = paginate(url, count, (limit, offset) =>
        page(limit, offset).map(attitude),
      );
      return c.json(body);
    },
  });
}
