import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/index';
import { ACCOUNTS, startServer, type TestServer } from '../test/harness';

let server: TestServer;
beforeAll(async () => {
  // A low per-address limit keeps the spraying test short (each failure costs an scrypt hash).
  server = await startServer({
    tokenTtlSeconds: 3600,
    loginLimits: { perAccount: 10, perAddress: 15, windowSeconds: 300 },
  });
});
afterAll(() => server.close());

const login = (body: unknown, headers?: Record<string, string>) =>
  server.call('POST', '/auth/login/', { body, headers });

describe('POST /auth/login/', () => {
  it('exchanges the demo credentials for a token, the user and their memberships', async () => {
    const res = await login({ email: ACCOUNTS.analyst, password: DEMO_PASSWORD });
    expect(res.status).toBe(200);
    const body = res.body as {
      token: string;
      expires_at: string;
      user: { email: string };
      memberships: { organization: { name: string }; role: number }[];
    };
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user.email).toBe(ACCOUNTS.analyst);
    expect(body.memberships).toEqual([
      { organization: { id: expect.any(String), name: 'Acme Research' }, role: 1 },
    ]);
    expect(Date.parse(body.expires_at) - server.clock.now.getTime()).toBe(3600 * 1000);
  });

  it('stores only the sha256 of the token', async () => {
    const res = await login({ email: ACCOUNTS.viewer, password: DEMO_PASSWORD });
    const token = (res.body as { token: string }).token;
    const stored = server.db.prepare('SELECT token_hash FROM tokens').pluck().all() as string[];
    expect(stored).not.toContain(token);
    const { createHash } = await import('node:crypto');
    expect(stored).toContain(createHash('sha256').update(token).digest('hex'));
  });

  it('accepts the e-mail in any case', async () => {
    const res = await login({ email: 'ADMIN@Demo.test', password: DEMO_PASSWORD });
    expect(res.status).toBe(200);
  });

  it('answers a wrong password and an unknown account alike', async () => {
    const wrong = await login({ email: ACCOUNTS.admin, password: 'nope' });
    const unknown = await login({ email: 'nobody@demo.test', password: 'nope' });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        non_field_errors: ['Unable to log in with provided credentials.'],
      });
    }
  });

  it('names missing and invalid fields', async () => {
    const missing = await login({});
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      email: ['This field is required.'],
      password: ['This field is required.'],
    });
    const invalid = await login({ email: 'not-an-email', password: 42 });
    expect(invalid.body).toEqual({
      email: ['Enter a valid email address.'],
      password: ['Not a valid string.'],
    });
    const long = await login({ email: `${'a'.repeat(251)}@x.io`, password: 'x'.repeat(129) });
    expect(Object.keys(long.body as object).sort()).toEqual(['email', 'password']);
  });

  it('refuses a body that is not JSON, and malformed JSON', async () => {
    const form = await login('email=a', { 'Content-Type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);
    const broken = await login('{"email": ');
    expect(broken.status).toBe(400);
    expect((broken.body as { detail: string }).detail).toMatch(/^JSON parse error - /);
  });
});

describe('bearer authentication', () => {
  it('asks for credentials when none are sent', async () => {
    const res = await server.call('GET', '/auth/me/');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: 'Authentication credentials were not provided.' });
    expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
  });

  it('rejects an unknown token', async () => {
    const res = await server.call('GET', '/api/v1/portfolios/', { token: 'forged' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: 'Invalid token.' });
  });

  it('answers /auth/me/ with the same body as login minus the token', async () => {
    const token = await server.login(ACCOUNTS.globexAdmin);
    const res = await server.call('GET', '/auth/me/', { token });
    expect(res.status).toBe(200);
    expect(res.body).not.toHaveProperty('token');
    expect((res.body as { memberships: unknown[] }).memberships).toEqual([
      { organization: { id: expect.any(String), name: 'Globex' }, role: 2 },
    ]);
  });

  it('expires a token after its lifetime', async () => {
    const res = await login({ email: ACCOUNTS.viewer, password: DEMO_PASSWORD });
    const token = (res.body as { token: string }).token;
    expect((await server.call('GET', '/auth/me/', { token })).status).toBe(200);
    server.clock.advance(3600 * 1000);
    try {
      const expired = await server.call('GET', '/api/v1/attitudes/', { token });
      expect(expired.status).toBe(401);
      expect(expired.body).toEqual({ detail: 'Token has expired.' });
    } finally {
      server.clock.advance(-3600 * 1000);
    }
  });

  it('revokes the token on logout, and only that token', async () => {
    const first = (await login({ email: ACCOUNTS.admin, password: DEMO_PASSWORD })).body as {
      token: string;
    };
    const second = (await login({ email: ACCOUNTS.admin, password: DEMO_PASSWORD })).body as {
      token: string;
    };
    const out = await server.call('POST', '/auth/logout/', { token: first.token });
    expect(out.status).toBe(204);
    const after = await server.call('GET', '/auth/me/', { token: first.token });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ detail: 'Invalid token.' });
    expect((await server.call('GET', '/auth/me/', { token: second.token })).status).toBe(200);
  });
});

describe('login throttling', () => {
  it('blocks an account after 10 failures in 5 minutes, with Retry-After', async () => {
    server.clock.advance(10 * 60 * 1000); // failures of earlier tests leave the window
    const email = 'priya.raman@demo.test';
    for (let i = 0; i < 10; i++) {
      expect((await login({ email, password: `wrong${i}` })).status).toBe(400);
    }
    // Even the right password waits: the throttle is checked before the password.
    const blocked = await login({ email, password: DEMO_PASSWORD });
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(300);
    expect((blocked.body as { detail: string }).detail).toBe(
      `Request was throttled. Expected available in ${retryAfter} seconds.`,
    );

    server.clock.advance(retryAfter * 1000);
    expect((await login({ email, password: DEMO_PASSWORD })).status).toBe(200);
  });

  it('blocks an address that sprays failures over many accounts', async () => {
    server.clock.advance(10 * 60 * 1000);
    for (let i = 0; i < 15; i++) {
      await login({ email: `spray${i}@demo.test`, password: 'x' });
    }
    const blocked = await login({ email: ACCOUNTS.viewer, password: DEMO_PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    server.clock.advance(5 * 60 * 1000);
    expect((await login({ email: ACCOUNTS.viewer, password: DEMO_PASSWORD })).status).toBe(200);
  });
});
