import { type Db, prepared } from '../db/index';
import type { UserRow } from '../lib/context';

const BY_EMAIL =
  'SELECT id, email, first_name, last_name, password_hash FROM users WHERE email = ?';

/**
 * Users as sign-in reads them. Issuing, checking and revoking tokens stay in
 * server/lib/tokens.ts, beside the middleware that checks every request's.
 */
export function userStore(db: Db) {
  return {
    /** The account of this e-mail address, with its password hash. */
    withPassword(email: string): (UserRow & { password_hash: string }) | undefined {
      return prepared(db, BY_EMAIL).get(email) as (UserRow & { password_hash: string }) | undefined;
    },

    tokenExpiry(tokenHash: string): string {
      return prepared(db, 'SELECT expires_at FROM tokens WHERE token_hash = ?', 'pluck').get(
        tokenHash,
      ) as string;
    },
  };
}
