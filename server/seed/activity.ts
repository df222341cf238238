import { FIRST_NAMES, LAST_NAMES } from './names';
import type { ActivityRow, SavedViewRow, SeedPlan } from './plan-types';
import { idFor, Rng } from './prng';
import { SEGMENTS } from './report-specs';

/** What the saved views and the activity log are made from: the rest of the plan. */
type BasePlan = Omit<SeedPlan, 'savedViews' | 'savedViewUses' | 'activity'>;

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** The demo's activity log spans this many days before the seed's `now`. */
export const ACTIVITY_DAYS = 28;

const reportId = (key: string) => idFor(`report:${key}`);
const configurationId = (reportKey: string, slug: string) =>
  idFor(`configuration:${reportKey}:${slug}`);
const filterableId = (reportKey: string, name: string) => idFor(`filterable:${reportKey}:${name}`);
const user = (key: string) => idFor(`user:${key}`);
const savedViewId = (key: string) => idFor(`saved-view:${key}`);

interface ViewSpec {
  key: string;
  owner: string;
  scope: 'private' | 'organization';
  name: string;
  report: string;
  configuration: string | null;
  filters: [string, string[]][];
  tab: 'results' | 'sentiment';
  compare?: { report: string | null; configuration: string | null; filters: [string, string[]][] };
  options: Record<string, unknown>;
  /** Days before `now` it was saved, and (when renamed since) its first name. */
  savedDaysAgo: number;
  renamedFrom?: string;
}

/**
 * Views on the demo reports, private and shared: the viewer (who reads Retail Banking and People
 * & Culture) sees the two organization views of Acme and none of the private ones.
 */
const VIEWS: ViewSpec[] = [
  {
    key: 'acme-europe-agreed',
    owner: 'acme-admin',
    scope: 'organization',
    name: 'Europe, agreed figures',
    report: 'acme-retail-cx',
    configuration: null,
    filters: [['Region', ['Europe']]],
    tab: 'results',
    options: { figures: 'agreed', sort: '-importance' },
    savedDaysAgo: 19.3,
    renamedFrom: 'Europe',
  },
  {
    key: 'acme-young-staff',
    owner: 'acme-admin',
    scope: 'private',
    name: 'Under 35: what they say',
    report: 'acme-engagement',
    configuration: 'under-35',
    filters: [],
    tab: 'sentiment',
    options: { attitudes: ['Career growth'] },
    savedDaysAgo: 12.6,
  },
  {
    key: 'acme-app-vs-web',
    owner: 'acme-analyst',
    scope: 'organization',
    name: 'App users against web users',
    report: 'acme-mobile',
    configuration: null,
    filters: [['Channel', ['Mobile app']]],
    tab: 'results',
    compare: { report: null, configuration: null, filters: [['Channel', ['Web']]] },
    options: { significant_only: true, compare_sort: '-delta' },
    savedDaysAgo: 8.4,
  },
  {
    key: 'acme-private-clients-tenured',
    owner: 'acme-analyst',
    scope: 'private',
    name: 'Long-standing private clients',
    report: 'acme-private-clients',
    configuration: 'tenured',
    filters: [['Age group', ['45-54', '55+']]],
    tab: 'results',
    options: {},
    savedDaysAgo: 3.2,
  },
  {
    key: 'globex-premium-europe',
    owner: 'globex-admin',
    scope: 'organization',
    name: 'Premium tiers in Europe',
    report: 'globex-pulse',
    configuration: 'premium',
    filters: [['Region', ['Europe']]],
    tab: 'results',
    options: { figures: 'rebased' },
    savedDaysAgo: 15.1,
  },
  {
    key: 'globex-young-buyers',
    owner: 'globex-hiro',
    scope: 'private',
    name: '18–24 buyers',
    report: 'globex-pulse',
    configuration: null,
    filters: [['Age group', ['18-24']]],
    tab: 'results',
    options: {},
    savedDaysAgo: 5.7,
  },
];

/** Rounds to the minute, so seeded times read like times people act at. */
const minute = (ms: number) => Math.floor(ms / MINUTE_MS) * MINUTE_MS;

