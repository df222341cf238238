import Database from 'better-sqlite3';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../server/db/index';
import { DEMO_PASSWORD, seedDemoData } from '../../server/seed/index';

/**
 * Durability under kill -9 (docs/decisions.md, Security): the real server (server/main.ts) runs
 * as a child on a temporary database while clients write to it over HTTP (invitations with their
 * portfolios, replaced invitations, segments with their configurations, saved views); at a random
 * moment the child gets SIGKILL. Between runs the database is opened directly and checked:
 * integrity_check is ok, every acknowledged write is there, no multi-row write is half there, and
 * each write and its activity entry (docs/views-and-activity.md) are there together or not at all.
 */

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const INVITE_DOMAIN = 'durability.test';
const SEGMENT_PREFIX = 'durability-';
const VIEW_PREFIX = 'durability-view-';
/** Saved views the run may create: well under the 200 one user may keep. */
const MAX_VIEWS = 150;

export interface DurabilityOptions {
  kills: number;
  /** Writers running at once. */
  concurrency?: number;
  /** The kill lands uniformly within this many ms after the writers start. */
  maxDelayMs?: number;
  log?: (line: string) => void;
  /** Deterministic delays when set (the quick suite). */
  seed?: number;
}

export interface DurabilityReport {
  kills: number;
  acknowledged: number;
  /** Writes in flight at a kill (sent, never answered): present-in-full or absent are both fine. */
  unacknowledged: number;
  checks: number;
  problems: string[];
  dbBytes: number;
}

interface Fixture {
  acme: string;
  /** A report the administrator reads, for saved views. */
  report: string;
  /** Acme portfolios and, for each, its reports' configurations. */
  portfolios: { id: string; configurations: string[] }[];
}

