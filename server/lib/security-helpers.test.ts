import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/index';
import { seedDemoData } from '../seed/index';
import { seedIds } from '../test/fixtures';
import {
  accessibleReport,
  administeredOrganizationIds,
  membershipsOf,
  requireRole,
  roleIn,
  ROLE,
} from './access';
import { requireAuth } from './auth';
import type { AppEnv, Deps } from './context';
import { ApiError } from './errors';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, paginate } from './pagination';
import { checkToken, DEFAULT_TOKEN_TTL_S, hashToken, issueToken, revokeToken } from './tokens';
import { isHttpUrl, isUuid, MSG } from './validate';

// The helpers that keep tenants, roles and sessions apart, and the readers every untrusted input
// goes through, tested directly (the routes' tests reach them through HTTP). Each test states a
// rule of docs/decisions.md.

let dir: string;
let db: Db;
let ids: ReturnType<typeof seedIds>;
const NOW = new Date('2026-06-01T12:00:00.000Z');

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'pulse-security-'));
  db = openDatabase(join(dir, 'pulse.sqlite'));
  seedDemoData(db, { scale: 'small', now: NOW });
  ids = seedIds(db);
});
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const userId = (email: string) =>
  db.prepare('SELECT id FROM users WHERE email = ?').pluck().get(email) as string;

