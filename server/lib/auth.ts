import type { MiddlewareHandler } from 'hono';
import type { AppEnv, Deps } from './context';
import { detail } from './errors';
import { checkToken } from './tokens';

const CHALLENGE = { 'WWW-Authenticate': 'Bearer realm="api"' };

/** Bearer authentication for everything under /api/v1/ and the token-bound /auth/ endpoints. */
export function requireAuth(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('Authorization');
    // Split on ASCII white space only, as DRF does (bytes.split()): a token followed by a
    // non-breaking space is another token, and an invalid one.
    const match = header
      ? /^Bearer(?:[ \t\n\r\f\v]+([^ \t\n\r\f\v]*))?[ \t\n\r\f\v]*$/i.exec(header)
      : null;
    if (!header || !/^Bearer(?:[ \t\n\r\f\v]|$)/i.test(header)) {
      throw detail(401, 'Authentication credentials were not provided.', CHALLENGE);
    }
    const token = match?.[1];
    if (!token) throw detail(401, 'Invalid token.', CHALLENGE);
    const check = checkToken(deps.db, token, deps.now());
    if (!check.ok) {
      throw detail(
        401,
        check.reason === 'expired' ? 'Token has expired.' : 'Invalid token.',
        CHALLENGE,
      );
    }
    c.set('user', check.user);
    c.set('tokenHash', check.tokenHash);
    await next();
  };
}