export async function runDurability(options: DurabilityOptions): Promise<DurabilityReport> {
  const log = options.log ?? (() => {});
  const concurrency = options.concurrency ?? 4;
  const maxDelay = options.maxDelayMs ?? 700;
  let rng = options.seed ?? Math.floor(Math.random() * 2 ** 31);
  const random = () => {
    // mulberry32: reproducible kill moments for a given seed.
    rng = (rng + 0x6d2b79f5) | 0;
    let t = Math.imul(rng ^ (rng >>> 15), 1 | rng);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };

  const dir = mkdtempSync(join(tmpdir(), 'pulse-durability-'));
  const dbPath = join(dir, 'pulse.sqlite');
  const fixture = prepare(dbPath);

  // What the clients know of each invitation's portfolio set: every write, when it was sent and
  // when it was answered or cut off by a kill (see WriteLedger).
  const invitations = new WriteLedger();
  const segmentAcked = new Map<string, number>();
  const segmentSent = new Map<string, number>();
  // Writes sent to and acknowledged for each invitation: its activity entries lie in between.
  const invitationWrites = new Map<string, { sent: number; acked: number }>();
  const viewSent = new Set<string>();
  const viewAcked = new Set<string>();
  const report: DurabilityReport = {
    kills: 0,
    acknowledged: 0,
    unacknowledged: 0,
    checks: 0,
    problems: [],
    dbBytes: 0,
  };
  let token = '';

  try {
    for (let round = 0; round < options.kills; round++) {
      const child = await startChild(dbPath);
      if (!token) token = await login(child.baseUrl);
      const controller = new AbortController();
      let inFlight = 0;
      const writer = async () => {
        while (!controller.signal.aborted) {
          const write = nextWrite();
          inFlight++;
          try {
            const res = await fetch(`${child.baseUrl}${write.path}`, {
              method: write.method,
              headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
              body: JSON.stringify(write.body),
              signal: controller.signal,
            });
            await res.arrayBuffer();
            if (res.status !== 200 && res.status !== 201) {
              report.problems.push(`${write.method} ${write.path} → ${res.status}`);
              return;
            }
            write.ack();
            report.acknowledged++;
          } catch {
            // Killed mid-request: never acknowledged.
            report.unacknowledged++;
            return;
          } finally {
            inFlight--;
          }
        }
      };
      const writers = Array.from({ length: concurrency }, writer);
      await sleep(50 + random() * maxDelay);
      child.process.kill('SIGKILL');
      await child.exited;
      controller.abort();
      await Promise.all(writers);
      invitations.cutOff();
      report.kills++;
      verify();
      if ((round + 1) % 10 === 0 || round === options.kills - 1) {
        log(
          `durability: ${round + 1}/${options.kills} kills, ${report.acknowledged} acknowledged writes, ` +
            `${report.unacknowledged} cut off, ${report.problems.length} problems (${inFlight} left in flight)`,
        );
      }
    }
    // And the server still starts and serves what it acknowledged.
    const child = await startChild(dbPath);
    const res = await fetch(`${child.baseUrl}/api/v1/segments/?page_size=1`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    if (res.status !== 200) report.problems.push(`restart: segments list → ${res.status}`);
    child.process.kill('SIGTERM');
    await child.exited;
    report.dbBytes = fileSize(dbPath);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return report;

  function nextWrite(): { method: string; path: string; body: unknown; ack: () => void } {
    const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)]!;
    const kind = random();
    const known = invitations.acknowledgedKeys();
    if (kind < 0.4 || (kind < 0.6 && known.length === 0)) {
      const id = randomUUID();
      const set = subset(fixture.portfolios.map((p) => p.id));
      return invitation(id, set);
    }
    if (kind < 0.6) {
      // Replace: one row updated, its portfolio rows deleted and re-inserted, all or nothing.
      return invitation(pick(known), subset(fixture.portfolios.map((p) => p.id)));
    }
    if (kind >= 0.9 && viewSent.size < MAX_VIEWS) {
      const name = `${VIEW_PREFIX}${randomUUID()}`;
      viewSent.add(name);
      return {
        method: 'POST',
        path: '/api/v1/saved-views/',
        body: { name, scope: 'organization', state: { report_id: fixture.report } },
        ack: () => viewAcked.add(name),
      };
    }
    const portfolio = pick(fixture.portfolios);
    const configurations = portfolio.configurations.slice(0, 1 + Math.floor(random() * 6));
    const name = `${SEGMENT_PREFIX}${randomUUID()}`;
    segmentSent.set(name, configurations.length);
    return {
      method: 'POST',
      path: '/api/v1/segments/',
      body: { name, portfolio_id: portfolio.id, configuration_ids: configurations },
      ack: () => segmentAcked.set(name, configurations.length),
    };
  }

  function subset(all: string[]): string[] {
    const chosen = all.filter(() => random() < 0.6);
    return (chosen.length > 0 ? chosen : all.slice(0, 1)).sort();
  }

  function invitation(id: string, portfolios: string[]) {
    const write = invitations.send(id, portfolios.join(','));
    const counts = invitationWrites.get(id) ?? { sent: 0, acked: 0 };
    counts.sent++;
    invitationWrites.set(id, counts);
    return {
      method: 'PUT',
      path: `/api/v1/organization-invitations/${id}/`,
      body: {
        email: `${id.slice(0, 8)}@${INVITE_DOMAIN}`,
        organization_id: fixture.acme,
        accessible_portfolio_ids: portfolios,
        first_name: 'Durable',
      },
      ack: () => {
        invitations.ack(write);
        counts.acked++;
      },
    };
  }

  function verify(): void {
    const db = new Database(dbPath);
    try {
      report.checks++;
      const integrity = db.pragma('integrity_check', { simple: true });
      if (integrity !== 'ok') report.problems.push(`integrity_check: ${String(integrity)}`);
      const fk = db.pragma('foreign_key_check') as unknown[];
      if (fk.length > 0) report.problems.push(`foreign_key_check: ${JSON.stringify(fk[0])}`);

      const stored = new Map<string, string>();
      for (const row of db
        .prepare(
          `SELECT i.id, coalesce(group_concat(ip.portfolio_id), '') AS portfolios
             FROM invitations i LEFT JOIN invitation_portfolios ip ON ip.invitation_id = i.id
            WHERE i.email LIKE ? GROUP BY i.id`,
        )
        .all(`%@${INVITE_DOMAIN}`) as { id: string; portfolios: string }[]) {
        stored.set(row.id, row.portfolios.split(',').filter(Boolean).sort().join(','));
      }
      for (const id of new Set([...invitations.keys(), ...stored.keys()])) {
        const problem = invitations.check(id, stored.get(id));
        if (problem) report.problems.push(`invitation ${problem}`);
      }

      const segments = db
        .prepare(
          `SELECT s.name, count(sc.configuration_id) AS n FROM segments s
             LEFT JOIN segment_configurations sc ON sc.segment_id = s.id
            WHERE s.name LIKE ? GROUP BY s.id`,
        )
        .all(`${SEGMENT_PREFIX}%`) as { name: string; n: number }[];
      const present = new Map(segments.map((s) => [s.name, s.n]));
      for (const [name, n] of segmentAcked) {
        if (!present.has(name)) report.problems.push(`acknowledged segment ${name} is missing`);
        else if (present.get(name) !== n) {
          report.problems.push(`segment ${name} has ${present.get(name)} of ${n} configurations`);
        }
      }
      for (const [name, n] of present) {
        if (segmentSent.get(name) !== n) {
          report.problems.push(`segment ${name} is partial: ${n} of ${segmentSent.get(name)}`);
        }
      }
      verifyActivity(db);
    } finally {
      db.close();
    }
  }

  /**
   * Each change and its activity entry, both or neither: one `segment.created` per segment and
   * one `saved_view.created` per view, none without its row; for an invitation, one entry per
   * save that landed, so at least as many as were acknowledged and at most as many as were sent.
   */
  function verifyActivity(db: Database.Database): void {
    const entries = (action: string, label: string) =>
      new Map(
        (
          db
            .prepare(
              `SELECT target_id, count(*) AS n FROM activity
                WHERE action = ? AND target_label LIKE ? GROUP BY target_id`,
            )
            .all(action, `${label}%`) as { target_id: string; n: number }[]
        ).map((row) => [row.target_id, row.n]),
      );
    const rows = (sql: string, prefix: string) =>
      db.prepare(sql).all(`${prefix}%`) as { id: string; name: string }[];

    for (const [kind, action, sql, prefix] of [
      [
        'segment',
        'segment.created',
        'SELECT id, name FROM segments WHERE name LIKE ?',
        SEGMENT_PREFIX,
      ],
      [
        'saved view',
        'saved_view.created',
        'SELECT id, name FROM saved_views WHERE name LIKE ?',
        VIEW_PREFIX,
      ],
    ] as const) {
      const logged = entries(action, prefix);
      const stored = rows(sql, prefix);
      for (const row of stored) {
        const n = logged.get(row.id) ?? 0;
        if (n !== 1) report.problems.push(`${kind} ${row.name} has ${n} activity entries, not 1`);
      }
      const ids = new Set(stored.map((row) => row.id));
      for (const id of logged.keys()) {
        if (!ids.has(id))
          report.problems.push(`an activity entry names a ${kind} ${id} not stored`);
      }
    }
    const storedViews = new Set(
      rows('SELECT id, name FROM saved_views WHERE name LIKE ?', VIEW_PREFIX).map((v) => v.name),
    );
    for (const name of viewAcked) {
      if (!storedViews.has(name))
        report.problems.push(`acknowledged saved view ${name} is missing`);
    }
    for (const name of storedViews) {
      if (!viewSent.has(name)) report.problems.push(`saved view ${name} was never sent`);
    }

    const invitationEntries = new Map(
      (
        db
          .prepare(
            `SELECT target_id, count(*) AS n FROM activity
              WHERE action LIKE 'invitation.%' AND target_label LIKE ? GROUP BY target_id`,
          )
          .all(`%@${INVITE_DOMAIN}`) as { target_id: string; n: number }[]
      ).map((row) => [row.target_id, row.n]),
    );
    const storedInvitations = new Set(
      db
        .prepare('SELECT id FROM invitations WHERE email LIKE ?')
        .pluck()
        .all(`%@${INVITE_DOMAIN}`) as string[],
    );
    for (const id of new Set([...invitationWrites.keys(), ...invitationEntries.keys()])) {
      const n = invitationEntries.get(id) ?? 0;
      const { sent, acked } = invitationWrites.get(id) ?? { sent: 0, acked: 0 };
      if (n < acked || n > sent) {
        report.problems.push(
          `invitation ${id} has ${n} activity entries for ${acked} acknowledged of ${sent} sent saves`,
        );
      }
      if (n > 0 !== storedInvitations.has(id)) {
        report.problems.push(`invitation ${id}: stored ${storedInvitations.has(id)}, ${n} entries`);
      }
    }
  }
}

