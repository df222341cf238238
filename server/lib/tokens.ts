import { createHash, randomBytes } from 'node:crypto';
import { type Db, prepared } from '../db/index';
import type { UserRow } from './context';

export const DEFAULT_TOKEN_TTL_S = 8 * 60 * 60;

/** Only this digest is stored, so a leaked database does not hand out live sessions. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function issueToken(db: Db, userId: string, now: Date, ttlSeconds: number) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ttlSeconds * 1000).toISOString();
  // Sign-ins are rare enough to carry the housekeeping: forget tokens that can no longer be used.
  prepared(db, 'DELETE FROM tokens WHERE expires_at < ?').run(now.toISOString());
  prepared(
    db,
    'INSERT INTO tokens (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
  ).run(hashToken(token), userId, now.toISOString(), expiresAt);
  return { token, expiresAt };
}

export type TokenCheck =
  | { ok: true; user: UserRow; tokenHash: string; expiresAt: string }
  | { ok: false; reason: 'invalid' | 'expired' };

export function checkToken(db: Db, token: string, now: Date): TokenCheck {
  const tokenHash = hashToken(token);
  // Runs on every authenticated request: the statement is compiled once per connection.
  const row = prepared(
    db,
    `SELECT t.expires_at, t.revoked_at, u.id, u.email, u.first_name, u.last_name
       FROM tokens t JOIN users u ON u.id = t.user_id WHERE t.token_hash = ?`,
  ).get(tokenHash) as (UserRow & { expires_at: string; revoked_at: string | null }) | undefined;
  if (!row || row.revoked_at !== null) return { ok: false, reason: 'invalid' };
  if (Date.parse(row.expires_at) <= now.getTime()) return { ok: false, reason: 'expired' };
  const { expires_at, revoked_at: _revoked, ...user } = row;
  return { ok: true, user, tokenHash, expiresAt: expires_at };
}

export function revokeToken(db: Db, tokenHash: string, now: Date): void {
  prepared(db, 'UPDATE tokens SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL').run(
    now.toISOString(),
    tokenHash,
  );
}
