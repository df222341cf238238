import type { components } from '../../src/api/schema.gen';
import { type Db, prepared } from '../db/index';

export interface OrganizationRow {
  id: string;
  name: string | null;
  website: string;
  primary_contact_phone: string;
  /** JSON: a list of strings. */
  needs: string;
  organization_type: components['schemas']['OrganizationType'] | null;
}

/** The columns a profile edit may set. */
export type OrganizationChanges = Partial<Omit<OrganizationRow, 'id'>>;

const GET =
  'SELECT id, name, website, primary_contact_phone, needs, organization_type FROM organizations WHERE id = ?';
const COLUMNS: readonly (keyof OrganizationChanges)[] = [
  'name',
  'website',
  'primary_contact_phone',
  'needs',
  'organization_type',
];

/** Organizations' profiles. */
export function organizationStore(db: Db) {
  return {
    get(id: string): OrganizationRow | undefined {
      return prepared(db, GET).get(id) as OrganizationRow | undefined;
    },

    /** Sets the given columns (one statement, cached, per set of columns). */
    update(id: string, changes: OrganizationChanges): void {
      // Column names come from the fixed list above, never from the request.
      const set = COLUMNS.filter((col) => col in changes)
        .map((col) => `${col} = @${col}`)
        .join(', ');
      if (set === '') return;
      prepared(db, `UPDATE organizations SET ${set} WHERE id = @id`).run({ ...changes, id });
    },
  };
}
