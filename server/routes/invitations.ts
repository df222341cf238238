import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { components } from '../../src/api/schema.gen';
import { type Db, prepared } from '../db/index';
import { administeredOrganizationIds } from '../lib/access';
import { actorOf, changesBetween, recordActivity } from '../lib/activity';
import { checkBody, pathId, readQuery, RuleErrors } from '../contract/validate-request';
import { readJson } from '../lib/body';
import type { App, AppEnv, Deps } from '../lib/context';
import { forbidden, notFound } from '../lib/errors';
import { paginate } from '../lib/pagination';
import { route } from '../lib/router';
import { MSG } from '../lib/validate';

type Invitation = components['schemas']['OrganizationInvitation'];
type Status = components['schemas']['InvitationStatus'];
type Role = components['schemas']['Role'];

const EXPIRES_AFTER_MS = 7 * 24 * 60 * 60 * 1000;

/** A pending invitation past its expiry reads as expired; list filters use the same reading. */
const EFFECTIVE_STATUS = `CASE WHEN i.status = 0 AND i.expiry_date <= @now THEN 3 ELSE i.status END`;

// Query values map to fixed SQL; nothing from the request is spliced into the statement.
const ORDERINGS = {
  email: 'i.email COLLATE NOCASE',
  last_name: 'i.last_name COLLATE NOCASE',
  role: 'i.role',
  status: EFFECTIVE_STATUS,
  expiry_date: 'i.expiry_date',
} as const;

interface InvitationRow {
  id: string;
  token: string;
  expiry_date: string;
  effective_status: Status;
  organization_id: string;
  organization_name: string | null;
  inviter_id: string;
  inviter_first_name: string;
  inviter_last_name: string;
  inviter_email: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  email_sent: number;
  role: Role;
}

const SELECT_INVITATION = `
  SELECT i.id, i.token, i.expiry_date, ${EFFECTIVE_STATUS} AS effective_status,
         o.id AS organization_id, o.name AS organization_name,
         u.id AS inviter_id, u.first_name AS inviter_first_name, u.last_name AS inviter_last_name,
         u.email AS inviter_email, i.email, i.first_name, i.last_name, i.email_sent, i.role
    FROM invitations i
    JOIN organizations o ON o.id = i.organization_id
    JOIN users u ON u.id = i.inviter_user_id`;

/** An InvitationRow as SELECT_INVITATION's columns, in order (raw rows are cheaper to build). */
type InvitationTuple = [
  string,
  string,
  string,
  Status,
  string,
  string | null,
  string,
  string,
  string,
  string,
  string,
  string | null,
  string | null,
  number,
  Role,
];

function fromTuple([
  id,
  token,
  expiry_date,
  effective_status,
  organization_id,
  organization_name,
  inviter_id,
  inviter_first_name,
  inviter_last_name,
  inviter_email,
  email,
  first_name,
  last_name,
  email_sent,
  role,
]: InvitationTuple): InvitationRow {
  return {
    id,
    token,
    expiry_date,
    effective_status,
    organization_id,
    organization_name,
    inviter_id,
    inviter_first_name,
    inviter_last_name,
    inviter_email,
    email,
    first_name,
    last_name,
    email_sent,
    role,
  };
}

/** The list's default ordering, which the (organization_id, expiry_date DESC, id) index serves. */
const DEFAULT_ORDERING = '-expiry_date';

