import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { components } from '../../src/api/schema.gen';
import { readBody } from '../contract/validate-request';
import { membershipsOf } from '../lib/access';
import { type ActivityInput, actorOf, recordActivity } from '../lib/activity';
import { requireAuth } from '../lib/auth';
import type { App, AppEnv, Deps, UserRow } from '../lib/context';
import { ApiError, detail } from '../lib/errors';
import { hashPassword, verifyPassword } from '../lib/password';
import { route } from '../lib/router';
import { FailureThrottle } from '../lib/throttle';
import { issueToken, revokeToken } from '../lib/tokens';
import { userStore } from '../stores/users';

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

const REFUSED = 'Unable to log in with provided credentials.';

// Verified against when the e-mail is unknown, so a miss costs the same time as a wrong password.
const DECOY_HASH = hashPassword('decoy password', Buffer.alloc(16));

export function authRoutes(app: App, deps: Deps, limits = DEFAULT_LOGIN_LIMITS): void {
  const { db } = deps;
  const users = userStore(db);
  // Per account (guessing one password) and per address (spraying many accounts).
  const byAccount = new FailureThrottle(limits.perAccount, limits.windowSeconds * 1000);
  const byAddress = new FailureThrottle(limits.perAddress, limits.windowSeconds * 1000);

  /** 429 while either the account or the address has used up its failures. */
  const refuseWhileThrottled = (accountKey: string, addressKey: string, nowMs: number) => {
    const wait = Math.max(
      byAccount.retryAfter(accountKey, nowMs),
      byAddress.retryAfter(addressKey, nowMs),
    );
    if (wait > 0) {
      throw detail(429, `Request was throttled. Expected available in ${wait} seconds.`, {
        'Retry-After': String(wait),
      });
    }
  };

  /** Each organization of the account reads an attempt in its own log; no account's, none. */
  const recordLogin = (organizations: string[], entry: Omit<ActivityInput, 'organizationId'>) => {
    for (const organizationId of organizations.length > 0 ? organizations : [null]) {
      recordActivity(db, deps.now(), { organizationId, ...entry });
    }
  };

  route(app, '/auth/login/', {
    POST: async (c) => {
      // The password is not trimmed, as DRF reads it: "   " is a (wrong) password, not blank.
      const { email, password } = await readBody(c, 'auth_login');
      const nowMs = deps.now().getTime();
      const accountKey = email.toLowerCase();
      const addressKey = clientAddress(c);
      refuseWhileThrottled(accountKey, addressKey, nowMs);

      const user = users.withPassword(email);
      const valid = verifyPassword(password, user?.password_hash ?? DECOY_HASH);
      const organizations = user ? membershipsOf(db, user.id).map((m) => m.organization_id) : [];
      if (!user || !valid) {
        byAccount.fail(accountKey, nowMs);
        byAddress.fail(addressKey, nowMs);
        // The address is what was typed, never the password.
        const target = { type: 'user' as const, id: user?.id ?? null, label: user?.email ?? email };
        db.transaction(() =>
          recordLogin(organizations, {
            actor: null,
            action: 'auth.login_failed',
            target,
            details: { email },
          }),
        )();
        throw new ApiError(400, { non_field_errors: [REFUSED] });
      }
      byAccount.reset(accountKey);

      const { token, expiresAt } = db.transaction(() => {
        const issued = issueToken(db, user.id, deps.now(), deps.tokenTtlSeconds);
        const target = { type: 'user' as const, id: user.id, label: user.email };
        recordLogin(organizations, { actor: actorOf(user), action: 'auth.login', target });
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
      const expiresAt = users.tokenExpiry(c.get('tokenHash'));
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
