import type { components } from '../../src/api/schema.gen';
import { readQuery } from '../contract/validate-request';
import { membershipsOf, requireRole, ROLE, roleIn } from '../lib/access';
import type { App, Deps } from '../lib/context';
import { notFound, validationFailed } from '../lib/errors';
import { paginate } from '../lib/pagination';
import { route } from '../lib/router';
import { MSG, parseDateTime } from '../lib/validate';
import { activityEntry } from '../serializers/activity-entry';
import { activityStore } from '../stores/activity';

type Schemas = components['schemas'];

export function activityRoutes(app: App, { db }: Deps): void {
  const activity = activityStore(db);

  route(app, '/api/v1/activity/', {
    GET: (c) => {
      const user = c.get('user');
      let organizationId = readQuery(c, 'activity_list', ['organization_id']).organization_id;
      if (organizationId === undefined) {
        // A user of one organization need not name it; one of several must.
        const memberships = membershipsOf(db, user.id);
        if (memberships.length !== 1) throw validationFailed({ organization_id: [MSG.required] });
        organizationId = memberships[0]!.organization_id;
      }
      // Not a member: the organization reads as missing. A member who does not administer it:
      // 403, before the filters are read, as DRF checks permissions first.
      const role = roleIn(db, user.id, organizationId);
      if (role === undefined) throw notFound();
      requireRole(role, ROLE.administrator);

      const query = readQuery(c, 'activity_list');
      const { actor, action, target_type: targetType } = query;
      const from = query.from === undefined ? undefined : parseDateTime(query.from);
      const to = query.to === undefined ? undefined : parseDateTime(query.to);

      const { count, page } = activity.list({
        organizationId,
        actor,
        action,
        targetType,
        from,
        to,
      });
      const body: Schemas['PaginatedActivityEntryList'] = paginate(
        new URL(c.req.url),
        count,
        (limit, offset) => page(limit, offset).map(activityEntry),
      );
      return c.json(body);
    },
  });
}
