import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema.gen';
import { seedIds } from '../test/fixtures';
import { ACCOUNTS, startServer, type TestServer } from '../test/harness';

type Page = components['schemas']['PaginatedPortfolioList'];

let server: TestServer;
let ids: ReturnType<typeof seedIds>;
beforeAll(async () => {
  server = await startServer();
  ids = seedIds(server.db);
});
afterAll(() => server.close());

const names = async (account: string, query: Record<string, string> = {}) => {
  const res = await server.call('GET', '/api/v1/portfolios/', {
    token: await server.login(account),
    query: { page_size: '100', ...query },
  });
  expect(res.status).toBe(200);
  return (res.body as Page).results.map((p) => p.name);
};

describe('GET /api/v1/portfolios/', () => {
  it("gives an administrator all of the organization's portfolios, sorted by name", async () => {
    const all = await names(ACCOUNTS.admin);
    expect(all).toHaveLength(ids.acmePortfolios.length);
    expect(all).toEqual([...all].sort((a, b) => a.localeCompare(b)));
  });

  it('gives members and collaborators only the portfolios granted to them', async () => {
    const granted = (email: string) =>
      server.db
        .prepare(
          `SELECT p.name FROM portfolio_access pa JOIN portfolios p ON p.id = pa.portfolio_id
             JOIN users u ON u.id = pa.user_id WHERE u.email = ?`,
        )
        .pluck()
        .all(email) as string[];
    expect((await names(ACCOUNTS.viewer)).sort()).toEqual(granted(ACCOUNTS.viewer).sort());
    expect((await names(ACCOUNTS.analyst)).sort()).toEqual(granted(ACCOUNTS.analyst).sort());
  });

  it("never lists another tenant's portfolios, even when asked by organization", async () => {
    const globexNames = await names(ACCOUNTS.globexAdmin);
    const acmeNames = await names(ACCOUNTS.admin);
    expect(globexNames.some((n) => acmeNames.includes(n))).toBe(false);
    expect(await names(ACCOUNTS.globexAdmin, { organization_id: ids.acme })).toEqual([]);
    expect(await names(ACCOUNTS.admin, { organization_id: ids.acme })).toEqual(acmeNames);
  });

  it('refuses a malformed organization_id naming it', async () => {
    const res = await server.call('GET', '/api/v1/portfolios/', {
      token: await server.login(ACCOUNTS.admin),
      query: { organization_id: '123' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ organization_id: ['Must be a valid UUID.'] });
  });
});