/** The error a call throws, or a failure when it throws none. */
function thrown(call: () => unknown): ApiError {
  try {
    call();
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  return expect.fail('expected an ApiError');
}

describe('roles and tenant scope (access.ts)', () => {
  it('ranks member < collaborator < administrator', () => {
    expect(ROLE).toEqual({ member: 0, collaborator: 1, administrator: 2 });
  });

  it('refuses a role under the minimum with 403, and lets the minimum itself through', () => {
    expect(() => requireRole(ROLE.collaborator, ROLE.collaborator)).not.toThrow();
    expect(() => requireRole(ROLE.administrator, ROLE.collaborator)).not.toThrow();
    const error = thrown(() => requireRole(ROLE.member, ROLE.collaborator));
    expect(error.status).toBe(403);
    expect(error.body).toEqual({ detail: 'You do not have permission to perform this action.' });
  });

  it("reads a user's memberships and role per organization, and only theirs", () => {
    expect(membershipsOf(db, userId('viewer@demo.test'))).toEqual([
      { organization_id: ids.acme, organization_name: 'Acme Research', role: ROLE.member },
    ]);
    expect(roleIn(db, userId('analyst@demo.test'), ids.acme)).toBe(ROLE.collaborator);
    expect(roleIn(db, userId('analyst@demo.test'), ids.globex)).toBeUndefined();
  });

  it('scopes administration to the organizations the user administers', () => {
    expect(administeredOrganizationIds(db, userId('admin@demo.test'))).toEqual([ids.acme]);
    expect(administeredOrganizationIds(db, userId('admin@globex.test'))).toEqual([ids.globex]);
    expect(administeredOrganizationIds(db, userId('analyst@demo.test'))).toEqual([]);
    expect(administeredOrganizationIds(db, userId('viewer@demo.test'))).toEqual([]);
  });

  it('hands a readable report over with the reader’s role', () => {
    const report = accessibleReport(db, ids.viewer, ids.viewerReport);
    expect(report).toMatchObject({ id: ids.viewerReport, role: ROLE.member });
    expect(report.portfolio_id).toBe(ids.reportPortfolio);
    // Administrators read every report of their organization, granted or not.
    expect(accessibleReport(db, ids.adminUser, ids.hiddenFromViewer).role).toBe(ROLE.administrator);
  });

  it('answers 404 alike for a report outside the grants, of another tenant, or missing', () => {
    const globexReport = db
      .prepare(
        `SELECT r.id FROM reports r JOIN portfolios p ON p.id = r.portfolio_id
          WHERE p.organization_id = ? LIMIT 1`,
      )
      .pluck()
      .get(ids.globex) as string;
    for (const [user, report] of [
      [ids.viewer, ids.hiddenFromViewer],
      [ids.adminUser, globexReport],
      [ids.viewer, '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const error = thrown(() => accessibleReport(db, user, report));
      expect(error.status).toBe(404);
      expect(error.body).toEqual({ detail: 'Not found.' });
    }
  });
});

describe('tokens (tokens.ts)', () => {
  const user = () => userId('analyst@demo.test');
  const stored = (token: string) =>
    db.prepare('SELECT * FROM tokens WHERE token_hash = ?').get(hashToken(token)) as
      Record<string, unknown> | undefined;

  it('lives eight hours by default', () => {
    expect(DEFAULT_TOKEN_TTL_S).toBe(8 * 60 * 60);
  });

  it('issues an unguessable token and stores only its SHA-256 digest', () => {
    const { token, expiresAt } = issueToken(db, user(), NOW, 60);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(issueToken(db, user(), NOW, 60).token).not.toBe(token);
    expect(expiresAt).toBe('2026-06-01T12:01:00.000Z');
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(stored(token)).toMatchObject({
      user_id: user(),
      created_at: NOW.toISOString(),
      expires_at: expiresAt,
      revoked_at: null,
    });
    const everything = JSON.stringify(db.prepare('SELECT * FROM tokens').all());
    expect(everything).not.toContain(token);
  });

  it('accepts a token until the instant it expires, and says "expired" from then on', () => {
    const { token, expiresAt } = issueToken(db, user(), NOW, 60);
    const justBefore = new Date(Date.parse(expiresAt) - 1);
    const check = checkToken(db, token, justBefore);
    expect(check).toEqual({
      ok: true,
      user: {
        id: user(),
        email: 'analyst@demo.test',
        first_name: expect.any(String),
        last_name: expect.any(String),
      },
      tokenHash: hashToken(token),
      expiresAt,
    });
    expect(checkToken(db, token, new Date(expiresAt))).toEqual({ ok: false, reason: 'expired' });
  });

  it('calls an unknown or revoked token invalid', () => {
    expect(checkToken(db, 'not-a-token', NOW)).toEqual({ ok: false, reason: 'invalid' });
    const { token } = issueToken(db, user(), NOW, 60);
    revokeToken(db, hashToken(token), NOW);
    expect(checkToken(db, token, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('keeps the time of the first revocation', () => {
    const { token } = issueToken(db, user(), NOW, 600);
    revokeToken(db, hashToken(token), NOW);
    revokeToken(db, hashToken(token), new Date(NOW.getTime() + 5000));
    expect(stored(token)!.revoked_at).toBe(NOW.toISOString());
  });

  it('forgets expired tokens at the next sign-in, and keeps live ones', () => {
    const old = issueToken(db, user(), NOW, 60);
    const live = issueToken(db, user(), NOW, 3600);
    issueToken(db, user(), new Date(NOW.getTime() + 120_000), 60);
    expect(stored(old.token)).toBeUndefined();
    expect(stored(live.token)).toBeDefined();
  });
});

describe('bearer authentication (auth.ts)', () => {
  const deps = { db, now: () => NOW } as unknown as Deps;
  const app = new Hono<AppEnv>();
  app.onError((error, c) => {
    if (!(error instanceof ApiError)) throw error;
    return c.json(error.body, error.status, error.headers);
  });
  app.use('/private', (c, next) => requireAuth({ ...deps, db })(c, next));
  app.get('/private', (c) => c.json({ email: c.get('user').email, hash: c.get('tokenHash') }));

  const get = (authorization?: string) =>
    app.request('/private', {
      headers: authorization === undefined ? {} : { Authorization: authorization },
    });

  async function refused(authorization: string | undefined, detail: string) {
    const res = await get(authorization);
    expect(res.status, String(authorization)).toBe(401);
    expect(res.headers.get('WWW-Authenticate')).toBe('Bearer realm="api"');
    expect(await res.json()).toEqual({ detail });
  }

  it('lets a live token through and names its user', async () => {
    const { token } = issueToken(db, userId('viewer@demo.test'), NOW, 60);
    for (const header of [`Bearer ${token}`, `bearer ${token}`, `BEARER  ${token}  `]) {
      const res = await get(header);
      expect(res.status, header).toBe(200);
      expect(await res.json()).toEqual({ email: 'viewer@demo.test', hash: hashToken(token) });
    }
  });

  it('asks for credentials when there is no bearer header', async () => {
    const missing = 'Authentication credentials were not provided.';
    await refused(undefined, missing);
    await refused('', missing);
    await refused('Basic dXNlcjpwYXNz', missing);
    await refused('Bearerabc', missing);
    await refused('Token abc', missing);
  });

  it('refuses a bearer header without one well-formed token', async () => {
    await refused('Bearer', 'Invalid token.');
    await refused('Bearer    ', 'Invalid token.');
    await refused('Bearer two tokens', 'Invalid token.');
    await refused('Bearer unknown-token', 'Invalid token.');
    // A live token is no excuse for anything else in the header.
    const { token } = issueToken(db, userId('viewer@demo.test'), NOW, 60);
    await refused(`Bearer ${token} extra`, 'Invalid token.');
    await refused(`Bearer junk Bearer ${token}`, 'Invalid token.');
    await refused(`Token Bearer ${token}`, 'Authentication credentials were not provided.');
    // Only ASCII white space separates: a non-breaking space (the one a header's latin-1 can
    // carry) is part of the token, or of the keyword.
    for (const space of ['\u00a0', '\u00a0\u00a0']) {
      await refused(`Bearer ${token}${space}`, 'Invalid token.');
      await refused(`Bearer${space}${token}`, 'Authentication credentials were not provided.');
    }
  });

  it('tells an expired token from an invalid one', async () => {
    const expired = issueToken(
      db,
      userId('viewer@demo.test'),
      new Date(NOW.getTime() - 120_000),
      60,
    );
    await refused(`Bearer ${expired.token}`, 'Token has expired.');
    const revoked = issueToken(db, userId('viewer@demo.test'), NOW, 60);
    revokeToken(db, hashToken(revoked.token), NOW);
    await refused(`Bearer ${revoked.token}`, 'Invalid token.');
  });
});

describe('pagination edges (pagination.ts)', () => {
  const rows = Array.from({ length: 45 }, (_, i) => i);
  const list = (query: string, count = rows.length) =>
    paginate(new URL(`http://x.test/items/?${query}`), count, (limit, offset) =>
      rows.slice(offset, offset + limit),
    );

  it('serves pages of 20 by default, and up to 100', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(20);
    expect(MAX_PAGE_SIZE).toBe(100);
    expect(list('').results).toEqual(rows.slice(0, 20));
    expect(list('page_size=100').results).toEqual(rows);
    expect(list('page_size=101').results).toHaveLength(45);
    const big = Array.from({ length: 150 }, (_, i) => i);
    const clamped = paginate(new URL('http://x.test/?page_size=150'), 150, (limit) =>
      big.slice(0, limit),
    );
    expect(clamped.results).toHaveLength(100);
  });

  it.each(['0', '-5', '2.5', 'abc', ''])('falls back to 20 for page_size=%j', (size) => {
    expect(list(`page_size=${size}`).results).toHaveLength(20);
  });

  it('links the neighbours of a middle page, and drops page=1 from previous', () => {
    const page = list('page=2&page_size=10&q=a');
    expect(page.results).toEqual(rows.slice(10, 20));
    expect(page.next).toBe('http://x.test/items/?page=3&page_size=10&q=a');
    expect(page.previous).toBe('http://x.test/items/?page_size=10&q=a');
    expect(list('page=3&page_size=10').previous).toBe('http://x.test/items/?page=2&page_size=10');
  });

  it('serves the last page, with no next, and refuses the one after it', () => {
    const last = list('page=3');
    expect(last.results).toEqual(rows.slice(40));
    expect(last.next).toBeNull();
    expect(last.previous).toBe('http://x.test/items/?page=2');
    const error = thrown(() => list('page=4'));
    expect(error.status).toBe(404);
    expect(error.body).toEqual({ detail: 'Invalid page.' });
  });

  it('ends exactly at a full last page', () => {
    expect(list('page=2', 40).next).toBeNull();
    expect(() => list('page=3', 40)).toThrow('Invalid page.');
    expect(list('page=1', 21).next).toBe('http://x.test/items/?page=2');
  });

  it('reads pages past the ninth', () => {
    const page = list('page=12&page_size=2');
    expect(page.results).toEqual([22, 23]);
    expect(page.previous).toBe('http://x.test/items/?page=11&page_size=2');
  });

  it.each(['0', '-1', '1.5', 'x', '', '99999999999999999999', '%202', '2%20', '2x', '+2'])(
    'refuses page=%j as an invalid page',
    (page) => {
      expect(thrown(() => list(`page=${page}`)).body).toEqual({ detail: 'Invalid page.' });
    },
  );

  it('serves page 1 of an empty list, with no neighbours', () => {
    const empty = paginate(new URL('http://x.test/items/'), 0, () => []);
    expect(empty).toEqual({ count: 0, next: null, previous: null, results: [] });
    expect(() => list('page=2', 0)).toThrow('Invalid page.');
  });
});

// How bodies are read is server/contract/drf-errors.test.ts's: these are the words and the
// checks of values that the readers share.
describe('the messages and value checks of validate.ts', () => {
  const UUID = '3F2A1B4C-0000-4000-8000-00000000000A';

  it('names the type of what it got where an object or a list was expected', () => {
    expect(MSG.notObject(1)).toBe('Invalid data. Expected a dictionary, but got int.');
    expect(MSG.notObject(1.5)).toBe('Invalid data. Expected a dictionary, but got float.');
    expect(MSG.notObject(true)).toBe('Invalid data. Expected a dictionary, but got bool.');
    expect(MSG.notObject('x')).toBe('Invalid data. Expected a dictionary, but got str.');
    expect(MSG.notObject(null)).toBe('Invalid data. Expected a dictionary, but got NoneType.');
    expect(MSG.notObject([1])).toBe('Invalid data. Expected a dictionary, but got list.');
    expect(MSG.list({})).toBe('Expected a list of items but got type "dict".');
    expect(MSG.list(null)).toBe('Expected a list of items but got type "NoneType".');
    expect(MSG.choice(3)).toBe('"3" is not a valid choice.');
    expect(MSG.missingPk('x')).toBe('Invalid pk "x" - object does not exist.');
    expect(MSG.maxItems(2)).toBe('Ensure this field has no more than 2 elements.');
  });

  it('takes http and https addresses with a host as web addresses', () => {
    expect(isHttpUrl('https://acme.example/path')).toBe(true);
    expect(isHttpUrl('http://acme.example')).toBe(true);
    expect(isHttpUrl('ftp://acme.example')).toBe(false);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('not a url')).toBe(false);
    expect(isHttpUrl('')).toBe(false);
  });

  it('reads uuids in any case, and nothing around them', () => {
    expect(isUuid(UUID)).toBe(true);
    expect(isUuid(UUID.toLowerCase())).toBe(true);
    expect(isUuid(`${UUID}0`)).toBe(false);
    expect(isUuid(` ${UUID}`)).toBe(false);
  });
});
