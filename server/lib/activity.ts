import { randomUUID } from 'node:crypto';
import type { components } from '../../src/api/schema.gen';
import { type Db, prepared } from '../db/index';
import type { UserRow } from './context';

export type ActivityAction = components['schemas']['ActivityAction'];
export type ActivityTargetType = components['schemas']['ActivityTargetType'];
export type ActivityDetails = components['schemas']['ActivityDetails'];
export type ActivityChange = components['schemas']['ActivityChange'];

export const ACTIVITY_ACTIONS: readonly ActivityAction[] = [
  'auth.login',
  'auth.login_failed',
  'invitation.created',
  'invitation.updated',
  'invitation.status_changed',
  'invitation.deleted',
  'organization.updated',
  'segment.created',
  'saved_view.created',
  'saved_view.updated',
  'saved_view.deleted',
  'report.dataset_downloaded',
  'report.group_refused',
];
export const ACTIVITY_TARGET_TYPES: readonly ActivityTargetType[] = [
  'user',
  'invitation',
  'organization',
  'segment',
  'saved_view',
  'report',
];

export interface Actor {
  id: string;
  /** The name the user has now; the entry keeps it as it was. */
  name: string;
}

export interface ActivityInput {
  /** Null only for what belongs to no organization (a refused sign-in of an unknown address). */
  organizationId: string | null;
  actor: Actor | null;
  action: ActivityAction;
  target: { type: ActivityTargetType; id: string | null; label: string };
  details?: ActivityDetails;
}

export const actorOf = (user: Pick<UserRow, 'id' | 'first_name' | 'last_name'>): Actor => ({
  id: user.id,
  name: `${user.first_name} ${user.last_name}`.trim(),
});

/**
 * Appends one entry. Call it inside the transaction of the change it records, so that a crash
 * leaves both or neither. Nothing secret goes in: callers pass names, ids and the fields that
 * changed, never a token or a password.
 */
export function recordActivity(db: Db, at: Date, entry: ActivityInput): void {
  prepared(
    db,
    `INSERT INTO activity (id, at, organization_id, actor_user_id, actor_name, action,
                           target_type, target_id, target_label, details)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    randomUUID(),
    at.getTime(),
    entry.organizationId,
    entry.actor?.id ?? null,
    entry.actor?.name ?? null,
    entry.action,
    entry.target.type,
    entry.target.id,
    entry.target.label,
    JSON.stringify(entry.details ?? {}),
  );
}

/**
 * The fields whose values differ between `before` and `after`, as `{field: {from, to}}`; values
 * are compared as JSON, so lists compare by their items.
 */
export function changesBetween<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
): Record<string, ActivityChange> {
  const changes: Record<string, ActivityChange> = {};
  for (const key of Object.keys(after)) {
    const from = before[key] ?? null;
    const to = after[key] ?? null;
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[key] = { from, to };
  }
  return changes;
}

export const DAY_MS = 86_400_000;
/** Rows deleted per transaction, so a long backlog never holds the writer for long. */
const PRUNE_BATCH = 5000;

/**
 * Deletes the entries older than `retentionDays` before `now`; returns how many went. Organization
 * by organization (and those of none), each through the log's one index, in batches.
 */
export function pruneActivity(db: Db, now: Date, retentionDays: number): number {
  const cutoff = now.getTime() - retentionDays * DAY_MS;
  const nextOrganization = prepared(
    db,
    'SELECT organization_id FROM activity WHERE organization_id > ? ORDER BY organization_id LIMIT 1',
    'pluck',
  );
  const batch = prepared(
    db,
    `DELETE FROM activity WHERE seq IN (
       SELECT seq FROM activity WHERE organization_id IS ? AND at < ? LIMIT ?)`,
  );
  let total = 0;
  const prune = (organizationId: string | null) => {
    for (;;) {
      const { changes } = batch.run(organizationId, cutoff, PRUNE_BATCH);
      total += changes;
      if (changes < PRUNE_BATCH) return;
    }
  };
  prune(null);
  for (
    let organizationId = nextOrganization.get('') as string | undefined;
    organizationId !== undefined;
    organizationId = nextOrganization.get(organizationId) as string | undefined
  ) {
    prune(organizationId);
  }
  return total;
}
