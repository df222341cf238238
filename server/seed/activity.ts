import { FIRST_NAMES, LAST_NAMES } from './names';
import type { ActivityRow, SeedPlan } from './plan-types';
import { idFor, Rng } from './prng';
import { entryKinds } from './activity-kinds';
import { SEGMENTS } from './report-specs';
import {
  type BasePlan,
  DAY_MS,
  minute,
  MINUTE_MS,
  reportId,
  savedViewId,
  user,
  VIEWS,
} from './saved-views';

/** The demo's activity log spans this many days before the seed's `now`. */
export const ACTIVITY_DAYS = 28;

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
  const end = now.getTime() - MINUTE_MS;
  const log: Log = {
    plan,
    rng: new Rng('activity'),
    kinds: entryKinds(plan),
    start: end - ACTIVITY_DAYS * DAY_MS,
    end,
    rows: [],
  };
  // In this order: each part draws from the one generator, so the log stays what it was.
  signIns(log);
  invitationEntries(log);
  profileEntries(log);
  segmentEntries(log);
  savedViewEntries(log);
  return log.rows.filter((r) => within(log, r.at)).sort((a, b) => a.at - b.at);
}

/** What each part of the plan's log is written with and into. */
interface Log {
  plan: BasePlan & Pick<SeedPlan, 'savedViews'>;
  rng: Rng;
  kinds: ReturnType<typeof entryKinds>;
  start: number;
  end: number;
  rows: ActivityRow[];
}

const within = (log: Log, at: number) => at >= log.start && at <= log.end;
const anyTime = (log: Log) => minute(log.start + log.rng.float() * (log.end - log.start));

/** Sign-ins on weekdays, mostly in the morning; administrators come in most days. */
function signIns({ plan, rng, kinds, end, rows }: Log): void {
  const dayStart = (daysAgo: number) => Math.floor((end - daysAgo * DAY_MS) / DAY_MS) * DAY_MS;
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
}

/**
 * A couple of sign-ins to addresses that are nobody's (in no organization's log); the seeded
 * invitations as they were sent and, for the closed ones, moved; and a few withdrawn altogether.
 */
function invitationEntries(log: Log): void {
  const { plan, rng, kinds, rows } = log;
  for (const local of ['alice', 'admin']) {
    const at = anyTime(log);
    rows.push(
      kinds.entry(rng, at, null, null, 'auth.login_failed', ['user', null, `${local}@demo.test`], {
        email: `${local}@demo.test`,
      }),
    );
  }
  for (const i of plan.invitations) {
    const created = Date.parse(i.createdAt);
    if (within(log, created)) {
      const row = kinds.invitationCreated(rng, created, i);
      row.details = kinds.invitationDetails(i);
      rows.push(row);
    }
    const updated = Date.parse(i.updatedAt);
    if ([1, 2, 4].includes(i.status) && updated > created && within(log, updated)) {
      const admins = kinds.administrators(i.organizationId);
      const actor = admins.includes(i.inviterUserId) ? i.inviterUserId : rng.pick(admins);
      const target: Target = ['invitation', i.id, i.email];
      const details = { changes: { status: { from: 0, to: i.status } } };
      rows.push(
        kinds.entry(
          rng,
          updated,
          i.organizationId,
          actor,
          'invitation.status_changed',
          target,
          details,
        ),
      );
    }
  }
  for (const org of plan.organizations) {
    for (let n = 0; n < 2; n++) {
      const email = `${rng.pick(FIRST_NAMES)}.${rng.pick(LAST_NAMES)}@example.org`.toLowerCase();
      const at = anyTime(log);
      const actor = rng.pick(kinds.administrators(org.id));
      const target: Target = ['invitation', rng.uuid(), email];
      const details = { email, status: rng.pick([2, 3, 4]) };
      rows.push(kinds.entry(rng, at, org.id, actor, 'invitation.deleted', target, details));
    }
  }
}

type Target = Parameters<ReturnType<typeof entryKinds>['entry']>[5];

/** Each organization's profile, edited once into what it holds now. */
function profileEntries({ plan, rng, kinds, end, rows }: Log): void {
  const [acme, globex] = plan.organizations;
  if (!acme || !globex) return;
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

/** The segments, by an administrator of their organization. */
function segmentEntries({ plan, rng, kinds, end, rows }: Log): void {
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
}

/** The saved views as they were saved, one renamed since, and one deleted again. */
function savedViewEntries({ plan, rng, kinds, end, rows }: Log): void {
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
