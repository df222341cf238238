import Database from 'better-sqlite3';
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export type Db = Database.Database;

const here = dirname(fileURLToPath(import.meta.url));

/** Ordered migrations; `PRAGMA user_version` records how many have run. */
const migrations: string[] = [readFileSync(join(here, 'schema.sql'), 'utf8')];

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
