import type { components } from '../../src/api/schema.gen';
import { type Db, prepared } from '../db/index';

type Status = components['schemas']['InvitationStatus'];
type Role = components['schemas']['Role'];
export type PortfolioRef =
  components['schemas']['OrganizationInvitation']['accessible_portfolios'][number];

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
export type InvitationOrdering = keyof typeof ORDERINGS | `-${keyof typeof ORDERINGS}`;

/** The list's default ordering, which the (organization_id, expiry_date DESC, id) index serves. */
export const DEFAULT_ORDERING: InvitationOrdering = '-expiry_date';

export interface InvitationRow {
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
  accessible_portfolios: PortfolioRef[];
}

const SELECT_INVITATION = `
  SELECT i.id, i.token, i.expiry_date, ${EFFECTIVE_STATUS} AS effective_status,
         o.id AS organization_id, o.name AS organization_name,
         u.id AS inviter_id, u.first_name AS inviter_first_name, u.last_name AS inviter_last_name,
         u.email AS inviter_email, i.email, i.first_name, i.last_name, i.email_sent, i.role
    FROM invitations i
    JOIN organizations o ON o.id = i.organization_id
    JOIN users u ON u.id = i.inviter_user_id`;

/** SELECT_INVITATION's columns, in order (raw rows are cheaper to build). */
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

function fromTuple(
  [
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
  ]: InvitationTuple,
  accessible_portfolios: PortfolioRef[],
): InvitationRow {
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
    accessible_portfolios,
  };
}

/** An invitation as its activity entries describe it (never its token). */
export type RecordedInvitation = {
  id: string;
  organization_id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  role: Role;
  status: Status;
  expiry_date: string;
};

export interface InvitationListQuery {
  /** The organizations the caller administers: the list's scope. */
  orgs: string[];
  organizationId: string | null;
  status: Status | null;
  ordering: InvitationOrdering;
  now: Date;
}

/** What PUT writes: the invitation's fields and its portfolios. */
export interface InvitationWrite {
  id: string;
  organizationId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  status: Status;
  role: Role;
  expiry: string;
  now: string;
  inviter: string;
  token: string;
  portfolioIds: string[];
}

const FIND_RECORDED = `SELECT i.id, i.organization_id, i.email, i.first_name, i.last_name, i.role,
         ${EFFECTIVE_STATUS} AS status, i.expiry_date
    FROM invitations i WHERE i.id = @id`;
const PENDING_TWIN = `SELECT 1 FROM invitations
   WHERE organization_id = @organizationId AND lower(email) = lower(@email)
     AND id <> @id AND status = 0 AND expiry_date > @now`;
const UPDATE = `UPDATE invitations SET organization_id = @organizationId, email = @email,
         first_name = @firstName, last_name = @lastName, status = @status, role = @role,
         expiry_date = @expiry, updated_at = @now
   WHERE id = @id`;
const INSERT = `INSERT INTO invitations (id, token, organization_id, inviter_user_id, email,
         first_name, last_name, status, role, email_sent, expiry_date, created_at, updated_at)
  VALUES (@id, @token, @organizationId, @inviter, @email, @firstName, @lastName, @status,
          @role, 0, @expiry, @now, @now)`;
const PORTFOLIO_IDS =
  'SELECT portfolio_id FROM invitation_portfolios WHERE invitation_id = ? ORDER BY portfolio_id';
const PORTFOLIOS_OF = `SELECT ip.invitation_id, p.id, p.name
    FROM invitation_portfolios ip JOIN portfolios p ON p.id = ip.portfolio_id
   WHERE ip.invitation_id IN (SELECT value FROM json_each(?))
   ORDER BY p.name COLLATE NOCASE, p.id`;
const FIND_IN_SCOPE = `SELECT i.organization_id, i.email, ${EFFECTIVE_STATUS} AS status
    FROM invitations i
   WHERE i.id = @id AND i.organization_id IN (SELECT value FROM json_each(@orgs))`;

