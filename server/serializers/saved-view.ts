import type { components } from '../../src/api/schema.gen';
import { ROLE } from '../lib/access';
import type { ViewRow } from '../stores/saved-views';

type Schemas = components['schemas'];

/** The owner deletes their view; an administrator deletes their organization's shared ones. */
export const mayDelete = (view: ViewRow, userId: string) =>
  view.owner_user_id === userId ||
  (view.scope === 'organization' && view.role === ROLE.administrator);

export const ownerName = (view: ViewRow) =>
  `${view.owner_first_name} ${view.owner_last_name}`.trim();

export function savedView(row: ViewRow, userId: string): Schemas['SavedView'] {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    report: { id: row.report_id, name: row.report_name },
    organization: { id: row.organization_id, name: row.organization_name },
    owner: { id: row.owner_user_id, full_name: ownerName(row) },
    state: JSON.parse(row.state) as Schemas['SavedViewState'],
    created_at: row.created_at,
    updated_at: row.updated_at,
    last_used_at: row.last_used_at,
    can_edit: row.owner_user_id === userId,
    can_delete: mayDelete(row, userId),
  };
}
