import type { components } from '../../src/api/schema.gen';
import { seedIds } from '../test/fixtures';
import { ACCOUNTS, startServer, type TestServer } from '../test/harness';

type Invitations = components['schemas']['PaginatedOrganizationInvitationList'];

/**
 * Query parameters read as the DRF service reads them (docs/decisions.md, "Query parameters"): the
 * last of a repeated parameter wins, an empty value is absent, and page_size is lenient.
 */
let server: TestServer;
let admin: string;
let ids: ReturnType<typeof seedIds>;
beforeAll(async () => {
  server = await startServer();
  admin = await server.login(ACCOUNTS.admin);
  ids = seedIds(server.db);
});
afterAll(() => server.close());

const LIST = '/api/v1/organization-invitations/';
const list = async (query: Record<string, string | string[]>) => {
  const res = await server.call('GET', LIST, { token: admin, query });
  expect(res.status).toBe(200);
  return res.body as Invitations;
};

describe('query parameters', () => {
  it('takes the last value of a repeated parameter', async () => {
    const byEmail = await list({ ordering: 'email', page_size: '100' });
    const emails = byEmail.results.map((i) => i.email);
    expect(emails.length).toBeGreaterThan(2);
    const repeated = await list({ ordering: ['-email', 'email'], page_size: '100' });
    expect(repeated.results.map((i) => i.email)).toEqual(emails);
    const sizes = await list({ page_size: ['100', '2'] });
    expect(sizes.results).toHaveLength(2);
  });

  it('reads an empty filter value as absent, not as a bad one', async () => {
    const all = await list({});
    const empty = await list({ organization_id: '', ordering: '' });
    expect(empty.count).toBe(all.count);
    const own = await list({ organization_id: ids.acme });
    expect(own.count).toBe(all.count);
  });

  it('clamps page_size above 100 and takes the default for 0, negatives and non-numbers', async () => {
    const all = await list({ page_size: '100' });
    expect(all.count).toBeGreaterThan(20);
    expect((await list({ page_size: '101' })).results).toHaveLength(Math.min(100, all.count));
    for (const page_size of ['0', '-3', 'AAA']) {
      expect((await list({ page_size })).results, page_size).toHaveLength(20);
    }
  });
});