export function savedViewPlan(
  plan: BasePlan,
  now: Date,
): Pick<SeedPlan, 'savedViews' | 'savedViewUses'> {
  const organizationOf = organizationsOfReports(plan);
  const items = (reportKey: string, filters: [string, string[]][]) =>
    filters.map(([name, value]) => ({
      dataset_filterable_id: filterableId(reportKey, name),
      value,
    }));
  const savedViews: SavedViewRow[] = VIEWS.map((v) => {
    const created = new Date(minute(now.getTime() - v.savedDaysAgo * DAY_MS)).toISOString();
    const updated = v.renamedFrom
      ? new Date(minute(now.getTime() - (v.savedDaysAgo / 2) * DAY_MS)).toISOString()
      : created;
    const compareReport = v.compare?.report ?? null;
    return {
      id: savedViewId(v.key),
      ownerUserId: user(v.owner),
      organizationId: organizationOf.get(reportId(v.report))!,
      reportId: reportId(v.report),
      compareReportId: compareReport === null ? null : reportId(compareReport),
      name: v.name,
      scope: v.scope,
      state: {
        report_id: reportId(v.report),
        configuration_id: v.configuration && configurationId(v.report, v.configuration),
        filters: items(v.report, v.filters),
        tab: v.tab,
        compare: v.compare
          ? {
              report_id: compareReport && reportId(compareReport),
              configuration_id:
                v.compare.configuration &&
                configurationId(compareReport ?? v.report, v.compare.configuration),
              filters: items(compareReport ?? v.report, v.compare.filters),
            }
          : null,
        options: v.options,
      },
      createdAt: created,
      updatedAt: updated,
    };
  });
  // Each owner used their view after saving it; the viewer has opened Acme's shared ones.
  const rng = new Rng('saved-view-uses');
  const savedViewUses = savedViews.flatMap((v) => {
    const created = Date.parse(v.createdAt);
    const usedAt = (from: number) =>
      new Date(minute(from + rng.float() * (now.getTime() - from) * 0.9)).toISOString();
    const uses = [{ savedViewId: v.id, userId: v.ownerUserId, usedAt: usedAt(created) }];
    if (v.scope === 'organization' && v.organizationId === idFor('org:acme')) {
      uses.push({ savedViewId: v.id, userId: user('acme-viewer'), usedAt: usedAt(created) });
    }
    return uses;
  });
  return { savedViews, savedViewUses };
}

function organizationsOfReports(plan: BasePlan): Map<string, string> {
  const portfolios = new Map(plan.portfolios.map((p) => [p.id, p.organizationId]));
  return new Map(plan.reports.map((r) => [r.id, portfolios.get(r.portfolioId)!]));
}

