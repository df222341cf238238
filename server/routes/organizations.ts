import type { components } from '../../src/api/schema.gen';
import { pathId, readBody } from '../contract/validate-request';
import { requireRole, ROLE, roleIn } from '../lib/access';
import { actorOf, changesBetween, recordActivity } from '../lib/activity';
import type { App, Deps } from '../lib/context';
import { notFound } from '../lib/errors';
import { route } from '../lib/router';
import { organizationProfile } from '../serializers/organization';
import { organizationStore, type OrganizationChanges } from '../stores/organizations';

type Schemas = components['schemas'];

export function organizationRoutes(app: App, { db, now }: Deps): void {
  const organizations = organizationStore(db);

  /** The caller's role in the organization; 404 when they are not in it (or it does not exist). */
  const membership = (userId: string, id: string) => {
    const role = roleIn(db, userId, id);
    if (role === undefined) throw notFound();
    return { id, role };
  };

  route(app, '/api/v1/organizations/:id/', {
    GET: (c) => {
      const { id } = membership(c.get('user').id, pathId(c, 'organizations_retrieve'));
      return c.json(organizationProfile(organizations.get(id)!));
    },
    PATCH: async (c) => {
      const { id, role } = membership(c.get('user').id, pathId(c, 'organizations_partial_update'));
      requireRole(role, ROLE.administrator);
      const changes = columnsOf(await readBody(c, 'organizations_partial_update'));

      db.transaction(() => {
        const before = organizationProfile(organizations.get(id)!);
        // What the answer would read, field by field, to compare with what it read before.
        const after = Object.fromEntries(
          Object.entries(changes).map(([col, value]) => [
            col,
            col === 'needs' ? (JSON.parse(value as string) as string[]) : value,
          ]),
        );
        const changed = changesBetween(before, after);
        if (Object.keys(changed).length === 0) return;
        organizations.update(
          id,
          Object.fromEntries(
            Object.keys(changed).map((col) => [col, changes[col as keyof OrganizationChanges]]),
          ),
        );
        recordActivity(db, now(), {
          organizationId: id,
          actor: actorOf(c.get('user')),
          action: 'organization.updated',
          // The name it has once changed; a rename's old name is in the changes.
          target: { type: 'organization', id, label: organizations.get(id)!.name ?? '' },
          details: { changes: changed },
        });
      })();
      const row = organizations.get(id)!;
      const body: Schemas['Organization'] = { id: row.id, name: row.name };
      return c.json(body);
    },
  });
}

/** The body's fields as the columns they set (`needs` as JSON). */
function columnsOf(input: Schemas['PatchedOrganizationRequest']): OrganizationChanges {
  const changes: OrganizationChanges = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.website !== undefined) changes.website = input.website;
  if (input.primary_contact_phone !== undefined) {
    changes.primary_contact_phone = input.primary_contact_phone;
  }
  if (input.needs !== undefined) changes.needs = JSON.stringify(input.needs);
  if (input.organization_type !== undefined) changes.organization_type = input.organization_type;
  return changes;
}
