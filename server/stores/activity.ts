import type { components } from '../../src/api/schema.gen';
import { type Db, prepared } from '../db/index';

type Entry = components['schemas']['ActivityEntry'];

/** An entry as the list reads it: the table's columns, in this order (raw rows are cheaper). */
export type EntryTuple = [
  id: string,
  at: number,
  organizationId: string,
  actorId: string | null,
  actorName: string | null,
  action: Entry['action'],
  targetType: Entry['target']['type'],
  targetId: string,
  targetLabel: string,
  details: string,
];

const COLUMNS = `a.id, a.at, a.organization_id, a.actor_user_id, a.actor_name, a.action,
  a.target_type, a.target_id, a.target_label, a.details`;

export interface ActivityListQuery {
  organizationId: string;
  actor?: string;
  action?: Entry['action'];
  targetType?: Entry['target']['type'];
  /** Milliseconds since the epoch, inclusive. */
  from?: number;
  /** Milliseconds since the epoch, exclusive. */
  to?: number;
}

/**
 * The activity log as an administrator reads it. Entries are appended by `recordActivity` and
 * pruned by `pruneActivity` (server/lib/activity.ts), which every recorded change and the
 * retention job call.
 */
export function activityStore(db: Db) {
  return {
    /** One organization's entries, newest first, with the filters in use. */
    list(q: ActivityListQuery) {
      // Only the filters in use, as plain conditions: each statement variant (cached) reads the
      // organization's entries newest first from the log's index, which carries the filtered
      // columns, and stops after the page.
      const where = [
        'a.organization_id = @organizationId',
        ...(q.actor === undefined ? [] : ['a.actor_user_id = @actor']),
        ...(q.action === undefined ? [] : ['a.action = @action']),
        ...(q.targetType === undefined ? [] : ['a.target_type = @targetType']),
        ...(q.from === undefined ? [] : ['a.at >= @from']),
        ...(q.to === undefined ? [] : ['a.at < @to']),
      ].join(' AND ');
      const bound = Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined));
      const count = prepared(db, `SELECT count(*) FROM activity a WHERE ${where}`, 'pluck').get(
        bound,
      ) as number;
      const page = (limit: number, offset: number) =>
        prepared(
          db,
          `SELECT ${COLUMNS} FROM activity a WHERE ${where}
            ORDER BY a.at DESC, a.seq DESC LIMIT @limit OFFSET @offset`,
          'raw',
        ).all({ ...bound, limit, offset }) as EntryTuple[];
      return { count, page };
    },
  };
}