/** What the activity entries of the seed are written with: its people, reports and segments. */
function entryKinds(plan: BasePlan) {
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

/**
 * A few weeks of what the demo's people did, ending at `now`: weekday sign-ins (and the odd
 * mistyped password), the seeded invitations as they were sent and moved, both organizations'
 * profile edits, the segments and saved views as they were made, and dataset downloads.
 * Deterministic for a given `now`; entries are in time order.
 */
export function activityPlan(
  plan: BasePlan & Pick<SeedPlan, 'savedViews'>,
  now: Date,
): ActivityRow[] {
  const rng = new Rng('activity');
  const kinds = entryKinds(plan);
  const end = now.getTime() - MINUTE_MS;
  const start = end - ACTIVITY_DAYS * DAY_MS;
  const rows: ActivityRow[] = [];
  const within = (at: number) => at >= start && at <= end;
  const dayStart = (daysAgo: number) => Math.floor((end - daysAgo * DAY_MS) / DAY_MS) * DAY_MS;

  // Sign-ins on weekdays, mostly in the morning; administrators come in most days.
  for (let daysAgo = ACTIVITY_DAYS - 1; daysAgo >= 0; daysAgo--) {
    const day = dayStart(daysAgo);
    const weekday = new Date(day).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    for (const u of kinds.users) {
      const admin = plan.memberships.some((m) => m.userId === u.id && m.role === 2);
      if (!rng.chance(admin ? 0.8 : 0.5)) continue;
      const at = minute(day + (7.5 + rng.float() * 3) * 3_600_000);
      if (rng.chance(0.07))
        rows.push(...kinds.loginFailed(rng, at - rng.int(1, 3) * MINUTE_MS, u.id));
      rows.push(...kinds.login(rng, at, u.id));
      // Some of those mornings end in a download of something they are working on.
      const reports = kinds.downloadable(u.id);
      if (reports.length > 0 && rng.chance(0.15)) {
        const report = rng.pick(reports);
        rows.push(kinds.download(rng, at + rng.int(5, 240) * MINUTE_MS, u.id, report.id));
      }
    }
  }
  // A couple of sign-ins to addresses that are nobody's: in no organization's log.
  for (const local of ['alice', 'admin']) {
    const at = minute(start + rng.float() * (end - start));
    rows.push(
      kinds.entry(rng, at, null, null, 'auth.login_failed', ['user', null, `${local}@demo.test`], {
        email: `${local}@demo.test`,
      }),
    );
  }

  // The seeded invitations, as they were sent and, for the closed ones, moved.
  for (const i of plan.invitations) {
    const created = Date.parse(i.createdAt);
    if (within(created)) {
      const row = kinds.invitationCreated(rng, created, i);
      row.details = kinds.invitationDetails(i);
      rows.push(row);
    }
    const updated = Date.parse(i.updatedAt);
    if ([1, 2, 4].includes(i.status) && updated > created && within(updated)) {
      const admins = kinds.administrators(i.organizationId);
      const actor = admins.includes(i.inviterUserId) ? i.inviterUserId : rng.pick(admins);
      rows.push(
        kinds.entry(
          rng,
          updated,
          i.organizationId,
          actor,
          'invitation.status_changed',
          ['invitation', i.id, i.email],
          { changes: { status: { from: 0, to: i.status } } },
        ),
      );
    }
  }
  // And a few withdrawn altogether.
  for (const org of plan.organizations) {
    for (let n = 0; n < 2; n++) {
      const email = `${rng.pick(FIRST_NAMES)}.${rng.pick(LAST_NAMES)}@example.org`.toLowerCase();
      rows.push(
        kinds.entry(
          rng,
          minute(start + rng.float() * (end - start)),
          org.id,
          rng.pick(kinds.administrators(org.id)),
          'invitation.deleted',
          ['invitation', rng.uuid(), email],
          { email, status: rng.pick([2, 3, 4]) },
        ),
      );
    }
  }

  // Each organization's profile, edited once into what it holds now.
  const [acme, globex] = plan.organizations;
  if (acme && globex) {
    rows.push(
      kinds.entry(
        rng,
        minute(end - 17.4 * DAY_MS),
        acme.id,
        kinds.administrators(acme.id)[0]!,
        'organization.updated',
        ['organization', acme.id, acme.name],
        { changes: { needs: { from: acme.needs.slice(0, 2), to: acme.needs } } },
      ),
      kinds.entry(
        rng,
        minute(end - 9.8 * DAY_MS),
        globex.id,
        kinds.administrators(globex.id)[0]!,
        'organization.updated',
        ['organization', globex.id, globex.name],
        {
          changes: {
            website: { from: globex.website.replace('https:', 'http:'), to: globex.website },
          },
        },
      ),
    );
  }

  // The segments, by an administrator of their organization.
  SEGMENTS.forEach((spec, k) => {
    const segment = plan.segments.find((s) => s.id === idFor(`segment:${spec.key}`))!;
    const organizationId = plan.portfolios.find(
      (p) => p.id === segment.portfolioId,
    )!.organizationId;
    rows.push(
      kinds.entry(
        rng,
        minute(end - (24 - k * 5.5) * DAY_MS),
        organizationId,
        kinds.administrators(organizationId)[0]!,
        'segment.created',
        ['segment', segment.id, segment.name],
        {
          portfolio: { id: segment.portfolioId, name: kinds.portfolioName(segment.portfolioId) },
          configuration_ids: plan.segmentConfigurations
            .filter((c) => c.segmentId === segment.id)
            .map((c) => c.configurationId)
            .sort(),
        },
      ),
    );
  });

  // The saved views as they were saved, one renamed since, and one deleted again.
  for (const v of plan.savedViews) {
    const spec = VIEWS.find((s) => savedViewId(s.key) === v.id)!;
    const report = plan.reports.find((r) => r.id === v.reportId)!;
    rows.push(
      kinds.entry(
        rng,
        Date.parse(v.createdAt),
        v.organizationId,
        v.ownerUserId,
        'saved_view.created',
        ['saved_view', v.id, spec.renamedFrom ?? v.name],
        { report: { id: report.id, name: report.name }, scope: v.scope },
      ),
    );
    if (spec.renamedFrom) {
      rows.push(
        kinds.entry(
          rng,
          Date.parse(v.updatedAt),
          v.organizationId,
          v.ownerUserId,
          'saved_view.updated',
          ['saved_view', v.id, v.name],
          { changes: { name: { from: spec.renamedFrom, to: v.name } } },
        ),
      );
    }
  }
  const retail = plan.reports.find((r) => r.id === reportId('acme-retail-cx'))!;
  const analyst = user('acme-analyst');
  rows.push(
    kinds.entry(
      rng,
      minute(end - 6.2 * DAY_MS),
      kinds.organizationOf.get(retail.id)!,
      analyst,
      'saved_view.deleted',
      ['saved_view', idFor('saved-view:acme-retail-draft'), 'Draft: branch customers'],
      {
        report: { id: retail.id, name: retail.name },
        scope: 'private',
        owner: { id: analyst, name: kinds.name(analyst) },
      },
    ),
  );

  return rows.filter((r) => within(r.at)).sort((a, b) => a.at - b.at);
}

/**
 * `count` entries spread over the `days` before `now`, of every kind the demo's people could
 * write (sign-ins, refused ones, downloads, invitations and views), in time order: a large log
 * for the bench, shaped like the demo's; only one organization's people when it is named.
 */
export function bulkActivity(
  plan: BasePlan,
  now: Date,
  count: number,
  days: number,
  organizationId?: string,
): ActivityRow[] {
  const rng = new Rng('activity:bulk');
  const kinds = entryKinds(plan);
  const end = now.getTime() - MINUTE_MS;
  const span = days * DAY_MS;
  const rows: ActivityRow[] = [];
  const people = kinds.users
    .filter((u) => !organizationId || kinds.organizationsOfUser(u.id).includes(organizationId))
    .map((u) => ({ id: u.id, reports: kinds.downloadable(u.id) }));
  const invitations = plan.invitations.filter(
    (i) => !organizationId || i.organizationId === organizationId,
  );
  while (rows.length < count) {
    const at = end - Math.floor(rng.float() * span);
    const who = rng.pick(people);
    const kind = rng.weighted([55, 4, 18, 12, 11]);
    if (kind === 0) rows.push(...kinds.login(rng, at, who.id));
    else if (kind === 1) rows.push(...kinds.loginFailed(rng, at, who.id));
    else if (kind === 2 && who.reports.length > 0) {
      rows.push(kinds.download(rng, at, who.id, rng.pick(who.reports).id));
    } else if (kind === 3) {
      const invitation = rng.pick(invitations);
      const row = kinds.invitationCreated(rng, at, invitation);
      row.details = kinds.invitationDetails(invitation);
      rows.push(row);
    } else if (who.reports.length > 0) {
      const report = rng.pick(who.reports);
      const id = rng.uuid();
      rows.push(
        kinds.entry(
          rng,
          at,
          kinds.organizationOf.get(report.id)!,
          who.id,
          'saved_view.created',
          ['saved_view', id, `${rng.pick(FIRST_NAMES)}'s view of ${report.name}`],
          {
            report: { id: report.id, name: report.name },
            scope: rng.pick(['private', 'organization']),
          },
        ),
      );
    }
  }
  return rows.slice(0, count).sort((a, b) => a.at - b.at);
}
