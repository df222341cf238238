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
    /** Acme's organization view on the viewer's Retail Banking report, saved by the admin. */
    acmeSharedView: one<string>("SELECT id FROM saved_views WHERE name = 'Europe, agreed figures'"),
    /** A private view of the Acme administrator (on People & Culture, which the viewer reads). */
    acmePrivateView: one<string>(
      "SELECT id FROM saved_views WHERE name = 'Under 35: what they say'",
    ),
    /** Acme's organization comparison view, saved by the analyst. */
    acmeAnalystView: one<string>(
      "SELECT id FROM saved_views WHERE name = 'App users against web users'",
    ),
    globexSharedView: one<string>(
      "SELECT id FROM saved_views WHERE name = 'Premium tiers in Europe'",
    ),
    /** The quarterly tracker's segment (Retail Banking, which the viewer reads). */
    trackerSegment: one<string>("SELECT id FROM segments WHERE name = 'Branch experience tracker'"),
    /** An Acme segment outside the viewer's access, and a Globex one. */
    hiddenSegment: one<string>(
      `SELECT id FROM segments WHERE portfolio_id IN (SELECT id FROM portfolios WHERE organization_id = ?)
          AND portfolio_id NOT IN (SELECT portfolio_id FROM portfolio_access WHERE user_id = ?)
        ORDER BY name LIMIT 1`,
      acme,
      viewer,
    ),
    globexSegment: one<string>(
      `SELECT s.id FROM segments s JOIN portfolios p ON p.id = s.portfolio_id
        WHERE p.organization_id = ? ORDER BY s.name LIMIT 1`,
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
  'saved_views',
  'saved_view_uses',
] as const;

/**
 * A digest of every table an endpoint can write, to prove a refused request changed nothing. The
 * activity log counts too, but for sign-ins: like the tokens they issue, they are not what a test
 * of another request looks at, and a refused sign-in records itself on purpose. `readsThatRecord`
 * also leaves out dataset downloads, the one read (GET) that writes an entry.
 */
export function dbChecksum(db: Db, { readsThatRecord = false } = {}): string {
  const hash = createHash('sha256');
  for (const table of MUTABLE_TABLES) {
    const rows = db.prepare(`SELECT * FROM ${table} ORDER BY 1, 2`).all();
    hash.update(`${table}:${JSON.stringify(rows)}\n`);
  }
  const skipped = [
    'auth.login',
    'auth.login_failed',
    ...(readsThatRecord ? ['report.dataset_downloaded'] : []),
  ];
  const activity = db
    .prepare(
      'SELECT * FROM activity WHERE action NOT IN (SELECT value FROM json_each(?)) ORDER BY seq',
    )
    .all(JSON.stringify(skipped));
  hash.update(`activity:${JSON.stringify(activity)}\n`);
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

export interface ActivityRow {
  seq: number;
  at: number;
  organization_id: string | null;
  actor_user_id: string | null;
  actor_name: string | null;
  action: string;
  target_type: string;
  target_id: string | null;
  target_label: string;
  details: Record<string, unknown>;
}

/** Where the activity log ends now: pass it to `activityAfter` to see what a request wrote. */
export const activityMark = (db: Db): number =>
  (db.prepare('SELECT coalesce(max(seq), 0) FROM activity').pluck().get() as number) ?? 0;

/** The entries written after `mark`, oldest first, their details parsed. */
export function activityAfter(db: Db, mark: number): ActivityRow[] {
  return (
    db
      .prepare(
        `SELECT seq, at, organization_id, actor_user_id, actor_name, action, target_type,
                target_id, target_label, details
           FROM activity WHERE seq > ? ORDER BY seq`,
      )
      .all(mark) as (Omit<ActivityRow, 'details'> & { details: string })[]
  ).map((row) => ({ ...row, details: JSON.parse(row.details) as Record<string, unknown> }));
}
