import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../db';
import { openDatabase } from '../db';

// Builds small datasets directly in SQL for engine tests, without the demo seed.

export interface FixtureRespondent {
  /** One value code per filterable (1-based index into its values, 0 = no answer). */
  attrs: number[];
  /** One rating per attitude, 1..5 or 0 (not rated). */
  perf: number[];
  imp: number[];
}

export interface FixtureComment {
  respondent: number;
  attitude: number;
  author: string;
  topic: string;
  sentiment: -1 | 0 | 1;
  text: string;
}

export interface FixtureSpec {
  filterables: { name: string; values: string[] }[];
  keywords: string[];
  respondents: FixtureRespondent[];
  comments?: FixtureComment[];
  /** Saved filters of the primary configuration (filterable index, values). */
  primaryFilters?: { filterable: number; values: string[] }[];
  /** Saved filters of a secondary configuration, created when given. */
  secondaryFilters?: { filterable: number; values: string[] }[];
}

export interface Fixture {
  reportId: string;
  datasetId: string;
  primaryId: string;
  secondaryId: string | undefined;
  filterableIds: string[];
  attitudeIds: string[];
}

export const FIXTURE_MODEL_VERSION = 1;
export const FIXTURE_RANKS = [
  { id: 1, name: 'Leader', threshold: 75 },
  { id: 2, name: 'Contender', threshold: 60 },
  { id: 3, name: 'Challenger', threshold: 45 },
  { id: 4, name: 'Laggard', threshold: 0 },
];

/** A fresh database file in a temp dir; `cleanup` closes and deletes it. */
export function tempDatabase(): { db: Db; path: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'pulse-engine-'));
  const path = join(dir, 'test.sqlite');
  const db = openDatabase(path);
  return {
    db,
    path,
    cleanup: () => {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Inserts one report with its dataset, a primary and optionally a secondary configuration. */
export function insertFixture(db: Db, spec: FixtureSpec): Fixture {
  const ids: Fixture = {
    reportId: randomUUID(),
    datasetId: randomUUID(),
    primaryId: randomUUID(),
    secondaryId: spec.secondaryFilters ? randomUUID() : undefined,
    filterableIds: spec.filterables.map(() => randomUUID()),
    attitudeIds: spec.keywords.map(() => randomUUID()),
  };
  db.transaction(() => {
    const orgId = ensureOwner(db);
    const portfolioId = randomUUID();
    db.prepare('INSERT INTO portfolios (id, organization_id, name) VALUES (?, ?, ?)').run(
      portfolioId,
      orgId,
      'Fixture',
    );
    db.prepare('INSERT INTO datasets (id, respondent_count) VALUES (?, ?)').run(
      ids.datasetId,
      spec.respondents.length,
    );
    spec.keywords.forEach((keyword, position) => {
      const id = ids.attitudeIds[position]!;
      db.prepare(
        `INSERT INTO attitudes (id, model_version_id, keyword, description, explanation, content_icon_url,
                                recommendations, studies)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        id,
        FIXTURE_MODEL_VERSION,
        keyword,
        `${keyword} description`,
        `${keyword} explanation`,
        `/icons/${position}.svg`,
        JSON.stringify([{ header: 'H', subtext: 'S', example: 'E', why: 'W' }]),
        '[]',
      );
      db.prepare(
        'INSERT INTO dataset_attitudes (dataset_id, attitude_id, position) VALUES (?, ?, ?)',
      ).run(ids.datasetId, id, position);
    });
    spec.filterables.forEach((f, position) => {
      const id = ids.filterableIds[position]!;
      db.prepare(
        'INSERT INTO filterables (id, dataset_id, name, position) VALUES (?, ?, ?, ?)',
      ).run(id, ids.datasetId, f.name, position);
      f.values.forEach((value, k) =>
        db
          .prepare('INSERT INTO filterable_values (filterable_id, code, value) VALUES (?, ?, ?)')
          .run(id, k + 1, value),
      );
    });
    const respondent = db.prepare(
      'INSERT INTO respondents (dataset_id, idx, respondent_id, attrs, perf, imp) VALUES (?, ?, ?, ?, ?, ?)',
    );
    spec.respondents.forEach((r, idx) =>
      respondent.run(
        ids.datasetId,
        idx,
        `R${idx}`,
        Buffer.from(r.attrs),
        Buffer.from(r.perf),
        Buffer.from(r.imp),
      ),
    );
    const comment = db.prepare(
      `INSERT INTO comments (dataset_id, respondent_idx, attitude_id, author_name, topic, sentiment, text)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const c of spec.comments ?? []) {
      comment.run(
        ids.datasetId,
        c.respondent,
        ids.attitudeIds[c.attitude],
        c.author,
        c.topic,
        c.sentiment,
        c.text,
      );
    }
    db.prepare(
      `INSERT INTO reports (id, portfolio_id, dataset_id, model_version_id, name, tags, issued_at)
       VALUES (?, ?, ?, ?, ?, 'competitive', '2026-10-01T00:00:00.000Z')`,
    ).run(ids.reportId, portfolioId, ids.datasetId, FIXTURE_MODEL_VERSION, 'Fixture report');
    insertConfiguration(db, ids, ids.primaryId, true, spec.primaryFilters ?? []);
    if (ids.secondaryId)
      insertConfiguration(db, ids, ids.secondaryId, false, spec.secondaryFilters ?? []);
  })();
  return ids;
}

function insertConfiguration(
  db: Db,
  ids: Fixture,
  id: string,
  primary: boolean,
  filters: { filterable: number; values: string[] }[],
): void {
  db.prepare(
    'INSERT INTO configurations (id, report_id, name, is_primary, position) VALUES (?, ?, ?, ?, ?)',
  ).run(
    id,
    ids.reportId,
    primary ? 'All respondents' : 'Secondary',
    primary ? 1 : 0,
    primary ? 0 : 1,
  );
  for (const f of filters) {
    db.prepare(
      'INSERT INTO configuration_filters (configuration_id, filterable_id, value) VALUES (?, ?, ?)',
    ).run(id, ids.filterableIds[f.filterable], JSON.stringify(f.values));
  }
}

/** The organization and model version every fixture report hangs off, created once per db. */
function ensureOwner(db: Db): string {
  const existing = db
    .prepare("SELECT id FROM organizations WHERE name = 'Fixture org'")
    .pluck()
    .get() as string | undefined;
  if (existing) return existing;
  const orgId = randomUUID();
  db.prepare("INSERT INTO organizations (id, name) VALUES (?, 'Fixture org')").run(orgId);
  db.prepare(
    "INSERT INTO model_versions (id, name, audience, sequence, audience_type) VALUES (?, 'Fixture model', 'Customers', 1, 1)",
  ).run(FIXTURE_MODEL_VERSION);
  for (const r of FIXTURE_RANKS) {
    db.prepare(
      'INSERT INTO ranks (id, model_version_id, name, description, threshold) VALUES (?, ?, ?, ?, ?)',
    ).run(r.id, FIXTURE_MODEL_VERSION, r.name, `${r.name} tier`, r.threshold);
  }
  return orgId;
}