interface Write {
  value: string;
  /** When it was sent, and when it was answered or cut off by a kill (ticks of one clock). */
  sent: number;
  settled: number | null;
  acknowledged: boolean;
}

/**
 * The writes clients sent to each key (here an invitation, whose value is its portfolio set), to
 * judge what the database may hold after a kill. A write that was answered, or cut off by a kill,
 * is over: any write sent after that is later, and once a later write is acknowledged the earlier
 * value must be gone. So the database may hold the value of any write that no acknowledged write
 * sent after it was over has replaced: the last acknowledged value, one sent at the same time
 * (the server may have applied them in either order), or one in flight when the server was killed
 * (it may have landed, but only whole). An older value means an acknowledged write was lost; a
 * value never sent, a partial write; no value, a lost acknowledged create.
 */
export class WriteLedger {
  private clock = 0;
  private readonly writes = new Map<string, Write[]>();

  send(key: string, value: string): Write {
    const write: Write = { value, sent: ++this.clock, settled: null, acknowledged: false };
    const list = this.writes.get(key);
    if (list) list.push(write);
    else this.writes.set(key, [write]);
    return write;
  }

  ack(write: Write): void {
    write.settled = ++this.clock;
    write.acknowledged = true;
  }

  /** The server was killed: every write still in flight is over, landed or not. */
  cutOff(): void {
    const now = ++this.clock;
    for (const list of this.writes.values()) {
      for (const write of list) write.settled ??= now;
    }
  }

