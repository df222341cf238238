import type { components } from '../../src/api/schema.gen';
import type { EntryTuple } from '../stores/activity';

type Entry = components['schemas']['ActivityEntry'];

export function activityEntry([
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
