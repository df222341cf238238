import { randomUUID } from 'node:crypto';
import type { components } from '../../src/api/schema.gen';
import { checkBody, pathId, readQuery, RuleErrors } from '../contract/validate-request';
import { administeredOrganizationIds } from '../lib/access';
import { actorOf, changesBetween, recordActivity } from '../lib/activity';
import { readJson } from '../lib/body';
import type { App, Deps } from '../lib/context';
import { forbidden, notFound } from '../lib/errors';
import { paginate } from '../lib/pagination';
import { route } from '../lib/router';
import { MSG } from '../lib/validate';
import { invitation } from '../serializers/invitation';
import {
  DEFAULT_ORDERING,
  invitationStore,
  type InvitationWrite,
  type RecordedInvitation,
} from '../stores/invitations';
import { portfolioStore } from '../stores/portfolios';

type Schemas = components['schemas'];
type Body = Schemas['OrganizationInvitationRequest'];

const EXPIRES_AFTER_MS = 7 * 24 * 60 * 60 * 1000;

export function invitationRoutes(app: App, deps: Deps): void {
  const { db } = deps;
  const invitations = invitationStore(db);
  const portfolios = portfolioStore(db);

  /** Administrators only; everything is scoped to the organizations the caller administers. */
  const administered = (userId: string) => {
    const orgs = administeredOrganizationIds(db, userId);
    if (orgs.length === 0) throw forbidden();
    return orgs;
  };

  /** Existence and uniqueness, which the contract cannot say. */
  const checkRules = (id: string, input: Body, orgs: string[], portfolioIds: string[]) => {
    const rules = new RuleErrors();
    const { email, organization_id: organizationId } = input;
    if (!orgs.includes(organizationId)) {
      rules.fail('organization_id', MSG.missingPk(organizationId));
    } else {
      const own = new Set(portfolios.idsOf(organizationId));
      const foreign = portfolioIds.filter((p) => !own.has(p));
      if (foreign.length > 0) rules.fail('accessible_portfolio_ids', MSG.missingPk(foreign[0]!));
      // Two open invitations for one address would both work: the second is refused, beside
      // the email field. Saving the same invitation again, or a closed one, is not a duplicate.
      const pending = (input.status ?? 0) === 0;
      if (pending && invitations.hasPendingTwin(id, organizationId, email, deps.now())) {
        rules.fail('email', 'An invitation for this address is already pending.');
      }
    }
    rules.done();
  };

  route(app, '/api/v1/organization-invitations/', {
    GET: (c) => {
      const orgs = administered(c.get('user').id);
      const query = readQuery(c, 'organization_invitations_list');
      const { count, page } = invitations.list({
        orgs,
        organizationId: query.organization_id ?? null,
        status: query.status ?? null,
        ordering: query.ordering ?? DEFAULT_ORDERING,
        now: deps.now(),
      });
      const body: Schemas['PaginatedOrganizationInvitationList'] = paginate(
        new URL(c.req.url),
        count,
        (limit, offset) => page(limit, offset).map(invitation),
      );
      return c.json(body);
    },
  });

  route(app, '/api/v1/organization-invitations/:id/', {
    PUT: async (c) => {
      const id = pathId(c, 'organization_invitations_update');
      const user = c.get('user');
      const orgs = administered(user.id);
      // Read before the lookup so that everything from the lookup to the write runs without
      // yielding to another request for the same id.
      const body = await readJson(c);
      const existing = invitations.recorded(id, deps.now());
      // Another tenant's invitation id cannot be taken over or probed: it reads as missing.
      if (existing && !orgs.includes(existing.organization_id)) throw notFound();

      const input = checkBody(c, 'organization_invitations_update', body);
      const portfolioIds = [...new Set(input.accessible_portfolio_ids ?? [])];
      checkRules(id, input, orgs, portfolioIds);

      const now = deps.now();
      const row = writeOf(id, input, portfolioIds, user.id, now);
      // PUT replaces: omitted optional fields return to their defaults. The token and the
      // original inviter survive a replace; the expiry restarts from this save.
      db.transaction(() => {
        const before = existing && { ...existing, portfolio_ids: invitations.portfolioIds(id) };
        recordActivity(db, now, { actor: actorOf(user), ...savedEntry(row, before) });
        invitations.save(row, existing !== undefined);
      })();
      return c.json(invitation(invitations.get(id, deps.now())!), existing ? 200 : 201);
    },

    DELETE: (c) => {
      const id = pathId(c, 'organization_invitations_destroy');
      const orgs = administered(c.get('user').id);
      db.transaction(() => {
        const gone = invitations.findInScope(id, orgs, deps.now());
        if (!gone) throw notFound();
        invitations.remove(id);
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

function writeOf(
  id: string,
  input: Body,
  portfolioIds: string[],
  inviter: string,
  now: Date,
): InvitationWrite {
  return {
    id,
    organizationId: input.organization_id,
    email: input.email,
    firstName: input.first_name ?? null,
    lastName: input.last_name ?? null,
    status: input.status ?? 0,
    role: input.role ?? 0,
    expiry: new Date(now.getTime() + EXPIRES_AFTER_MS).toISOString(),
    now: now.toISOString(),
    inviter,
    token: randomUUID(),
    portfolioIds,
  };
}

/** The entry a save records: what changed on a replace, the new invitation on a create. */
function savedEntry(row: InvitationWrite, before: RecordedWithPortfolios | undefined) {
  const recorded = {
    organization_id: row.organizationId,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    role: row.role,
    status: row.status,
    expiry_date: row.expiry,
    portfolio_ids: [...row.portfolioIds].sort(),
  };
  const target = { type: 'invitation' as const, id: row.id, label: row.email };
  if (before) {
    const changes = changesBetween(before, recorded);
    return {
      organizationId: row.organizationId,
      action:
        'status' in changes
          ? ('invitation.status_changed' as const)
          : ('invitation.updated' as const),
      target,
      details: { changes },
    };
  }
  return {
    organizationId: row.organizationId,
    action: 'invitation.created' as const,
    target,
    details: {
      email: row.email,
      role: row.role,
      status: row.status,
      portfolio_ids: recorded.portfolio_ids,
    },
  };
}

type RecordedWithPortfolios = RecordedInvitation & { portfolio_ids: string[] };
