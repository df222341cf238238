import Database from 'better-sqlite3';
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export type Db = Database.Database;
export type Statement = Database.Statement;

/** How a cached statement returns rows; set once, because it is a mode of the shared statement. */
export type RowMode = 'objects' | 'pluck' | 'raw';

const here = dirname(fileURLToPath(import.meta.url));

/** Ordered migrations; `PRAGMA user_version` records how many have run. */
const migrations: string[] = [
  readFileSync(join(here, 'schema.sql'), 'utf8'),
  // 2: the invitations list pages by organization, newest expiry first, ties by id. This index
  // hands out that order without a sort and holds the page's ids, so only the page's rows are
  // read from the table; with `status` too, counting and filtering by the effective status
  // (status and expiry) read no table rows at all. It covers every use of the index it replaces.
  `CREATE INDEX invitations_org_expiry
     ON invitations(organization_id, expiry_date DESC, id, status);
   DROP INDEX invitations_org;`,
];

/**
 * Opens (creating if needed) the SQLite file with the settings every connection must have:
 * WAL so readers never block the writer, a busy timeout instead of SQLITE_BUSY errors,
 * foreign keys enforced, and synchronous=FULL so an acknowledged write survives a kill -9.
 */
export function openDatabase(path: string): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  db.pragma('synchronous = FULL');
  migrate(db);
  return db;
}

function migrate(db: Db): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  for (let version = current; version < migrations.length; version++) {
    db.transaction(() => {
      db.exec(migrations[version]!);
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
}

const statements = new WeakMap<Db, Map<string, Statement>>();

/**
 * The statement for `sql` on this connection, prepared on first use and kept for the connection's
 * life: compiling a statement costs more than running most of the server's queries. The row mode
 * is part of the cache key because pluck/raw are switches on the shared statement object.
 */
export function prepared(db: Db, sql: string, mode: RowMode = 'objects'): Statement {
  let cache = statements.get(db);
  if (!cache) {
    cache = new Map();
    statements.set(db, cache);
  }
  const key = `${mode}:${sql}`;
  let statement = cache.get(key);
  if (!statement) {
    statement = db.prepare(sql);
    if (mode === 'pluck') statement.pluck();
    else if (mode === 'raw') statement.raw();
    cache.set(key, statement);
  }
  return statement;
}
