import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { components } from '../../src/api/schema.gen';
import { readBody } from '../contract/validate-request';
import { membershipsOf } from '../lib/access';
import { actorOf, recordActivity } from '../lib/activity';
import { requireAuth } from '../lib/auth';
import type { App, AppEnv, Deps, UserRow } from '../lib/context';
import { ApiError, detail } from '../lib/errors';
import { hashPassword, verifyPassword } from '../lib/password';
import { route } from '../lib/router';
import { FailureThrottle } from '../lib/throttle';
import { issueToken, revokeToken } from '../lib/tokens';

type Me = components['schemas']['Me'];
type Role = components['schemas']['Role'];

export interface LoginLimits {
  /** Failed sign-ins allowed per account within the window. */
  perAccount: number;
  /** Failed sign-ins allowed per client address within the window. */
  perAddress: number;
  windowSeconds: number;
}

// One account gets few guesses; one address more, since an office shares it behind NAT.
export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  perAccount: 10,
  perAddress: 50,
  windowSeconds: 300,
};

// Verified against when the e-mail is unknown, so a miss costs the same time as a wrong password.
const DECOY_HASH = hashPassword('decoy password', Buffer.alloc(16));

export function authRoutes(app: App, deps: Deps, limits = DEFAULT_LOGIN_LIMITS): void {
  const { db } = deps;
  // Per account (guessing one password) and per address (spraying many accounts).
  const byAccount = new FailureThrottle(limits.perAccount, limits.windowSeconds * 1000);
  const byAddress = new FailureThrottle(limits.perAddress, limits.windowSeconds * 1000);

  route(app, '/auth/login/', {
    POST: async (c) => {
      // The password is not trimmed, as DRF's AuthTokenSerializer reads it: "   " is a (wrong)
      // password, not blank.
      const { email, password } = await readBody(c, 'auth_login');

      const nowMs = deps.now().getTime();
      const accountKey = email!.toLowerCase();
      const addressKey = clientAddress(c);
      const wait = Math.max(
        byAccount.retryAfter(accountKey, nowMs),
        byAddress.retryAfter(addressKey, nowMs),
      );
      if (wait > 0) {
        throw detail(429, `Request was throttled. Expected available in ${wait} seconds.`, {
          'Retry-After': String(wait),
        });
      }

      const user = db
        .prepare(
          'SELECT id, email, first_name, last_name, password_hash FROM users WHERE email = ?',
        )
        .get(email) as (UserRow & { password_hash: string }) | undefined;
      const valid = verifyPassword(password!, user?.password_hash ?? DECOY_HASH);
      // Each organization of the account reads the attempt in its own log; an address that is
      // no account's belongs to none. The address is what was typed, never the password.
      const organizations = user ? membershipsOf(db, user.id).map((m) => m.organization_id) : [];
      if (!user || !valid) {
        byAccount.fail(accountKey, nowMs);
        byAddress.fail(addressKey, nowMs);
        db.transaction(() => {
          for (const organizationId of organizations.length > 0 ? organizations : [null]) {
            recordActivity(db, deps.now(), {
              organizationId,
              actor: null,
              action: 'auth.login_failed',
              target: { type: 'user', id: user?.id ?? null, label: user?.email ?? email! },
              details: { email: email! },
            });
          }
        })();
        throw new ApiError(400, {
          non_field_errors: ['Unable to log in with provided credentials.'],
        });
      }
      byAccount.reset(accountKey);

      const { token, expiresAt } = db.transaction(() => {
        const issued = issueToken(db, user.id, deps.now(), deps.tokenTtlSeconds);
        for (const organizationId of organizations.length > 0 ? organizations : [null]) {
          recordActivity(db, deps.now(), {
            organizationId,
            actor: actorOf(user),
            action: 'auth.login',
            target: { type: 'user', id: user.id, label: user.email },
          });
        }
        return issued;
      })();
      const { password_hash: _hash, ...profile } = user;
      const body: components['schemas']['Login'] = { token, ...me(deps, profile, expiresAt) };
      return c.json(body);
    },
  });

  app.use('/auth/logout/', requireAuth(deps));
  route(app, '/auth/logout/', {
    POST: (c) => {
      revokeToken(db, c.get('tokenHash'), deps.now());
      return c.body(null, 204);
    },
  });

  app.use('/auth/me/', requireAuth(deps));
  route(app, '/auth/me/', {
    GET: (c) => {
      const expiresAt = db
        .prepare('SELECT expires_at FROM tokens WHERE token_hash = ?')
        .pluck()
        .get(c.get('tokenHash')) as string;
      return c.json(me(deps, c.get('user'), expiresAt));
    },
  });
}

function me(deps: Deps, user: UserRow, expiresAt: string): Me {
  return {
    expires_at: expiresAt,
    user: { ...user, full_name: `${user.first_name} ${user.last_name}`.trim() },
    memberships: membershipsOf(deps.db, user.id).map((m) => ({
      organization: { id: m.organization_id, name: m.organization_name },
      role: m.role as Role,
    })),
  };
}

function clientAddress(c: Context<AppEnv>): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in unit tests has no socket; treat all such calls as one address.
    return 'unknown';
  }
}
