import type { ActivityRow, SeedPlan } from './plan-types';
import type { Rng } from './prng';
import { type BasePlan, organizationsOfReports } from './saved-views';

/** What the activity entries of the seed are written with: its people, reports and segments. */
export function entryKinds(plan: BasePlan) {
  const users = new Map(plan.users.map((u) => [u.id, u]));
  const name = (id: string) => {
    const u = users.get(id)!;
    return `${u.firstName} ${u.lastName}`;
  };
  const organizationOf = organizationsOfReports(plan);
  const organizationsOfUser = (id: string) =>
    plan.memberships.filter((m) => m.userId === id).map((m) => m.organizationId);
  const reports = new Map(plan.reports.map((r) => [r.id, r]));
  const portfolioNames = new Map(plan.portfolios.map((p) => [p.id, p.name]));
  /** Reports each user may download: collaborators' granted portfolios, all for administrators. */
  const downloadable = (id: string) => {
    const membership = plan.memberships.find((m) => m.userId === id)!;
    if (membership.role < 1) return [];
    const granted = new Set(
      plan.portfolioAccess.filter((a) => a.userId === id).map((a) => a.portfolioId),
    );
    return plan.reports.filter(
      (r) =>
        organizationOf.get(r.id) === membership.organizationId &&
        (membership.role === 2 || granted.has(r.portfolioId)),
    );
  };
  const administrators = (organizationId: string) =>
    plan.memberships
      .filter((m) => m.organizationId === organizationId && m.role === 2)
      .map((m) => m.userId);

  const entry = (
    rng: Rng,
    at: number,
    organizationId: string | null,
    actor: string | null,
    action: string,
    target: [string, string | null, string],
    details: Record<string, unknown> = {},
  ): ActivityRow => {
    return {
      id: rng.uuid(),
      at,
      organizationId,
      actorUserId: actor,
      actorName: actor && name(actor),
      action,
      targetType: target[0],
      targetId: target[1],
      targetLabel: target[2],
      details,
    };
  };

  return {
    users: plan.users,
    downloadable,
    administrators,
    organizationsOfUser,
    login: (rng: Rng, at: number, id: string) =>
      organizationsOfUser(id).map((org) =>
        entry(rng, at, org, id, 'auth.login', ['user', id, users.get(id)!.email]),
      ),
    loginFailed: (rng: Rng, at: number, id: string) =>
      organizationsOfUser(id).map((org) =>
        entry(rng, at, org, null, 'auth.login_failed', ['user', id, users.get(id)!.email], {
          email: users.get(id)!.email,
        }),
      ),
    download: (rng: Rng, at: number, id: string, report: string) =>
      entry(
        rng,
        at,
        organizationOf.get(report)!,
        id,
        'report.dataset_downloaded',
        ['report', report, reports.get(report)!.name],
        {
          mask_text_violations: rng.chance(0.6),
          omit_columns: rng.chance(0.3) ? ['comment'] : [],
        },
      ),
    invitationCreated: (rng: Rng, at: number, i: SeedPlan['invitations'][number]) =>
      entry(rng, at, i.organizationId, i.inviterUserId, 'invitation.created', [
        'invitation',
        i.id,
        i.email,
      ]),
    invitationDetails: (i: SeedPlan['invitations'][number]) => ({
      email: i.email,
      role: i.role,
      status: 0,
      portfolio_ids: plan.invitationPortfolios
        .filter((p) => p.invitationId === i.id)
        .map((p) => p.portfolioId)
        .sort(),
    }),
    entry,
    name,
    portfolioName: (id: string) => portfolioNames.get(id)!,
    organizationOf,
  };
}