  keys(): string[] {
    return [...this.writes.keys()];
  }

  /** Keys with at least one acknowledged write: they must exist. */
  acknowledgedKeys(): string[] {
    return this.keys().filter((key) => this.writes.get(key)!.some((w) => w.acknowledged));
  }

  /** The values the key may hold now (see the class comment). */
  allowed(key: string): Set<string> {
    const list = this.writes.get(key) ?? [];
    const acknowledged = list.filter((w) => w.acknowledged);
    return new Set(
      list
        .filter((w) => !acknowledged.some((later) => w.settled !== null && later.sent > w.settled))
        .map((w) => w.value),
    );
  }

  /** What is wrong with the key holding `stored` (undefined: absent), or null when nothing is. */
  check(key: string, stored: string | undefined): string | null {
    const list = this.writes.get(key) ?? [];
    const last = list.filter((w) => w.acknowledged).at(-1);
    if (stored === undefined)
      return last ? `${key} is missing, acknowledged {${last.value}}` : null;
    if (this.allowed(key).has(stored)) return null;
    if (list.some((w) => w.value === stored)) {
      return `${key} holds {${stored}}, replaced by an acknowledged {${last?.value}}`;
    }
    return `${key} holds a partial value {${stored}}`;
  }
}

function prepare(dbPath: string): Fixture {
  const db = openDatabase(dbPath);
  try {
    seedDemoData(db, { scale: 'small' });
    const acme = db
      .prepare("SELECT id FROM organizations WHERE name = 'Acme Research'")
      .pluck()
      .get() as string;
    const portfolios = (
      db
        .prepare('SELECT id FROM portfolios WHERE organization_id = ? ORDER BY name')
        .pluck()
        .all(acme) as string[]
    ).map((id) => ({
      id,
      configurations: db
        .prepare(
          'SELECT c.id FROM configurations c JOIN reports r ON r.id = c.report_id WHERE r.portfolio_id = ?',
        )
        .pluck()
        .all(id) as string[],
    }));
    const report = db
      .prepare(
        'SELECT r.id FROM reports r JOIN portfolios p ON p.id = r.portfolio_id WHERE p.organization_id = ? ORDER BY r.id LIMIT 1',
      )
      .pluck()
      .get(acme) as string;
    return { acme, report, portfolios: portfolios.filter((p) => p.configurations.length > 0) };
  } finally {
    db.close();
  }
}

interface Child {
  process: ChildProcess;
  baseUrl: string;
  exited: Promise<void>;
}

/** server/main.ts on the given database, on a free loopback port; resolves once it listens. */
export function startChild(dbPath: string, extraEnv: Record<string, string> = {}): Promise<Child> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      PULSE_DB: dbPath,
      PULSE_DEMO: 'false',
      PULSE_LOG: '0',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  return new Promise((resolveChild, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start in 60 s:\n${output}`));
    }, 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/[\w.]+:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        resolveChild({ process: child, baseUrl: match[1]!, exited });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before listening:\n${output}`));
    });
  });
}

async function login(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/auth/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.test', password: DEMO_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`login → ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function fileSize(path: string): number {
  try {
    const db = new Database(path, { readonly: true });
    const pages = db.pragma('page_count', { simple: true }) as number;
    const size = db.pragma('page_size', { simple: true }) as number;
    db.close();
    return pages * size;
  } catch {
    return 0;
  }
}