export function invitationRoutes(app: App, deps: Deps): void {
  const { db } = deps;

  /** Administrators only; everything is scoped to the organizations the caller administers. */
  const adminScope = (c: Context<AppEnv>) => {
    const orgs = administeredOrganizationIds(db, c.get('user').id);
    if (orgs.length === 0) throw forbidden();
    return { orgs: JSON.stringify(orgs), now: deps.now().toISOString() };
  };
  const IN_SCOPE = 'i.organization_id IN (SELECT value FROM json_each(@orgs))';

  route(app, '/api/v1/organization-invitations/', {
    GET: (c) => {
      const orgs = administeredOrganizationIds(db, c.get('user').id);
      if (orgs.length === 0) throw forbidden();
      const url = new URL(c.req.url);
      const query = readQuery(c, 'organization_invitations_list');
      const organizationId = query.organization_id ?? null;
      const status = query.status ?? null;
      const ordering = query.ordering ?? DEFAULT_ORDERING;

      const params: Record<string, string | number | null> = {
        now: deps.now().toISOString(),
        organizationId,
        status,
      };
      orgs.forEach((id, k) => (params[`org${k}`] = id));
      // One placeholder per administered organization (usually just one, which the planner
      // treats as an equality and so reads the index in order), and only the filters in use:
      // plain conditions the planner can match to the index. Statements are cached per variant.
      const where = [
        `i.organization_id IN (${orgs.map((_, k) => `@org${k}`).join(', ')})`,
        ...(organizationId === null ? [] : ['i.organization_id = @organizationId']),
        ...(status === null ? [] : [`${EFFECTIVE_STATUS} = @status`]),
      ].join(' AND ');
      const count = prepared(db, `SELECT count(*) FROM invitations i WHERE ${where}`, 'pluck').get(
        params,
      ) as number;
      const column = ORDERINGS[ordering.replace(/^-/, '') as keyof typeof ORDERINGS];
      const orderBy = `${column} ${ordering.startsWith('-') ? 'DESC' : 'ASC'}, i.id`;
      // The default ordering reads the index in order and stops after the page, joining only
      // its rows. Any other ordering sorts the whole scope: there the page's ids are chosen
      // first (from index entries alone where it can), and only those rows are joined.
      const pageSql =
        ordering === DEFAULT_ORDERING && orgs.length === 1
          ? `${SELECT_INVITATION} WHERE ${where} ORDER BY ${orderBy} LIMIT @limit OFFSET @offset`
          : `${SELECT_INVITATION}
              WHERE i.id IN (SELECT i.id FROM invitations i WHERE ${where}
                              ORDER BY ${orderBy} LIMIT @limit OFFSET @offset)
              ORDER BY ${orderBy}`;
      const page = paginate(url, count, (limit, offset) => {
        const tuples = prepared(db, pageSql, 'raw').all({
          ...params,
          limit,
          offset,
        }) as InvitationTuple[];
        const rows = tuples.map(fromTuple);
        const portfolios = portfoliosOf(
          db,
          rows.map((row) => row.id),
        );
        return rows.map((row) => serialize(row, portfolios.get(row.id) ?? []));
      });
      const body: components['schemas']['PaginatedOrganizationInvitationList'] = page;
      return c.json(body);
    },
  });

  route(app, '/api/v1/organization-invitations/:id/', {
    PUT: async (c) => {
      const id = pathId(c, 'organization_invitations_update');
      const scope = adminScope(c);
      // Read before the lookup so that everything from the lookup to the write runs without
      // yielding to another request for the same id.
      const body = await readJson(c);
      const existing = prepared(
        db,
        `SELECT i.id, i.organization_id, i.email, i.first_name, i.last_name, i.role,
                ${EFFECTIVE_STATUS} AS status, i.expiry_date
           FROM invitations i WHERE i.id = @id`,
      ).get({ id, now: deps.now().toISOString() }) as RecordedInvitation | undefined;
      const orgs = JSON.parse(scope.orgs) as string[];
      // Another tenant's invitation id cannot be taken over or probed: it reads as missing.
      if (existing && !orgs.includes(existing.organization_id)) throw notFound();

      const input = checkBody(c, 'organization_invitations_update', body);
      const { email, organization_id: organizationId } = input;
      const status = input.status ?? 0;
      const firstName = input.first_name;
      const lastName = input.last_name;
      const role = input.role ?? 0;
      const portfolioIds = [...new Set(input.accessible_portfolio_ids ?? [])];

      // Existence and uniqueness, which the contract cannot say.
      const rules = new RuleErrors();
      if (!orgs.includes(organizationId)) {
        rules.fail('organization_id', MSG.missingPk(organizationId));
      } else {
        const own = new Set(
          db
            .prepare('SELECT id FROM portfolios WHERE organization_id = ?')
            .pluck()
            .all(organizationId) as string[],
        );
        const foreign = portfolioIds.filter((p) => !own.has(p));
        if (foreign.length > 0) {
          rules.fail('accessible_portfolio_ids', MSG.missingPk(foreign[0]!));
        }
        // Two open invitations for one address would both work: the second is refused, beside
        // the email field. Saving the same invitation again, or a closed one, is not a duplicate.
        const pendingTwin =
          status === 0 &&
          db
            .prepare(
              `SELECT 1 FROM invitations
                WHERE organization_id = @organizationId AND lower(email) = lower(@email)
                  AND id <> @id AND status = 0 AND expiry_date > @now`,
            )
            .get({ organizationId, email, id, now: deps.now().toISOString() }) !== undefined;
        if (pendingTwin) rules.fail('email', 'An invitation for this address is already pending.');
      }
      rules.done();

      const now = deps.now();
      const row = {
        id,
        organizationId,
        email,
        firstName: firstName ?? null,
        lastName: lastName ?? null,
        status,
        role,
        expiry: new Date(now.getTime() + EXPIRES_AFTER_MS).toISOString(),
        now: now.toISOString(),
        inviter: c.get('user').id,
        token: randomUUID(),
      };
      // PUT replaces: omitted optional fields return to their defaults. The token and the
      // original inviter survive a replace; the expiry restarts from this save.
      db.transaction(() => {
        const recorded = {
          organization_id: organizationId!,
          email: email!,
          first_name: row.firstName,
          last_name: row.lastName,
          role,
          status,
          expiry_date: row.expiry,
          portfolio_ids: [...portfolioIds].sort(),
        };
        if (existing) {
          const before = { ...existing, portfolio_ids: portfolioIdsOf(db, id) };
          const changes = changesBetween(before, recorded);
          recordActivity(db, now, {
            organizationId: organizationId!,
            actor: actorOf(c.get('user')),
            action: 'status' in changes ? 'invitation.status_changed' : 'invitation.updated',
            target: { type: 'invitation', id, label: email! },
            details: { changes },
          });
        } else {
          recordActivity(db, now, {
            organizationId: organizationId!,
            actor: actorOf(c.get('user')),
            action: 'invitation.created',
            target: { type: 'invitation', id, label: email! },
            details: {
              email: email!,
              role,
              status,
              portfolio_ids: recorded.portfolio_ids,
            },
          });
        }
        if (existing) {
          db.prepare(
            `UPDATE invitations SET organization_id = @organizationId, email = @email,
                    first_name = @firstName, last_name = @lastName, status = @status, role = @role,
                    expiry_date = @expiry, updated_at = @now
              WHERE id = @id`,
          ).run(row);
          db.prepare('DELETE FROM invitation_portfolios WHERE invitation_id = ?').run(id);
        } else {
          db.prepare(
            `INSERT INTO invitations (id, token, organization_id, inviter_user_id, email, first_name,
                                      last_name, status, role, email_sent, expiry_date, created_at,
                                      updated_at)
             VALUES (@id, @token, @organizationId, @inviter, @email, @firstName, @lastName, @status,
                     @role, 0, @expiry, @now, @now)`,
          ).run(row);
        }
        const grant = db.prepare(
          'INSERT INTO invitation_portfolios (invitation_id, portfolio_id) VALUES (?, ?)',
        );
        for (const portfolioId of portfolioIds) grant.run(id, portfolioId);
      })();

      const saved = db
        .prepare(`${SELECT_INVITATION} WHERE i.id = @id`)
        .get({ id, now: deps.now().toISOString() }) as InvitationRow;
      const portfolios = portfoliosOf(db, [id]).get(id) ?? [];
      return c.json(serialize(saved, portfolios), existing ? 200 : 201);
    },

    DELETE: (c) => {
      const id = pathId(c, 'organization_invitations_destroy');
      const scope = adminScope(c);
      db.transaction(() => {
        const gone = db
          .prepare(
            `SELECT i.organization_id, i.email, ${EFFECTIVE_STATUS} AS status
               FROM invitations i WHERE i.id = @id AND ${IN_SCOPE}`,
          )
          .get({ id, orgs: scope.orgs, now: scope.now }) as
          { organization_id: string; email: string; status: Status } | undefined;
        if (!gone) throw notFound();
        db.prepare('DELETE FROM invitations WHERE id = ?').run(id);
        recordActivity(db, deps.now(), {
          organizationId: gone.organization_id,
          actor: actorOf(c.get('user')),
          action: 'invitation.deleted',
          target: { type: 'invitation', id, label: gone.email },
          details: { email: gone.email, status: gone.status },
        });
      })();
      return c.body(null, 204);
    },
  });
}

