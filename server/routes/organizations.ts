import type { components } from '../../src/api/schema.gen';
import { requireRole, ROLE, roleIn } from '../lib/access';
import { actorOf, changesBetween, recordActivity } from '../lib/activity';
import { readJson } from '../lib/body';
import type { App, Deps } from '../lib/context';
import { notFound } from '../lib/errors';
import { route } from '../lib/router';
import { BodyReader, isUuid, stringItem } from '../lib/validate';

type Profile = components['schemas']['OrganizationProfile'];
type OrganizationType = components['schemas']['OrganizationType'];

const ORGANIZATION_TYPES: readonly OrganizationType[] = ['agency', 'corporation', 'ngo'];

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
  const membership = (userId: string, rawId: string) => {
    const id = rawId.toLowerCase();
    const role = isUuid(id) ? roleIn(db, userId, id) : undefined;
    if (role === undefined) throw notFound();
    return { id, role };
  };

  route(app, '/api/v1/organizations/:id/', {
    GET: (c) => {
      const { id } = membership(c.get('user').id, c.req.param('id') ?? '');
      return c.json(profile(load(id)!));
    },
    PATCH: async (c) => {
      const { id, role } = membership(c.get('user').id, c.req.param('id') ?? '');
      requireRole(role, ROLE.administrator);

      const input = new BodyReader(await readJson(c));
      const changes: Partial<Record<keyof OrganizationRow, string | null>> = {};
      const name = input.string('name', { maxLength: 100, nullable: true });
      if (name !== undefined) changes.name = name;
      const website = input.string('website', { maxLength: 200, allowBlank: true, format: 'url' });
      if (website != null) changes.website = website;
      const phone = input.string('primary_contact_phone', { maxLength: 31, allowBlank: true });
      if (phone != null) changes.primary_contact_phone = phone;
      const needs = input.list('needs', {}, stringItem(255));
      if (needs !== undefined) changes.needs = JSON.stringify(needs);
      const type = input.stringChoice('organization_type', ORGANIZATION_TYPES);
      if (type !== undefined) changes.organization_type = type;
      input.done();

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
