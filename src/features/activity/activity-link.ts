import { INVITATION_STATUSES } from '../../lib/invitation-status';
import type { ActivityAction, ActivityEntry } from '../../queries/activity';

/** Actions after which their target no longer exists. */
const DELETIONS: readonly ActivityAction[] = ['invitation.deleted', 'saved_view.deleted'];

/** The status an invitation had once this entry was made, where the entry says. */
function invitationStatusAfter(entry: ActivityEntry): number | undefined {
  const moved = entry.details.changes?.status?.to;
  const status = entry.action === 'invitation.created' ? entry.details.status : moved;
  return typeof status === 'number' && (INVITATION_STATUSES as readonly number[]).includes(status)
    ? status
    : undefined;
}

/**
 * The target ids that entries in view show deleted: an older entry about the same invitation or
 * saved view must not link to it either. (The log cannot say more without asking for each target.)
 */
export function deletedTargets(entries: readonly ActivityEntry[]): Set<string> {
  return new Set(
    entries.filter((entry) => DELETIONS.includes(entry.action)).map((entry) => entry.target.id),
  );
}

/**
 * Where the dashboard shows an entry's target, or null when it cannot (a person, a deleted
 * invitation or view, a saved view whose report the entry does not name). An invitation opens the
 * invitations list at the status it moved to; there is no page per invitation.
 */
export function activityLink(
  entry: ActivityEntry,
  deleted: ReadonlySet<string> = new Set(),
): string | null {
  if (DELETIONS.includes(entry.action) || deleted.has(entry.target.id)) return null;
  switch (entry.target.type) {
    case 'invitation': {
      const status = invitationStatusAfter(entry);
      return status === undefined ? '/invitations' : `/invitations?status=${status}`;
    }
    case 'segment':
      return '/segments';
    case 'report':
      return `/reports/${encodeURIComponent(entry.target.id)}`;
    case 'saved_view': {
      const report = entry.details.report?.id;
      return report ? `/reports/${encodeURIComponent(report)}` : null;
    }
    case 'organization':
      return '/organization';
    default:
      return null;
  }
}
