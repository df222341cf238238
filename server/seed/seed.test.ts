import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db';
import { Engine } from '../engine';
import { tempDatabase } from '../engine/test-fixture';
import { verifyPassword } from '../lib/password';
import { buildSeedPlan, DEMO_PASSWORD, seedDemoData } from './index';
import { nonEmpty } from '../test/non-empty';

const NOW = new Date('2026-11-20T12:00:00.000Z');
const DAY = 86_400_000;

const all = <T>(db: Db, sql: string, ...params: unknown[]) => db.prepare(sql).all(...params) as T[];
const count = (db: Db, sql: string, ...params: unknown[]) =>
  db
    .prepare(sql)
    .pluck()
    .get(...params) as number;

/** Every row of every table, in a stable order; password hashes differ by salt, so they are left out. */
function dump(db: Db): Record<string, string[]> {
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
    .pluck()
    .all() as string[];
  return Object.fromEntries(
    tables.map((t) => [
      t,
      all<Record<string, unknown>>(db, `SELECT * FROM ${t}`)
        .map(({ password_hash: _hash, ...row }) => JSON.stringify(row))
        .sort(),
    ]),
  );
}

describe('small seed', () => {
  const a = tempDatabase();
  const b = tempDatabase();
  beforeAll(() => {
    seedDemoData(a.db, { scale: 'small', now: NOW });
    seedDemoData(b.db, { scale: 'small', now: NOW });
  });
  afterAll(() => {
    a.cleanup();
    b.cleanup();
  });
  const db = a.db;

  it('is deterministic: two seeds write identical rows', () => {
    expect(dump(b.db)).toEqual(dump(a.db));
  });

  it('keeps ids stable when only the clock differs, and moves invitation dates with it', () => {
    const later = buildSeedPlan('small', new Date(NOW.getTime() + 30 * DAY));
    const plan = buildSeedPlan('small', NOW);
    expect(later.reports.map((r) => r.id)).toEqual(plan.reports.map((r) => r.id));
    expect(later.attitudes.map((r) => r.id)).toEqual(plan.attitudes.map((r) => r.id));
    expect(later.invitations.map((i) => i.id)).toEqual(plan.invitations.map((i) => i.id));
    expect(
      Date.parse(later.invitations[0]!.expiryDate) - Date.parse(plan.invitations[0]!.expiryDate),
    ).toBe(30 * DAY);
  });

  it('does nothing when users already exist', () => {
    const before = dump(db);
    seedDemoData(db, { scale: 'small', now: NOW });
    expect(dump(db)).toEqual(before);
  });

  it('creates the demo accounts with the demo password and their roles', () => {
    const accounts = all<{ email: string; org: string; role: number; password_hash: string }>(
      db,
      `SELECT u.email, o.name AS org, m.role, u.password_hash FROM users u
         JOIN memberships m ON m.user_id = u.id JOIN organizations o ON o.id = m.organization_id
        WHERE u.email IN ('admin@demo.test', 'analyst@demo.test', 'viewer@demo.test', 'admin@globex.test')
        ORDER BY u.email`,
    );
    expect(accounts.map(({ email, org, role }) => [email, org, role])).toEqual([
      ['admin@demo.test', 'Acme Research', 2],
      ['admin@globex.test', 'Globex', 2],
      ['analyst@demo.test', 'Acme Research', 1],
      ['viewer@demo.test', 'Acme Research', 0],
    ]);
    for (const account of accounts)
      expect(verifyPassword(DEMO_PASSWORD, account.password_hash)).toBe(true);
  });

  it('fills the organization profiles', () => {
    for (const org of all<Record<string, string>>(db, 'SELECT * FROM organizations')) {
      expect(org.website).toMatch(/^https:\/\//);
      expect(org.primary_contact_phone).not.toBe('');
      expect(JSON.parse(org.needs!).length).toBeGreaterThan(0);
      expect(['agency', 'corporation', 'ngo']).toContain(org.organization_type);
    }
  });

  it('gives the analyst and the viewer some, not all, Acme portfolios', () => {
    expect(count(db, 'SELECT count(*) FROM portfolios')).toBeGreaterThanOrEqual(8);
    const acme = count(
      db,
      "SELECT count(*) FROM portfolios p JOIN organizations o ON o.id = p.organization_id WHERE o.name = 'Acme Research'",
    );
    for (const email of ['analyst@demo.test', 'viewer@demo.test']) {
      const readable = count(
        db,
        'SELECT count(*) FROM portfolio_access a JOIN users u ON u.id = a.user_id WHERE u.email = ?',
        email,
      );
      expect(readable).toBeGreaterThan(0);
      expect(readable).toBeLessThan(acme);
    }
  });

  it('builds an attitude library with ranks for every model version', () => {
    const versions = all<{ id: number; audience_type: number; attitudes: number }>(
      db,
      `SELECT m.id, m.audience_type, (SELECT count(*) FROM attitudes a WHERE a.model_version_id = m.id) AS attitudes
         FROM model_versions m`,
    );
    expect(versions.filter((v) => v.attitudes >= 12).length).toBeGreaterThanOrEqual(3);
    expect(new Set(versions.map((v) => v.audience_type))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(count(db, 'SELECT count(*) FROM attitudes')).toBeGreaterThanOrEqual(40);
    for (const v of versions) {
      const ranks = all<{ name: string; threshold: number; description: string }>(
        db,
        'SELECT name, threshold, description FROM ranks WHERE model_version_id = ? ORDER BY threshold DESC',
        v.id,
      );
      expect(ranks.map((r) => [r.name, r.threshold])).toEqual([
        ['Leader', 75],
        ['Contender', 60],
        ['Challenger', 45],
        ['Laggard', 0],
      ]);
      expect(nonEmpty(ranks).every((r) => r.description.length > 0)).toBe(true);
    }
    for (const a of all<Record<string, string>>(db, 'SELECT * FROM attitudes')) {
      const recommendations = JSON.parse(a.recommendations!) as Record<string, string>[];
      const studies = JSON.parse(a.studies!) as Record<string, string>[];
      expect(recommendations.length).toBeGreaterThanOrEqual(1);
      expect(recommendations.length).toBeLessThanOrEqual(3);
      for (const r of recommendations)
        for (const key of ['header', 'subtext', 'example', 'why']) expect(r[key]).toBeTruthy();
      expect(studies.length).toBeLessThanOrEqual(2);
      for (const s of studies) expect(s.link).toMatch(/^https:\/\//);
      expect(a.content_icon_url).toMatch(/^\/icons\/[a-z0-9-]+\.svg$/);
      expect(a.description && a.explanation).toBeTruthy();
    }
  });

  it('spreads reports over tags, model versions and both organizations', () => {
    const reports = all<{ id: string; tags: string; model_version_id: number; org: string }>(
      db,
      `SELECT r.id, r.tags, r.model_version_id, p.organization_id AS org FROM reports r
         JOIN portfolios p ON p.id = r.portfolio_id`,
    );
    expect(reports.length).toBeGreaterThanOrEqual(16);
    expect(new Set(reports.map((r) => r.tags))).toEqual(
      new Set(['competitive', 'segment', 'industry']),
    );
    expect(new Set(reports.map((r) => r.model_version_id)).size).toBe(
      count(db, 'SELECT count(*) FROM model_versions'),
    );
    expect(new Set(reports.map((r) => r.org)).size).toBe(2);
    for (const r of reports) {
      const configurations = all<{ id: string; name: string; is_primary: number; filters: number }>(
        db,
        `SELECT c.id, c.name, c.is_primary, (SELECT count(*) FROM configuration_filters f WHERE f.configuration_id = c.id) AS filters
           FROM configurations c WHERE c.report_id = ?`,
        r.id,
      );
      const primary = configurations.filter((c) => c.is_primary);
      expect(primary.map((c) => [c.name, c.filters])).toEqual([['All respondents', 0]]);
      const secondary = configurations.filter((c) => !c.is_primary);
      expect(secondary.length).toBeGreaterThanOrEqual(1);
      expect(nonEmpty(secondary).every((c) => c.filters > 0)).toBe(true);
    }
    expect(count(db, 'SELECT count(*) FROM content_pages')).toBeGreaterThan(0);
  });

  it('holds a quarterly tracker: a segment of four waves of one model version and filterables', () => {
    const waves = all<{ issued_at: string; model_version_id: number; dataset_id: string }>(
      db,
      `SELECT r.issued_at, r.model_version_id, r.dataset_id
         FROM segments s JOIN segment_configurations sc ON sc.segment_id = s.id
         JOIN configurations c ON c.id = sc.configuration_id JOIN reports r ON r.id = c.report_id
        WHERE s.name = 'Branch experience tracker' ORDER BY r.issued_at`,
    );
    expect(waves).toHaveLength(4);
    expect(new Set(waves.map((w) => w.model_version_id)).size).toBe(1);
    const names = (datasetId: string) =>
      all<{ name: string }>(
        db,
        'SELECT name FROM filterables WHERE dataset_id = ? ORDER BY position',
        datasetId,
      ).map((f) => f.name);
    for (const wave of waves) expect(names(wave.dataset_id)).toEqual(names(waves[0]!.dataset_id));
    const days = waves.map((w) => Date.parse(w.issued_at) / DAY);
    expect(days.slice(1).map((d, k) => d - days[k]!)).toEqual([91, 91, 91]);
  });

  it('gives each dataset 4-6 filterables, 40-120 respondents (a tracker wave 150) and comments from 10-20% of them', () => {
    const waves = new Set(
      all<{ dataset_id: string }>(
        db,
        "SELECT dataset_id FROM reports WHERE name LIKE 'Branch Experience Tracker %'",
      ).map((r) => r.dataset_id),
    );
    expect(waves.size).toBe(4);
    for (const d of all<{ id: string; respondent_count: number }>(db, 'SELECT * FROM datasets')) {
      const filterables = count(db, 'SELECT count(*) FROM filterables WHERE dataset_id = ?', d.id);
      expect(filterables).toBeGreaterThanOrEqual(4);
      expect(filterables).toBeLessThanOrEqual(6);
      if (waves.has(d.id)) {
        expect(d.respondent_count).toBe(150);
      } else {
        expect(d.respondent_count).toBeGreaterThanOrEqual(40);
        expect(d.respondent_count).toBeLessThanOrEqual(120);
      }
      expect(count(db, 'SELECT count(*) FROM respondents WHERE dataset_id = ?', d.id)).toBe(
        d.respondent_count,
      );
    }
    const respondents = count(db, 'SELECT count(*) FROM respondents');
    const commenters = count(
      db,
      'SELECT count(*) FROM (SELECT DISTINCT dataset_id, respondent_idx FROM comments)',
    );
    expect(commenters / respondents).toBeGreaterThanOrEqual(0.1);
    expect(commenters / respondents).toBeLessThanOrEqual(0.2);
    expect(
      count(
        db,
        'SELECT max(n) FROM (SELECT count(*) AS n FROM comments GROUP BY dataset_id, respondent_idx)',
      ),
    ).toBe(2);
    const sentiments = db
      .prepare('SELECT DISTINCT sentiment FROM comments ORDER BY 1')
      .pluck()
      .all();
    expect(sentiments).toEqual([-1, 0, 1]);
    for (const start of ['=', '+', '-', '@']) {
      expect(
        count(db, 'SELECT count(*) FROM comments WHERE substr(text, 1, 1) = ?', start),
      ).toBeGreaterThan(0);
    }
  });

  it('holds a filter value that falls under the privacy floor', () => {
    const rare = all<{
      report_id: string;
      configuration_id: string;
      filterable_id: string;
      value: string;
    }>(
      db,
      `SELECT r.id AS report_id, c.id AS configuration_id, f.id AS filterable_id, v.value
         FROM reports r JOIN configurations c ON c.report_id = r.id AND c.is_primary = 1
         JOIN filterables f ON f.dataset_id = r.dataset_id
         JOIN filterable_values v ON v.filterable_id = f.id
         JOIN respondents x ON x.dataset_id = r.dataset_id AND unicode(substr(x.attrs, f.position + 1, 1)) = v.code
        GROUP BY f.id, v.code HAVING count(*) BETWEEN 1 AND 4`,
    );
    expect(rare.length).toBeGreaterThan(0);
    const { configuration_id, filterable_id, value } = rare[0]!;
    const result = new Engine(db).compute(configuration_id, [
      { filterableId: filterable_id, values: [value] },
    ]);
    expect(result.state.status).toBe('insufficient_data');
  });

  it('writes invitations in every status, with pending ones live, expiring soon and past expiry', () => {
    const invitations = all<{ status: number; expiry_date: string; organization_id: string }>(
      db,
      'SELECT status, expiry_date, organization_id FROM invitations',
    );
    expect(invitations.length).toBeGreaterThanOrEqual(80);
    expect(new Set(invitations.map((i) => i.organization_id)).size).toBe(2);
    expect(new Set(invitations.map((i) => i.status))).toEqual(new Set([0, 1, 2, 3, 4]));
    const pendingIn = invitations
      .filter((i) => i.status === 0)
      .map((i) => Date.parse(i.expiry_date) - NOW.getTime());
    expect(pendingIn.some((ms) => ms < 0)).toBe(true);
    expect(pendingIn.some((ms) => ms > 0 && ms <= 3 * DAY)).toBe(true);
    expect(pendingIn.some((ms) => ms > 3 * DAY)).toBe(true);
    expect(count(db, 'SELECT count(DISTINCT email_sent) FROM invitations')).toBe(2);
    expect(count(db, 'SELECT count(*) FROM invitations WHERE first_name IS NULL')).toBeGreaterThan(
      0,
    );
    expect(count(db, 'SELECT count(*) FROM invitation_portfolios')).toBeGreaterThan(0);
  });

  it('groups configurations of their own portfolio into 3-5 segments', () => {
    const segments = all<{ id: string; portfolio_id: string }>(
      db,
      'SELECT id, portfolio_id FROM segments',
    );
    expect(segments.length).toBeGreaterThanOrEqual(3);
    expect(segments.length).toBeLessThanOrEqual(5);
    for (const s of segments) {
      const portfolios = db
        .prepare(
          `SELECT DISTINCT r.portfolio_id FROM segment_configurations sc
             JOIN configurations c ON c.id = sc.configuration_id JOIN reports r ON r.id = c.report_id
            WHERE sc.segment_id = ?`,
        )
        .pluck()
        .all(s.id);
      expect(portfolios).toEqual([s.portfolio_id]);
    }
  });
  it('keeps a few weeks of activity before now, in both organizations, in time order', () => {
    const rows = all<{ seq: number; at: number; organization_id: string | null; action: string }>(
      db,
      'SELECT seq, at, organization_id, action FROM activity ORDER BY seq',
    );
    expect(rows.length).toBeGreaterThan(100);
    const times = rows.map((r) => r.at);
    expect(times).toEqual([...times].sort((x, y) => x - y));
    expect(Math.max(...times)).toBeLessThan(NOW.getTime());
    expect((NOW.getTime() - Math.min(...times)) / DAY).toBeGreaterThan(21);
    expect((NOW.getTime() - Math.min(...times)) / DAY).toBeLessThanOrEqual(28);
    const orgs = new Set(rows.map((r) => r.organization_id));
    expect(orgs.size).toBe(3); // Acme, Globex, and none for addresses that are nobody's
    expect(new Set(rows.map((r) => r.action)).size).toBeGreaterThanOrEqual(11);
    // Every actor is a member of the entry's organization, named as the user is.
    const strangers = count(
      db,
      `SELECT count(*) FROM activity a
        WHERE a.actor_user_id IS NOT NULL AND NOT EXISTS (
          SELECT 1 FROM memberships m JOIN users u ON u.id = m.user_id
           WHERE m.user_id = a.actor_user_id AND m.organization_id = a.organization_id
             AND a.actor_name = u.first_name || ' ' || u.last_name)`,
    );
    expect(strangers).toBe(0);
  });

  it('saves a few views, private and shared, whose state the server would accept', () => {
    const views = all<{
      scope: string;
      owner_user_id: string;
      organization_id: string;
      report_id: string;
      state: string;
    }>(db, 'SELECT scope, owner_user_id, organization_id, report_id, state FROM saved_views');
    expect(views.length).toBeGreaterThanOrEqual(4);
    expect(new Set(views.map((v) => v.scope))).toEqual(new Set(['private', 'organization']));
    expect(new Set(views.map((v) => v.organization_id)).size).toBe(2);
    for (const v of views) {
      const state = JSON.parse(v.state) as {
        report_id: string;
        configuration_id: string | null;
        filters: { dataset_filterable_id: string }[];
        compare: {
          configuration_id: string | null;
          filters: { dataset_filterable_id: string }[];
        } | null;
      };
      expect(state.report_id).toBe(v.report_id);
      const report = db
        .prepare(
          `SELECT r.dataset_id, p.organization_id FROM reports r
             JOIN portfolios p ON p.id = r.portfolio_id WHERE r.id = ?`,
        )
        .get(v.report_id) as { dataset_id: string; organization_id: string };
      expect(report.organization_id).toBe(v.organization_id);
      if (state.configuration_id) {
        expect(
          count(
            db,
            'SELECT count(*) FROM configurations WHERE id = ? AND report_id = ?',
            state.configuration_id,
            v.report_id,
          ),
        ).toBe(1);
      }
      for (const f of [...state.filters, ...(state.compare?.filters ?? [])]) {
        expect(
          count(
            db,
            'SELECT count(*) FROM filterables WHERE id = ? AND dataset_id = ?',
            f.dataset_filterable_id,
            report.dataset_id,
          ),
        ).toBe(1);
      }
      // Its owner used it, and it is in the log as saved.
      expect(
        count(db, 'SELECT count(*) FROM saved_view_uses WHERE user_id = ?', v.owner_user_id),
      ).toBeGreaterThan(0);
    }
    expect(count(db, "SELECT count(*) FROM activity WHERE action = 'saved_view.created'")).toBe(
      views.length,
    );
  });
});

describe('demo seed', () => {
  const demo = tempDatabase();
  const plan = buildSeedPlan('demo', NOW);
  beforeAll(() => seedDemoData(demo.db, { now: NOW }));
  afterAll(demo.cleanup);

  it('sizes datasets between 300 and 20,000 respondents, with the same ids as the small seed', () => {
    expect(nonEmpty(plan.datasets).every((d) => d.size >= 300 && d.size <= 20_000)).toBe(true);
    expect(plan.reports.map((r) => r.id)).toEqual(
      buildSeedPlan('small', NOW).reports.map((r) => r.id),
    );
    expect(count(demo.db, 'SELECT count(*) FROM respondents')).toBe(
      plan.datasets.reduce((s, d) => s + d.size, 0),
    );
  });

  it('builds segment effects that filtering makes visible', () => {
    const engine = new Engine(demo.db);
    const figure = (report: string, keyword: string, filter: [string, string[]] | null) => {
      const { configuration, filterable } = demo.db
        .prepare(
          `SELECT c.id AS configuration, f.id AS filterable FROM reports r
             JOIN configurations c ON c.report_id = r.id AND c.is_primary = 1
             LEFT JOIN filterables f ON f.dataset_id = r.dataset_id AND f.name = ?
            WHERE r.name = ?`,
        )
        .get(filter?.[0] ?? '', report) as { configuration: string; filterable: string };
      const result = engine.compute(
        configuration,
        filter ? [{ filterableId: filterable, values: filter[1] }] : [],
      );
      return result.attitudes.find((a) => a.keyword === keyword)!;
    };
    const bank = 'Retail Banking CX 2026 Q3';
    const europe = figure(bank, 'Value for money', ['Region', ['Europe']]);
    const northAmerica = figure(bank, 'Value for money', ['Region', ['North America']]);
    expect(northAmerica.performance_rebased - europe.performance_rebased).toBeGreaterThan(10);

    const staff = 'Acme Engagement Survey 2026';
    const young = figure(staff, 'Career growth', ['Age group', ['18-24']]);
    const senior = figure(staff, 'Career growth', ['Age group', ['55+']]);
    expect(young.importance_rebased - senior.importance_rebased).toBeGreaterThan(15);
    expect(young.importance_order).toBeLessThan(senior.importance_order);
  });
});
