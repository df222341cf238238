/**
 * Bench-only data, written straight into a bench database before its server starts: reports
 * with many attitudes (extra attitudes of the customer model version, a dataset, respondents,
 * filterables, configurations), thousands of invitations, and a million-respondent dataset.
 * It reuses the seed's own generators and ids, so the rows look exactly like the demo's.
 */
import { copyFileSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../server/db/index';
import { openDatabase } from '../server/db/index';
import type { AttitudeSpec } from '../server/seed/catalog-types';
import type { FilterableName } from '../server/seed/catalog';
import { FILTERABLE_VALUES, MODEL_VERSIONS } from '../server/seed/catalog';
import { bulkActivity } from '../server/seed/activity';
import { buildSeedPlan, seedDemoData } from '../server/seed/index';
import { writeActivity } from '../server/seed/insert';
import { ORGANIZATIONS, PORTFOLIO_SPECS, portfolioId, userId } from '../server/seed/people';
import type { DatasetSpec } from '../server/seed/plan-types';
import { slug } from '../server/seed/plan';
import { idFor, Rng } from '../server/seed/prng';
import { attitudeId } from '../server/seed/reports';
import { generateRespondents } from '../server/seed/respondents';

export interface BenchReport {
  id: string;
  name: string;
  attitudes: number;
  respondents: number;
  /** Filterable name → its values, as the filter panel offers them. */
  filterables: Record<string, string[]>;
}

const CUSTOMERS = MODEL_VERSIONS.find((m) => m.key === 'cx')!;
const LIBRARY: AttitudeSpec[] = MODEL_VERSIONS.flatMap((m) => m.attitudes);
const FILTERABLES: FilterableName[] = ['Age group', 'Gender', 'Region', 'Tenure', 'Channel'];

/** Seeds the demo data into a fresh file (the server skips seeding when users exist). */
export function seedDemo(path: string): void {
  removeDatabase(path);
  const db = openDatabase(path);
  seedDemoData(db);
  db.close();
}

/** The demo data and the 60-attitude report the deep links open, in a fresh file in `dir`. */
export function deepLinkDatabase(dir: string): { dbPath: string; report: BenchReport } {
  const dbPath = join(dir, 'deep-links.sqlite');
  seedDemo(dbPath);
  const report = withDatabase(dbPath, (db) =>
    insertReport(db, 'attitudes-60', 'Bench: 60 attitudes', 60, 5000),
  );
  return { dbPath, report };
}

/** A copy of a closed database file (closing checkpoints the WAL, so the main file is whole). */
export function copyDatabase(from: string, to: string): void {
  removeDatabase(to);
  copyFileSync(from, to);
}

export function removeDatabase(path: string): void {
  for (const suffix of ['', '-wal', '-shm']) {
    if (existsSync(path + suffix)) rmSync(path + suffix);
  }
}

export function withDatabase<T>(path: string, write: (db: Db) => T): T {
  const db = openDatabase(path);
  // A bench file is thrown away after the run: no need to sync every page of a big insert.
  db.pragma('synchronous = OFF');
  try {
    return db.transaction(() => write(db))();
  } finally {
    db.close();
  }
}

/**
 * The customer model version's attitudes, extended to `count`: the 14 real ones first, then
 * numbered variants of the whole library ("Trust 2", …) with their own base ratings, so a chart
 * of hundreds still spreads across the quadrants. Idempotent.
 */
function customerAttitudes(db: Db, count: number): { id: string; spec: AttitudeSpec }[] {
  const rng = new Rng('bench:attitudes');
  const insert = db.prepare(
    `INSERT OR IGNORE INTO attitudes (id, model_version_id, keyword, description, explanation,
                                      content_icon_url, recommendations, studies, meta)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const list: { id: string; spec: AttitudeSpec }[] = [];
  for (let i = 0; i < count; i++) {
    if (i < CUSTOMERS.attitudes.length) {
      const spec = CUSTOMERS.attitudes[i]!;
      list.push({ id: attitudeId(CUSTOMERS, spec.keyword), spec });
      continue;
    }
    const base = LIBRARY[i % LIBRARY.length]!;
    const spec: AttitudeSpec = {
      ...base,
      keyword: `${base.keyword} ${Math.floor(i / LIBRARY.length) + 1}`,
      importance: clamp(base.importance + rng.normal() * 0.5),
      performance: clamp(base.performance + rng.normal() * 0.6),
    };
    const id = idFor(`bench:attitude:${i}`);
    insert.run(
      id,
      CUSTOMERS.id,
      spec.keyword,
      spec.description,
      spec.explanation,
      `/icons/${slug(base.keyword)}.svg`,
      JSON.stringify(spec.recommendations),
      JSON.stringify(spec.studies),
      JSON.stringify({ category: spec.category, bench: true }),
    );
    list.push({ id, spec });
  }
  return list;
}

const clamp = (x: number): number => Math.min(4.8, Math.max(1.6, x));

/**
 * A customer report in Acme's "Retail Banking" portfolio (every Acme administrator reads it):
 * its dataset of generated respondents (with comments), five filterables, a primary
 * configuration and a saved "Europe only" one.
 */
export function insertReport(
  db: Db,
  key: string,
  name: string,
  attitudeCount: number,
  respondents: number,
): BenchReport {
  const attitudes = customerAttitudes(db, attitudeCount);
  const datasetId = idFor(`bench:dataset:${key}`);
  const spec: DatasetSpec = {
    id: datasetId,
    label: `bench:${key}`,
    size: respondents,
    filterables: FILTERABLES.map((filterable) => ({
      id: idFor(`bench:filterable:${key}:${filterable}`),
      name: filterable,
      values: FILTERABLE_VALUES[filterable].values,
      weights: FILTERABLE_VALUES[filterable].weights,
    })),
    attitudes,
  };

  db.prepare('INSERT INTO datasets (id, respondent_count) VALUES (?, ?)').run(
    datasetId,
    respondents,
  );
  const datasetAttitude = db.prepare(
    'INSERT INTO dataset_attitudes (dataset_id, attitude_id, position) VALUES (?, ?, ?)',
  );
  attitudes.forEach((a, position) => datasetAttitude.run(datasetId, a.id, position));
  const filterable = db.prepare(
    'INSERT INTO filterables (id, dataset_id, name, position) VALUES (?, ?, ?, ?)',
  );
  const value = db.prepare(
    'INSERT INTO filterable_values (filterable_id, code, value) VALUES (?, ?, ?)',
  );
  spec.filterables.forEach((f, position) => {
    filterable.run(f.id, datasetId, f.name, position);
    f.values.forEach((v, k) => value.run(f.id, k + 1, v));
  });
  const respondent = db.prepare(
    'INSERT INTO respondents (dataset_id, idx, respondent_id, attrs, perf, imp) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const comment = db.prepare(
    `INSERT INTO comments (dataset_id, respondent_idx, attitude_id, author_name, topic, sentiment, text)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const r of generateRespondents(spec)) {
    respondent.run(datasetId, r.idx, r.respondentId, r.attrs, r.perf, r.imp);
    for (const c of r.comments)
      comment.run(datasetId, r.idx, c.attitudeId, c.author, c.topic, c.sentiment, c.text);
  }

  const reportId = idFor(`bench:report:${key}`);
  db.prepare(
    `INSERT INTO reports (id, portfolio_id, dataset_id, model_version_id, name, comments, tags, issued_at, meta)
     VALUES (?, ?, ?, ?, ?, ?, 'competitive', ?, ?)`,
  ).run(
    reportId,
    portfolioId('acme-retail'),
    datasetId,
    CUSTOMERS.id,
    name,
    `Bench fixture: ${attitudeCount} attitudes, ${respondents} respondents.`,
    new Date().toISOString(),
    JSON.stringify({ bench: true }),
  );
  const configuration = db.prepare(
    `INSERT INTO configurations (id, report_id, name, comments, is_primary, copied_from, industry_configuration, position)
     VALUES (?, ?, ?, ?, ?, ?, NULL, ?)`,
  );
  const primary = idFor(`bench:configuration:${key}:primary`);
  const europe = idFor(`bench:configuration:${key}:europe`);
  configuration.run(primary, reportId, 'All respondents', 'Unfiltered.', 1, null, 0);
  configuration.run(europe, reportId, 'Europe only', 'Respondents in Europe.', 0, primary, 1);
  db.prepare(
    'INSERT INTO configuration_filters (configuration_id, filterable_id, value) VALUES (?, ?, ?)',
  ).run(europe, spec.filterables[2]!.id, JSON.stringify(['Europe']));

  return {
    id: reportId,
    name,
    attitudes: attitudeCount,
    respondents,
    filterables: Object.fromEntries(spec.filterables.map((f) => [f.name, f.values])),
  };
}

/**
 * A quarterly tracker of `waves` waves (one report each, issued three months apart, oldest
 * first) held by one segment of their "All respondents" configurations: the trend page's bench.
 */
export function insertTracker(
  db: Db,
  waves: number,
  attitudeCount: number,
  respondents: number,
): { segmentId: string; reports: BenchReport[] } {
  const segmentId = idFor('bench:segment:tracker');
  db.prepare(
    'INSERT INTO segments (id, portfolio_id, name, description, created_at) VALUES (?, ?, ?, ?, ?)',
  ).run(
    segmentId,
    portfolioId('acme-retail'),
    `Bench: tracker of ${waves} waves`,
    'Bench fixture.',
    new Date().toISOString(),
  );
  const hold = db.prepare(
    'INSERT INTO segment_configurations (segment_id, configuration_id) VALUES (?, ?)',
  );
  const issue = db.prepare('UPDATE reports SET issued_at = ? WHERE id = ?');
  const reports = Array.from({ length: waves }, (_, w) => {
    const key = `tracker-wave-${w + 1}`;
    const report = insertReport(
      db,
      key,
      `Bench: tracker wave ${w + 1}`,
      attitudeCount,
      respondents,
    );
    const issued = new Date(Date.UTC(2024, 3 * w, 15));
    issue.run(issued.toISOString(), report.id);
    hold.run(segmentId, idFor(`bench:configuration:${key}:primary`));
    return report;
  });
  return { segmentId, reports };
}

/**
 * `count` invitations in Acme, shaped like the seed's: every status, expiry = creation + 7 days
 * (some pending ones past it), a few portfolios each, inviters among Acme's administrators.
 */
export function insertInvitations(db: Db, count: number, now = new Date()): void {
  const rng = new Rng('bench:invitations');
  const acme = ORGANIZATIONS[0]!;
  const inviters = ['acme-admin', 'acme-priya'].map(userId);
  const portfolios = Object.keys(PORTFOLIO_SPECS)
    .filter((key) => PORTFOLIO_SPECS[key]![0] === acme)
    .map(portfolioId);
  const invitation = db.prepare(
    `INSERT INTO invitations (id, token, organization_id, inviter_user_id, email, first_name, last_name, status,
                              role, email_sent, expiry_date, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const access = db.prepare(
    'INSERT INTO invitation_portfolios (invitation_id, portfolio_id) VALUES (?, ?)',
  );
  const day = 86_400_000;
  for (let n = 0; n < count; n++) {
    const status = rng.weighted([35, 25, 12, 13, 15]);
    const expiry = new Date(now.getTime() + (rng.float() * 130 - 120) * day);
    if (status === 0 && rng.chance(0.6)) expiry.setTime(now.getTime() + rng.float() * 7 * day);
    const created = new Date(expiry.getTime() - 7 * day);
    const id = rng.uuid();
    const first = `Bench${n}`;
    invitation.run(
      id,
      rng.uuid(),
      acme.id,
      rng.pick(inviters),
      `bench.invitee.${n}@example.com`,
      rng.chance(0.85) ? first : null,
      rng.chance(0.8) ? `Invitee${(n * 7919) % 10007}` : null,
      status,
      rng.weighted([60, 30, 10]),
      rng.chance(0.8) ? 1 : 0,
      expiry.toISOString(),
      created.toISOString(),
      created.toISOString(),
    );
    for (const p of rng.sample(portfolios, rng.int(0, 3))) access.run(id, p);
  }
}

/**
 * `count` activity entries of Acme's people over the last year, of the kinds the demo's log holds
 * (sign-ins, refused ones, downloads, invitations, saved views), appended in time order.
 */
export function insertActivity(db: Db, count: number, now = new Date()): void {
  const plan = buildSeedPlan('demo', now);
  writeActivity(db, bulkActivity(plan, now, count, 365, ORGANIZATIONS[0]!.id));
}
