import Database from 'better-sqlite3';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, prepared } from './index';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempPath(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pulse-db-'));
  dirs.push(dir);
  return join(dir, 'test.sqlite');
}

const indexNames = (db: Database.Database) =>
  db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'invitations'")
    .pluck()
    .all();

describe('openDatabase', () => {
  it('sets what every connection needs: WAL, a busy timeout, foreign keys and full sync', () => {
    const db = openDatabase(tempPath());
    try {
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.pragma('busy_timeout', { simple: true })).toBe(5000);
      expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
      // FULL (2): an acknowledged write is on disk before the answer, so it survives a kill -9
      // and a power cut alike; NORMAL in WAL mode may lose the last ones to a power cut.
      expect(db.pragma('synchronous', { simple: true })).toBe(2);
    } finally {
      db.close();
    }
  });

  it('upgrades a database written before the invitations index, keeping its rows', () => {
    const path = tempPath();
    // A file as the first release left it: the original schema only, user_version 1.
    const old = new Database(path);
    old.exec(readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'schema.sql'), 'utf8'));
    old.pragma('user_version = 1');
    old.exec(`
      INSERT INTO organizations (id, name) VALUES ('o1', 'Org');
      INSERT INTO users (id, email, first_name, last_name, password_hash, created_at)
        VALUES ('u1', 'a@example.com', 'A', 'B', 'x', '2024-01-01T00:00:00.000Z');
      INSERT INTO invitations (id, token, organization_id, inviter_user_id, email, expiry_date,
                               created_at, updated_at)
        VALUES ('i1', 't1', 'o1', 'u1', 'c@example.com', '2024-01-08T00:00:00.000Z',
                '2024-01-01T00:00:00.000Z', '2024-01-01T00:00:00.000Z');
    `);
    old.close();

    const db = openDatabase(path);
    try {
      expect(db.pragma('user_version', { simple: true })).toBe(4);
      expect(indexNames(db)).toContain('invitations_org_expiry');
      expect(indexNames(db)).not.toContain('invitations_org');
      expect(db.prepare('SELECT id FROM invitations').pluck().all()).toEqual(['i1']);
    } finally {
      db.close();
    }
    // Opening again runs nothing twice.
    const again = openDatabase(path);
    expect(again.pragma('user_version', { simple: true })).toBe(4);
    again.close();
  });
});

describe('prepared', () => {
  it('hands out one statement per connection, SQL and row mode', () => {
    const db = openDatabase(':memory:');
    const sql = 'SELECT 1 AS one';
    expect(prepared(db, sql)).toBe(prepared(db, sql));
    expect(prepared(db, sql).get()).toEqual({ one: 1 });
    expect(prepared(db, sql, 'pluck').get()).toBe(1);
    expect(prepared(db, sql, 'raw').get()).toEqual([1]);
    // The modes do not leak into each other's statement.
    expect(prepared(db, sql).get()).toEqual({ one: 1 });
    db.close();
  });
});
