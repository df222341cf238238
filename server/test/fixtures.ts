import { createHash } from 'node:crypto';
import type { Db } from '../db/index';

/** Ids from the small seed that tests need, looked up by the names the seed gives them. */
export function seedIds(db: Db) {
  const one = <T>(sql: string, ...args: unknown[]) => {
    const row = db
      .prepare(sql)
      .pluck()
      .get(...args) as T | undefined;
    if (row === undefined) throw new Error(`Seed lookup found nothing: ${sql} ${args.join()}`);
    return row;
  };
  const user = (email: string) => one<string>('SELECT id FROM users WHERE email = ?', email);
  const acme = one<string>("SELECT id FROM organizations WHERE name = 'Acme Research'");
  const globex = one<string>("SELECT id FROM organizations WHERE name = 'Globex'");
  const viewer = user('viewer@demo.test');
  // A report the viewer (member) can read, and an Acme report outside the viewer's access.
  const viewerReport = one<string>(
    `SELECT r.id FROM reports r JOIN portfolio_access pa ON pa.portfolio_id = r.portfolio_id
      WHERE pa.user_id = ? ORDER BY r.issued_at DESC, r.id LIMIT 1`,
    viewer,
  );
  const hiddenFromViewer = one<string>(
    `SELECT r.id FROM reports r JOIN portfolios p ON p.id = r.portfolio_id
      WHERE p.organization_id = ? AND r.portfolio_id NOT IN
            (SELECT portfolio_id FROM portfolio_access WHERE user_id = ?) LIMIT 1`,
    acme,
    viewer,
  );
  const reportPortfolio = one<string>(
    'SELECT portfolio_id FROM reports WHERE id = ?',
    viewerReport,
  );
  const secondaryConfiguration = db
    .prepare('SELECT id FROM configurations WHERE report_id = ? AND is_primary = 0 LIMIT 1')
    .pluck()
    .get(viewerReport) as string | undefined;
  return {
    acme,
    globex,
    adminUser: user('admin@demo.test'),
    viewer,
    viewerReport,
    hiddenFromViewer,
    reportPortfolio,
    primaryConfiguration: one<string>(
      'SELECT id FROM configurations WHERE report_id = ? AND is_primary = 1',
      viewerReport,
    ),
    secondaryConfiguration,
    filterable: one<string>(
      `SELECT f.id FROM filterables f JOIN reports r ON r.dataset_id = f.dataset_id
        WHERE r.id = ? ORDER BY f.position LIMIT 1`,
      viewerReport,
    ),
    acmeInvitation: one<string>(
      'SELECT id FROM invitations WHERE organization_id = ? LIMIT 1',
      acme,
    ),
    acmePortfolios: db
      .prepare('SELECT id FROM portfolios WHERE organization_id = ? ORDER BY name')
      .pluck()
      .all(acme) as string[],
    globexPortfolio: one<string>(
      'SELECT id FROM portfolios WHERE organization_id = ? LIMIT 1',
      globex,
    ),
    globexReport: one<string>(
      `SELECT r.id FROM reports r JOIN portfolios p ON p.id = r.portfolio_id
        WHERE p.organization_id = ? LIMIT 1`,
      globex,
    ),
    globexConfiguration: one<string>(
      `SELECT c.id FROM configurations c JOIN reports r ON r.id = c.report_id
        JOIN portfolios p ON p.id = r.portfolio_id WHERE p.organization_id = ? LIMIT 1`,
      globex,
    ),
  };
}

const MUTABLE_TABLES = [
  'organizations',
  'invitations',
  'invitation_portfolios',
  'segments',
  'segment_configurations',
  'memberships',
  'portfolio_access',
] as const;

/** A digest of every table an endpoint can write, to prove a refused request changed nothing. */
export function dbChecksum(db: Db): string {
  const hash = createHash('sha256');
  for (const table of MUTABLE_TABLES) {
    const rows = db.prepare(`SELECT * FROM ${table} ORDER BY 1, 2`).all();
    hash.update(`${table}:${JSON.stringify(rows)}\n`);
  }
  return hash.digest('hex');
}

export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/**
 * Runs `body` while the user is also an administrator of `organizationId` (no demo account
 * belongs to two organizations), and takes the membership back afterwards.
 */
export async function asMemberOfTwo(
  db: Db,
  userId: string,
  organizationId: string,
  body: () => Promise<void>,
): Promise<void> {
  db.prepare('INSERT INTO memberships (user_id, organization_id, role) VALUES (?, ?, 2)').run(
    userId,
    organizationId,
  );
  try {
    await body();
  } finally {
    db.prepare('DELETE FROM memberships WHERE user_id = ? AND organization_id = ?').run(
      userId,
      organizationId,
    );
  }
}
