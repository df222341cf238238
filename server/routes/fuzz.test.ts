import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbChecksum, seedIds } from '../test/fixtures';
import { ACCOUNTS, startServer, type TestServer } from '../test/harness';

let server: TestServer;
let admin: string;
let ids: ReturnType<typeof seedIds>;
beforeAll(async () => {
  server = await startServer();
  admin = await server.login(ACCOUNTS.admin);
  ids = seedIds(server.db);
});
afterAll(() => server.close());

// Values of every JSON type plus near-misses of the valid ones (uuids, long strings, enums).
const nearMiss = () =>
  fc.oneof(
    fc.jsonValue({ maxDepth: 2 }),
    fc.uuid(),
    fc.constantFrom(ids.acme, ids.globex, ids.reportPortfolio, ids.filterable, ''),
    fc.string({ minLength: 250, maxLength: 260 }),
    fc.integer({ min: -3, max: 6 }),
    fc.array(fc.oneof(fc.uuid(), fc.string(), fc.integer()), { maxLength: 3 }),
  );
const bodyWith = (keys: string[]) =>
  fc.oneof(
    fc.dictionary(fc.constantFrom(...keys), nearMiss(), { maxKeys: keys.length }),
    fc.jsonValue({ maxDepth: 2 }),
  );

const writes = () => [
  {
    method: 'PUT',
    path: '/api/v1/organization-invitations/{id}/',
    params: fc.record({ id: fc.oneof(fc.uuid(), fc.constant(ids.acmeInvitation)) }),
    body: bodyWith([
      'email',
      'organization_id',
      'status',
      'first_name',
      'last_name',
      'role',
      'accessible_portfolio_ids',
    ]),
  },
  {
    method: 'PATCH',
    path: '/api/v1/organizations/{id}/',
    params: fc.constant({ id: ids.acme }),
    body: bodyWith(['name', 'website', 'primary_contact_phone', 'needs', 'organization_type']),
  },
  {
    method: 'POST',
    path: '/api/v1/segments/',
    params: fc.constant({}),
    body: bodyWith(['name', 'portfolio_id', 'description', 'configuration_ids']),
  },
  {
    method: 'POST',
    path: '/api/v1/reports/{id}/filter/',
    params: fc.constant({ id: ids.viewerReport }),
    body: bodyWith(['asynchronous', 'configuration_id', 'filters']),
  },
  {
    method: 'POST',
    path: '/api/v1/saved-views/',
    params: fc.constant({}),
    body: fc.oneof(
      bodyWith(['name', 'scope', 'state']),
      fc.record({
        name: fc.oneof(fc.string({ maxLength: 110 }), nearMiss()),
        scope: fc.oneof(fc.constantFrom('private', 'organization'), nearMiss()),
        state: fc.oneof(
          fc.dictionary(
            fc.constantFrom(
              'report_id',
              'configuration_id',
              'filters',
              'tab',
              'compare',
              'options',
            ),
            fc.oneof(fc.constant(ids.viewerReport), nearMiss()),
            { maxKeys: 6 },
          ),
          nearMiss(),
        ),
      }),
    ),
  },
  {
    method: 'PATCH',
    path: '/api/v1/saved-views/{id}/',
    params: fc.record({ id: fc.oneof(fc.uuid(), fc.constant(ids.acmeSharedView)) }),
    body: bodyWith(['name', 'scope']),
  },
];

describe('arbitrary bodies', () => {
  it('never cause a 5xx, always match the contract, and change nothing when refused', async () => {
    for (const op of writes()) {
      await fc.assert(
        fc.asyncProperty(op.params, op.body, async (params, body) => {
          const before = dbChecksum(server.db);
          const res = await server.call(op.method, op.path, { token: admin, params, body });
          expect(res.status).toBeLessThan(500);
          if (res.status >= 400) expect(dbChecksum(server.db)).toBe(before);
        }),
        { numRuns: 25 },
      );
    }
  });
});

describe('arbitrary query strings', () => {
  const lists = [
    '/api/v1/organization-invitations/',
    '/api/v1/portfolios/',
    '/api/v1/segments/',
    '/api/v1/reports/',
    '/api/v1/attitudes/',
    '/api/v1/saved-views/',
    '/api/v1/activity/',
  ];
  const names = [
    'page',
    'page_size',
    'status',
    'organization_id',
    'portfolio_id',
    'tags',
    'ordering',
    'audience_type',
    'report_id',
    'scope',
    'actor',
    'action',
    'target_type',
    'from',
    'to',
  ];

  it('never cause a 5xx on a list and always match the contract', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...lists),
        fc.dictionary(fc.constantFrom(...names), fc.oneof(fc.string(), fc.integer().map(String))),
        async (path, query) => {
          const res = await server.call('GET', path, { token: admin, query });
          expect([200, 400, 404]).toContain(res.status);
        },
      ),
      { numRuns: 50 },
    );
  });
});