/** Organization invitations and the portfolios each grants. */
export function invitationStore(db: Db) {
  /** The accessible portfolios of each listed invitation, in one query for the whole page. */
  const portfoliosOf = (invitationIds: string[]): Map<string, PortfolioRef[]> => {
    const byInvitation = new Map<string, PortfolioRef[]>();
    if (invitationIds.length === 0) return byInvitation;
    const rows = prepared(db, PORTFOLIOS_OF, 'raw').all(JSON.stringify(invitationIds)) as [
      string,
      string,
      string,
    ][];
    for (const [invitationId, id, name] of rows) {
      const list = byInvitation.get(invitationId);
      if (list) list.push({ id, name });
      else byInvitation.set(invitationId, [{ id, name }]);
    }
    return byInvitation;
  };
  const withPortfolios = (tuples: InvitationTuple[]) => {
    const portfolios = portfoliosOf(tuples.map((t) => t[0]));
    return tuples.map((t) => fromTuple(t, portfolios.get(t[0]) ?? []));
  };

  return {
    /** The scope's invitations: their number, and a page of them in the asked ordering. */
    list(q: InvitationListQuery) {
      const params: Record<string, string | number | null> = {
        now: q.now.toISOString(),
        organizationId: q.organizationId,
        status: q.status,
      };
      q.orgs.forEach((id, k) => (params[`org${k}`] = id));
      // One placeholder per administered organization (usually just one, which the planner
      // treats as an equality and so reads the index in order), and only the filters in use:
      // plain conditions the planner can match to the index. Statements are cached per variant.
      const where = [
        `i.organization_id IN (${q.orgs.map((_, k) => `@org${k}`).join(', ')})`,
        ...(q.organizationId === null ? [] : ['i.organization_id = @organizationId']),
        ...(q.status === null ? [] : [`${EFFECTIVE_STATUS} = @status`]),
      ].join(' AND ');
      const count = prepared(db, `SELECT count(*) FROM invitations i WHERE ${where}`, 'pluck').get(
        params,
      ) as number;
      const column = ORDERINGS[q.ordering.replace(/^-/, '') as keyof typeof ORDERINGS];
      const orderBy = `${column} ${q.ordering.startsWith('-') ? 'DESC' : 'ASC'}, i.id`;
      // The default ordering reads the index in order and stops after the page, joining only
      // its rows. Any other ordering sorts the whole scope: there the page's ids are chosen
      // first (from index entries alone where it can), and only those rows are joined.
      const pageSql =
        q.ordering === DEFAULT_ORDERING && q.orgs.length === 1
          ? `${SELECT_INVITATION} WHERE ${where} ORDER BY ${orderBy} LIMIT @limit OFFSET @offset`
          : `${SELECT_INVITATION}
              WHERE i.id IN (SELECT i.id FROM invitations i WHERE ${where}
                              ORDER BY ${orderBy} LIMIT @limit OFFSET @offset)
              ORDER BY ${orderBy}`;
      const page = (limit: number, offset: number) =>
        withPortfolios(
          prepared(db, pageSql, 'raw').all({ ...params, limit, offset }) as InvitationTuple[],
        );
      return { count, page };
    },

    /** The invitation with its inviter, organization and portfolios. */
    get(id: string, now: Date): InvitationRow | undefined {
      const tuple = prepared(db, `${SELECT_INVITATION} WHERE i.id = @id`, 'raw').get({
        id,
        now: now.toISOString(),
      }) as InvitationTuple | undefined;
      return tuple && withPortfolios([tuple])[0];
    },

    /** The invitation as its activity entries describe it, whichever organization it is in. */
    recorded(id: string, now: Date): RecordedInvitation | undefined {
      return prepared(db, FIND_RECORDED).get({ id, now: now.toISOString() }) as
        RecordedInvitation | undefined;
    },

    /** Another open invitation for the same address in the organization. */
    hasPendingTwin(id: string, organizationId: string, email: string, now: Date): boolean {
      return (
        prepared(db, PENDING_TWIN).get({ organizationId, email, id, now: now.toISOString() }) !==
        undefined
      );
    },

    portfolioIds(invitationId: string): string[] {
      return prepared(db, PORTFOLIO_IDS, 'pluck').all(invitationId) as string[];
    },

    /**
     * Writes the invitation (a replace when it exists: the token and the original inviter
     * survive) and makes its portfolios exactly these. The caller holds the transaction.
     */
    save(row: InvitationWrite, exists: boolean): void {
      const { portfolioIds, ...fields } = row;
      if (exists) {
        prepared(db, UPDATE).run(fields);
        prepared(db, 'DELETE FROM invitation_portfolios WHERE invitation_id = ?').run(row.id);
      } else {
        prepared(db, INSERT).run(fields);
      }
      const grant = prepared(
        db,
        'INSERT INTO invitation_portfolios (invitation_id, portfolio_id) VALUES (?, ?)',
      );
      for (const portfolioId of portfolioIds) grant.run(row.id, portfolioId);
    },

    /** The invitation if it is in one of `orgs`, as its deletion records it. */
    findInScope(id: string, orgs: string[], now: Date) {
      return prepared(db, FIND_IN_SCOPE).get({
        id,
        orgs: JSON.stringify(orgs),
        now: now.toISOString(),
      }) as { organization_id: string; email: string; status: Status } | undefined;
    },

    remove(id: string): void {
      prepared(db, 'DELETE FROM invitations WHERE id = ?').run(id);
    },
  };
}

export type InvitationStore = ReturnType<typeof invitationStore>;