/** An invitation as its activity entries describe it (never its token). */
interface RecordedInvitation {
  id: string;
  organization_id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  role: Role;
  status: Status;
  expiry_date: string;
}

function portfolioIdsOf(db: Db, invitationId: string): string[] {
  return prepared(
    db,
    'SELECT portfolio_id FROM invitation_portfolios WHERE invitation_id = ? ORDER BY portfolio_id',
    'pluck',
  ).all(invitationId) as string[];
}

type PortfolioRef = Invitation['accessible_portfolios'][number];

/** The accessible portfolios of each listed invitation, in one query for the whole page. */
function portfoliosOf(db: Db, invitationIds: string[]): Map<string, PortfolioRef[]> {
  const byInvitation = new Map<string, PortfolioRef[]>();
  if (invitationIds.length === 0) return byInvitation;
  const rows = prepared(
    db,
    `SELECT ip.invitation_id, p.id, p.name
       FROM invitation_portfolios ip JOIN portfolios p ON p.id = ip.portfolio_id
      WHERE ip.invitation_id IN (SELECT value FROM json_each(?))
      ORDER BY p.name COLLATE NOCASE, p.id`,
    'raw',
  ).all(JSON.stringify(invitationIds)) as [string, string, string][];
  for (const [invitationId, id, name] of rows) {
    const list = byInvitation.get(invitationId);
    if (list) list.push({ id, name });
    else byInvitation.set(invitationId, [{ id, name }]);
  }
  return byInvitation;
}

function serialize(row: InvitationRow, portfolios: PortfolioRef[]): Invitation {
  return {
    id: row.id,
    token: row.token,
    expiry_date: row.expiry_date,
    status: row.effective_status,
    organization: { id: row.organization_id, name: row.organization_name },
    inviter_member: {
      id: row.inviter_id,
      first_name: row.inviter_first_name,
      last_name: row.inviter_last_name,
      email: row.inviter_email,
    },
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    email_sent: row.email_sent === 1,
    role: row.role,
    accessible_portfolios: portfolios,
  };
}
