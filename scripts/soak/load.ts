import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../server/db/index';
import { DEMO_PASSWORD, seedDemoData } from '../../server/seed/index';
import { startChild } from './durability';

/**
 * A mixed read/write load on the real server (a child on loopback, its own temporary database):
 * lists, report filters (which compute), sentiment, invitation PUTs and segment POSTs, for a
 * bounded time. Every answer must be 2xx; p99 latency and the WAL file's peak size are reported.
 */
export interface LoadReport {
  requests: number;
  errors: number;
  non2xx: number;
  p50: number;
  p99: number;
  maxLatency: number;
  perSecond: number;
  walPeakBytes: number;
  walEndBytes: number;
  statuses: Record<string, number>;
  /** PRAGMA integrity_check once the server has stopped. */
  integrity: string;
}

export async function runLoad(options: {
  seconds: number;
  connections?: number;
}): Promise<LoadReport> {
  const dir = mkdtempSync(join(tmpdir(), 'pulse-load-'));
  const dbPath = join(dir, 'pulse.sqlite');
  const db = openDatabase(dbPath);
  seedDemoData(db, { scale: 'small' });
  const one = (sql: string) => db.prepare(sql).pluck().get() as string;
  const acme = one("SELECT id FROM organizations WHERE name = 'Acme Research'");
  const portfolios = db
    .prepare('SELECT id FROM portfolios WHERE organization_id = ?')
    .pluck()
    .all(acme) as string[];
  const reports = db
    .prepare(
      `SELECT r.id, f.id AS filterable, (SELECT value FROM filterable_values v WHERE v.filterable_id = f.id LIMIT 1) AS value
         FROM reports r JOIN portfolios p ON p.id = r.portfolio_id
         JOIN filterables f ON f.dataset_id = r.dataset_id AND f.position = 0
        WHERE p.organization_id = ?`,
    )
    .all(acme) as { id: string; filterable: string; value: string }[];
  db.close();

  const child = await startChild(dbPath);
  let walPeak = 0;
  const wal = () => {
    try {
      return statSync(`${dbPath}-wal`).size;
    } catch {
      return 0;
    }
  };
  const sampler = setInterval(() => (walPeak = Math.max(walPeak, wal())), 250);
  try {
    const login = await fetch(`${child.baseUrl}/auth/login/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.test', password: DEMO_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!;
    const json = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };

    // One request slot that becomes a random operation each time (about one write in four).
    const mixed = (base: Record<string, unknown>) => {
      // autocannon writes Content-Length into the headers object it is given and never removes
      // it: a GET after a POST would then promise a body. Each request gets its own headers.
      const request = { ...base, headers: { ...json } };
      const r = Math.random();
      const report = pick(reports);
      if (r < 0.12)
        return {
          ...request,
          method: 'PUT',
          path: `/api/v1/organization-invitations/${randomUUID()}/`,
          body: JSON.stringify({
            email: `load-${randomUUID().slice(0, 8)}@example.com`,
            organization_id: acme,
            accessible_portfolio_ids: [pick(portfolios)],
          }),
        };
      if (r < 0.25)
        return {
          ...request,
          method: 'POST',
          path: '/api/v1/segments/',
          body: JSON.stringify({ name: `Load ${randomUUID()}`, portfolio_id: pick(portfolios) }),
        };
      if (r < 0.45)
        return {
          ...request,
          method: 'POST',
          path: `/api/v1/reports/${report.id}/filter/`,
          body: JSON.stringify(
            Math.random() < 0.5
              ? {}
              : { filters: [{ dataset_filterable_id: report.filterable, value: [report.value] }] },
          ),
        };
      if (r < 0.55)
        return {
          ...request,
          method: 'GET',
          path: `/api/v1/reports/${report.id}/text_topics/sentiment_stats/`,
          body: undefined,
        };
      const path = pick([
        '/api/v1/organization-invitations/',
        '/api/v1/portfolios/',
        '/api/v1/segments/',
        '/api/v1/reports/',
        '/api/v1/attitudes/',
        '/auth/me/',
      ]);
      return {
        ...request,
        method: 'GET',
        path: `${path}?page_size=${pick(['20', '100'])}`,
        body: undefined,
      };
    };
    const result = await autocannon({
      url: child.baseUrl,
      connections: options.connections ?? 8,
      duration: options.seconds,
      timeout: 30,
      headers: json,
      requests: [{ setupRequest: mixed as never }],
    });
    walPeak = Math.max(walPeak, wal());
    const walEnd = wal();
    child.process.kill('SIGTERM');
    await child.exited;
    const check = new Database(dbPath);
    const integrity = String(check.pragma('integrity_check', { simple: true }));
    check.close();
    const statuses = Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count]),
    );
    return {
      requests: result.requests.total,
      errors: result.errors,
      non2xx: result.non2xx,
      p50: result.latency.p50,
      p99: result.latency.p99,
      maxLatency: result.latency.max,
      perSecond: result.requests.average,
      walPeakBytes: walPeak,
      walEndBytes: walEnd,
      statuses,
      integrity,
    };
  } finally {
    clearInterval(sampler);
    child.process.kill('SIGTERM');
    await child.exited;
    rmSync(dir, { recursive: true, force: true });
  }
}
