import type { components } from '../../src/api/schema.gen';
import { pathId, readBody } from '../contract/validate-request';
import { requireRole, ROLE, roleIn } from '../lib/access';
import { actorOf, changesBetween, recordActivity } from '../lib/activity';
import type { App, Deps } from '../lib/context';
import { notFound } from '../lib/errors';
import { route } from '../lib/router';

type Profile = components['schemas']['OrganizationProfile'];
type OrganizationType = components['schemas']['OrganizationType'];

interface OrganizationRow {
  id: string;
  name: string | null;
  website: string;
  primary_contact_phone: string;
  needs: string;
  organization_type: OrganizationType | null;
}

export function organizationRoutes(app: App, { db, now }: Deps): void {
  const load = (id: string) =>
    db
      .prepare(
        'SELECT id, name, website, primary_contact_phone, needs, organization_type FROM organizations WHERE id = ?',
      )
      .get(id) as OrganizationRow | undefined;

  /** The caller's role in the organization; 404 when they are not in it (or it does not exist). */
  const membership = (userId: string, id: string) => {
    const role = roleIn(db, userId, id);
    if (role === undefined) throw notFound();
    return { id, role };
  };

  route(app, '/api/v1/organizations/:id/', {
    GET: (c) => {
      const { id } = membership(c.get('user').id, pathId(c, 'organizations_retrieve'));
      return c.json(profile(load(id)!));
    },
    PATCH: async (c) => {
      const { id, role } = membership(c.get('user').id, pathId(c, 'organizations_partial_update'));
      requireRole(role, ROLE.administrator);

      const input = await readBody(c, 'organizations_partial_update');
      const changes: Partial<Record<keyof OrganizationRow, string | null>> = {};
      if (input.name !== undefined) changes.name = input.name;
      if (input.website !== undefined) changes.website = input.website;
      if (input.primary_contact_phone !== undefined) {
        changes.primary_contact_phone = input.primary_contact_phone;
      }
      if (input.needs !== undefined) changes.needs = JSON.stringify(input.needs);
      if (input.organization_type !== undefined)
        changes.organization_type = input.organization_type;

      db.transaction(() => {
        const before = profile(load(id)!);
        // What the answer would read, field by field, to compare with what it read before.
        const after = Object.fromEntries(
          Object.entries(changes).map(([col, value]) => [
            col,
            col === 'needs' ? (JSON.parse(value!) as string[]) : value,
          ]),
        );
        const changed = changesBetween(before, after);
        const columns = Object.keys(changed);
        if (columns.length === 0) return;
        // Column names come from the fixed keys above, never from the request.
        const set = columns.map((col) => `${col} = @${col}`).join(', ');
        db.prepare(`UPDATE organizations SET ${set} WHERE id = @id`).run({ ...changes, id });
        recordActivity(db, now(), {
          organizationId: id,
          actor: actorOf(c.get('user')),
          action: 'organization.updated',
          // The name it has once changed; a rename's old name is in the changes.
          target: { type: 'organization', id, label: load(id)!.name ?? '' },
          details: { changes: changed },
        });
      })();
      const row = load(id)!;
      const body: components['schemas']['Organization'] = { id: row.id, name: row.name };
      return c.json(body);
    },
  });
}

function profile(row: OrganizationRow): Profile {
  return {
    id: row.id,
    name: row.name,
    website: row.website,
    primary_contact_phone: row.primary_contact_phone,
    needs: JSON.parse(row.needs) as string[],
    organization_type: row.organization_type,
  };
}
