import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/index';
import { ACCOUNTS, startServer, type TestServer } from '../test/harness';
import {
  derivableSmallSet,
  ENGAGEMENT,
  enlarge,
  plantTarget,
  reportNamed,
  Session,
  type Filter,
} from '../test/anonymity-kit';

const LATAM: Filter = { filterable: 'Region', values: ['Latin America'] };
const OTHER_GENDERS: Filter = { filterable: 'Gender', values: ['Female', 'Male', 'Non-binary'] };

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function prepared(options: Parameters<typeof startServer>[0] = {}) {
  server = await startServer(options);
  const report = reportNamed(server.db, ENGAGEMENT);
  enlarge(server.db, report.datasetId, 1500);
  plantTarget(server.db, report.datasetId, {
    Region: 'Latin America',
    Gender: 'Prefer not to say',
    'Age group': '25-34',
  });
  return { server, report };
}

/** A Globex report on Acme's engagement dataset, and a Globex member who reads it. */
function sharedWithGlobex(db: Db, datasetId: string, email: string) {
  const globex = db.prepare("SELECT id FROM organizations WHERE name = 'Globex'").pluck().get();
  const portfolio = db
    .prepare('SELECT id FROM portfolios WHERE organization_id = ? LIMIT 1')
    .pluck()
    .get(globex) as string;
  const source = db.prepare('SELECT * FROM reports WHERE dataset_id = ?').get(datasetId) as {
    model_version_id: number;
    issued_at: string;
  };
  const reportId = randomUUID();
  db.prepare(
    `INSERT INTO reports (id, portfolio_id, dataset_id, model_version_id, name, tags, issued_at)
     VALUES (?, ?, ?, ?, 'Shared engagement', 'industry', ?)`,
  ).run(reportId, portfolio, datasetId, source.model_version_id, source.issued_at);
  db.prepare(
    `INSERT INTO configurations (id, report_id, name, is_primary, position)
     VALUES (?, ?, 'All', 1, 0)`,
  ).run(randomUUID(), reportId);
  const hash = db
    .prepare('SELECT password_hash FROM users WHERE email = ?')
    .pluck()
    .get(ACCOUNTS.viewer) as string;
  const userId = randomUUID();
  db.prepare(
    `INSERT INTO users (id, email, first_name, last_name, password_hash, created_at)
     VALUES (?, ?, 'Gia', 'Member', ?, ?)`,
  ).run(userId, email, hash, new Date().toISOString());
  db.prepare('INSERT INTO memberships (user_id, organization_id, role) VALUES (?, ?, 0)').run(
    userId,
    globex,
  );
  db.prepare('INSERT INTO portfolio_access (user_id, portfolio_id) VALUES (?, ?)').run(
    userId,
    portfolio,
  );
  return reportId;
}

describe('anonymity across organizations and modes', () => {
  it('protects a dataset that two organizations’ reports share, as one', async () => {
    const { server, report } = await prepared();
    const globexReport = sharedWithGlobex(server.db, report.datasetId, 'member@globex.test');
    const acme = new Session(server, await server.login(ACCOUNTS.viewer), report.id, server.db);
    const globex = new Session(
      server,
      await server.login('member@globex.test'),
      globexReport,
      server.db,
    );
    await acme.filter([LATAM]);
    await globex.filter([LATAM, OTHER_GENDERS]);
    await globex.filter([LATAM]);
    await acme.filter([LATAM, OTHER_GENDERS]);
    const answered = [...acme.answered, ...globex.answered];
    expect(derivableSmallSet(server.db, report.datasetId, answered)).toBeUndefined();
    expect(acme.refused.length + globex.refused.length).toBeGreaterThan(0);
  });

  it('protects the same way in the published mode, without the extension fields', async () => {
    const { server, report } = await prepared({ apiMode: 'published' });
    const s = new Session(server, await server.login(ACCOUNTS.viewer), report.id, server.db);
    await s.filter([LATAM]);
    const lone = await s.filter([LATAM, { filterable: 'Gender', values: ['Prefer not to say'] }]);
    expect(lone.state.status).toBe('insufficient_data');
    expect(lone.state).not.toHaveProperty('reason');
    await s.filter([LATAM, OTHER_GENDERS]);
    expect(derivableSmallSet(server.db, report.datasetId, s.answered)).toBeUndefined();
  });
});
