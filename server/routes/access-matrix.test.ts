import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbChecksum, seedIds } from '../test/fixtures';
import { ACCOUNTS, startServer, type TestServer } from '../test/harness';

let server: TestServer;
let ids: ReturnType<typeof seedIds>;
/** Organization views the analyst owns, one for each DELETE that may succeed. */
const analystViews: string[] = [];
beforeAll(async () => {
  server = await startServer();
  ids = seedIds(server.db);
  const token = await server.login(ACCOUNTS.analyst);
  for (let i = 0; i < 8; i++) {
    const res = await server.call('POST', '/api/v1/saved-views/', {
      token,
      body: { name: `Shared ${i}`, scope: 'organization', state: { report_id: ids.viewerReport } },
    });
    analystViews.push((res.body as { id: string }).id);
  }
});
afterAll(() => server.close());

interface Case {
  method: string;
  path: string;
  id?: () => string;
  body?: () => unknown;
  query?: () => Record<string, string>;
}

// Every operation of the contract that needs a token, with Acme ids and a valid body.
const operations: Case[] = [
  { method: 'GET', path: '/auth/me/' },
  { method: 'POST', path: '/auth/logout/' },
  { method: 'GET', path: '/api/v1/organization-invitations/' },
  {
    method: 'PUT',
    path: '/api/v1/organization-invitations/{id}/',
    id: () => ids.acmeInvitation,
    body: () => ({ email: 'x@example.com', organization_id: ids.acme }),
  },
  {
    method: 'DELETE',
    path: '/api/v1/organization-invitations/{id}/',
    id: () => ids.acmeInvitation,
  },
  { method: 'GET', path: '/api/v1/organizations/{id}/', id: () => ids.acme },
  {
    method: 'PATCH',
    path: '/api/v1/organizations/{id}/',
    id: () => ids.acme,
    body: () => ({ name: 'X' }),
  },
  { method: 'GET', path: '/api/v1/portfolios/' },
  { method: 'GET', path: '/api/v1/segments/' },
  {
    method: 'POST',
    path: '/api/v1/segments/',
    body: () => ({ name: 'S', portfolio_id: ids.reportPortfolio }),
  },
  { method: 'GET', path: '/api/v1/reports/' },
  {
    method: 'POST',
    path: '/api/v1/reports/{id}/filter/',
    id: () => ids.viewerReport,
    body: () => ({}),
  },
  {
    method: 'GET',
    path: '/api/v1/reports/{id}/text_topics/sentiment_stats/',
    id: () => ids.viewerReport,
  },
  { method: 'GET', path: '/api/v1/reports/{id}/download_dataset/', id: () => ids.viewerReport },
  { method: 'GET', path: '/api/v1/attitudes/' },
  { method: 'GET', path: '/api/v1/saved-views/' },
  {
    method: 'POST',
    path: '/api/v1/saved-views/',
    body: () => ({ name: 'V', state: { report_id: ids.viewerReport } }),
  },
  { method: 'GET', path: '/api/v1/saved-views/{id}/', id: () => ids.acmeSharedView },
  {
    // The administrator's own organization view, saved under the name it has.
    method: 'PATCH',
    path: '/api/v1/saved-views/{id}/',
    id: () => ids.acmeSharedView,
    body: () => ({ name: 'Europe, agreed figures' }),
  },
  { method: 'POST', path: '/api/v1/saved-views/{id}/used/', id: () => ids.acmeSharedView },
  {
    // An organization view of the analyst's: theirs to delete, and the administrator's.
    method: 'DELETE',
    path: '/api/v1/saved-views/{id}/',
    id: () => analystViews.find((id) => exists(id)) ?? 'none left',
  },
  { method: 'GET', path: '/api/v1/activity/', query: () => ({ organization_id: ids.acme }) },
];

const exists = (viewId: string) =>
  server.db.prepare('SELECT 1 FROM saved_views WHERE id = ?').get(viewId) !== undefined;

const call = (op: Case, token: string | undefined, id?: string) =>
  server.call(op.method, op.path, {
    token,
    params: op.id ? { id: id ?? op.id() } : undefined,
    body: op.body?.(),
    query: op.query?.(),
  });
const label = (op: Case) => `${op.method} ${op.path}`;

