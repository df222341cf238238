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
  // 3: saved views of a report page, with each user's last use of them, and the activity log.
  `CREATE TABLE saved_views (
     id TEXT PRIMARY KEY,
     owner_user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     organization_id TEXT NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
     report_id TEXT NOT NULL REFERENCES reports(id) ON DELETE CASCADE,
     -- Group B's report when it is another one: a view is seen only by who can open both.
     compare_report_id TEXT REFERENCES reports(id) ON DELETE CASCADE,
     name TEXT NOT NULL,
     scope TEXT NOT NULL CHECK (scope IN ('private', 'organization')),
     state TEXT NOT NULL, -- JSON, as the API's SavedViewState
     created_at TEXT NOT NULL,
     updated_at TEXT NOT NULL
   );
   CREATE INDEX saved_views_owner ON saved_views(owner_user_id);
   CREATE INDEX saved_views_organization ON saved_views(organization_id, scope);
   CREATE INDEX saved_views_report ON saved_views(report_id);
   CREATE INDEX saved_views_compare_report ON saved_views(compare_report_id);
   CREATE TABLE saved_view_uses (
     saved_view_id TEXT NOT NULL REFERENCES saved_views(id) ON DELETE CASCADE,
     user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     used_at TEXT NOT NULL,
     PRIMARY KEY (saved_view_id, user_id)
   ) WITHOUT ROWID;
   CREATE INDEX saved_view_uses_user ON saved_view_uses(user_id);

   -- Append-only: no foreign keys, so an entry outlives what it names; times in ms since the
   -- epoch, so ranges compare as numbers. \`seq\` orders entries of the same millisecond.
   CREATE TABLE activity (
     seq INTEGER PRIMARY KEY,
     id TEXT NOT NULL,
     at INTEGER NOT NULL,
     organization_id TEXT, -- null: no organization (a refused sign-in of an unknown address)
     actor_user_id TEXT,
     actor_name TEXT,
     action TEXT NOT NULL,
     target_type TEXT NOT NULL,
     target_id TEXT,
     target_label TEXT NOT NULL,
     details TEXT NOT NULL DEFAULT '{}'
   );
   -- One index serves the list and retention: an organization's entries in time order, carrying
   -- the filtered columns, so a filtered page or count reads index entries only and no table row.
   -- One index, not one per filter: each index is another page every recorded write must write.
   CREATE INDEX activity_organization
     ON activity(organization_id, at, seq, action, target_type, actor_user_id);
   CREATE TRIGGER activity_append_only BEFORE UPDATE ON activity
   BEGIN
     SELECT RAISE(ABORT, 'activity entries are never changed');
   END;`,
  // 4: a rank's name and description in German beside the English; an answer in German shows them
  // (server/locales), and an empty one (a rank written before this) falls back to the English.
  `ALTER TABLE ranks ADD COLUMN name_de TEXT NOT NULL DEFAULT '';
   ALTER TABLE ranks ADD COLUMN description_de TEXT NOT NULL DEFAULT '';`,
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
