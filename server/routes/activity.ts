import type { components } from '../../src/api/schema.gen';
import { readQuery } from '../contract/validate-request';
import { prepared } from '../db/index';
import { membershipsOf, requireRole, ROLE, roleIn } from '../lib/access';
import type { App, Deps } from '../lib/context';
import { notFound, validationFailed } from '../lib/errors';
import { paginate } from '../lib/pagination';
import { route } from '../lib/router';
import { MSG, parseDateTime } from '../lib/validate';

type Schemas = components['schemas'];
type Entry = Schemas['ActivityEntry'];

/** An entry as the list reads it: the table's columns, in this order (raw rows are cheaper). */
type EntryTuple = [
  string,
  number,
  string,
  string | null,
  string | null,
  Entry['action'],
  Entry['target']['type'],
  string,
  string,
  string,
];

const COLUMNS = `a.id, a.at, a.organization_id, a.actor_user_id, a.actor_name, a.action,
  a.target_type, a.target_id, a.target_label, a.details`;

export function activityRoutes(app: App, { db }: Deps): void {
  route(app, '/api/v1/activity/', {
    GET: (c) => {
      const user = c.get('user');
      const url = new URL(c.req.url);
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

      // Only the filters in use, as plain conditions: each statement variant (cached) reads the
      // organization's entries newest first from the log's index, which carries the filtered
      // columns, and stops after the page.
      const params = { organizationId, actor, action, targetType, from, to };
      const where = [
        'a.organization_id = @organizationId',
        ...(actor === undefined ? [] : ['a.actor_user_id = @actor']),
        ...(action === undefined ? [] : ['a.action = @action']),
        ...(targetType === undefined ? [] : ['a.target_type = @targetType']),
        ...(from === undefined ? [] : ['a.at >= @from']),
        ...(to === undefined ? [] : ['a.at < @to']),
      ].join(' AND ');
      const bound = Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined));
      const count = prepared(db, `SELECT count(*) FROM activity a WHERE ${where}`, 'pluck').get(
        bound,
      ) as number;
      const page = paginate(url, count, (limit, offset) =>
        (
          prepared(
            db,
            `SELECT ${COLUMNS} FROM activity a WHERE ${where}
              ORDER BY a.at DESC, a.seq DESC LIMIT @limit OFFSET @offset`,
            'raw',
          ).all({ ...bound, limit, offset }) as EntryTuple[]
        ).map(serialize),
      );
      const body: Schemas['PaginatedActivityEntryList'] = page;
      return c.json(body);
    },
  });
}

function serialize([
  id,
  at,
  organizationId,
  actorId,
  actorName,
  action,
  targetType,
  targetId,
  targetLabel,
  details,
]: EntryTuple): Entry {
  return {
    id,
    at: new Date(at).toISOString(),
    organization_id: organizationId,
    actor: actorId === null ? null : { id: actorId, name: actorName ?? '' },
    action,
    target: { type: targetType, id: targetId, label: targetLabel },
    details: JSON.parse(details) as Entry['details'],
  };
}