describe('authentication matrix', () => {
  it.each(operations.map((op) => [label(op), op] as const))(
    '%s without a token → 401',
    async (_, op) => {
      const res = await call(op, undefined);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ detail: 'Authentication credentials were not provided.' });
    },
  );
});

describe('cross-tenant matrix: the Globex administrator against Acme ids', () => {
  const byId = operations.filter((op) => op.id);
  it.each(byId.map((op) => [label(op), op] as const))(
    '%s → 404, like a missing id, and nothing changes',
    async (_, op) => {
      const token = await server.login(ACCOUNTS.globexAdmin);
      const before = dbChecksum(server.db);
      const foreign = await call(op, token);
      expect(foreign.status).toBe(404);
      expect(dbChecksum(server.db)).toBe(before);
      // PUT to a new id creates, so only the other operations have a "missing id" to compare with.
      if (op.method !== 'PUT') {
        const missing = await call(op, token, randomUUID());
        expect(missing.status).toBe(404);
        expect(foreign.body).toEqual(missing.body);
      }
    },
  );

  it('lists filtered by Acme ids come back empty', async () => {
    const token = await server.login(ACCOUNTS.globexAdmin);
    for (const [path, query] of [
      ['/api/v1/organization-invitations/', { organization_id: ids.acme }],
      ['/api/v1/portfolios/', { organization_id: ids.acme }],
      ['/api/v1/segments/', { portfolio_id: ids.reportPortfolio }],
      ['/api/v1/reports/', { portfolio_id: ids.reportPortfolio }],
      ['/api/v1/saved-views/', { organization_id: ids.acme }],
      ['/api/v1/saved-views/', { report_id: ids.viewerReport }],
    ] as const) {
      const res = await server.call('GET', path, { token, query });
      expect(res.status, path).toBe(200);
      expect((res.body as { count: number }).count, path).toBe(0);
    }
  });

  it('the Acme activity log reads as a missing organization', async () => {
    const token = await server.login(ACCOUNTS.globexAdmin);
    for (const organization_id of [ids.acme, randomUUID()]) {
      const res = await server.call('GET', '/api/v1/activity/', {
        token,
        query: { organization_id },
      });
      expect([res.status, res.body]).toEqual([404, { detail: 'Not found.' }]);
    }
  });

  it('a segment cannot be created in an Acme portfolio', async () => {
    const token = await server.login(ACCOUNTS.globexAdmin);
    const res = await server.call('POST', '/api/v1/segments/', {
      token,
      body: { name: 'S', portfolio_id: ids.reportPortfolio },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body as object)).toEqual(['portfolio_id']);
  });
});

describe('role matrix within Acme', () => {
  const forbidden: Record<string, string[]> = {
    [ACCOUNTS.viewer]: [
      'GET /api/v1/organization-invitations/',
      'PUT /api/v1/organization-invitations/{id}/',
      'DELETE /api/v1/organization-invitations/{id}/',
      'PATCH /api/v1/organizations/{id}/',
      'POST /api/v1/segments/',
      'GET /api/v1/reports/{id}/download_dataset/',
      'PATCH /api/v1/saved-views/{id}/',
      'DELETE /api/v1/saved-views/{id}/',
      'GET /api/v1/activity/',
    ],
    [ACCOUNTS.analyst]: [
      'GET /api/v1/organization-invitations/',
      'PUT /api/v1/organization-invitations/{id}/',
      'DELETE /api/v1/organization-invitations/{id}/',
      'PATCH /api/v1/organizations/{id}/',
      'PATCH /api/v1/saved-views/{id}/',
      'GET /api/v1/activity/',
    ],
    [ACCOUNTS.admin]: [],
  };
  const cases = Object.entries(forbidden).flatMap(([account, denied]) =>
    operations
      .filter((op) => op.path !== '/auth/logout/')
      .map((op) => [account, label(op), denied.includes(label(op)), op] as const),
  );

  it.each(cases)('%s %s → forbidden: %s', async (account, _, isDenied, op) => {
    const token = await server.login(account);
    const before = dbChecksum(server.db);
    const res = await call(op, token);
    if (isDenied) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ detail: 'You do not have permission to perform this action.' });
      expect(dbChecksum(server.db)).toBe(before);
    } else {
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    }
  });
});
