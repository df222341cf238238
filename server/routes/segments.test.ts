import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema.gen';
import { asMemberOfTwo, dbChecksum, seedIds, UNKNOWN_ID } from '../test/fixtures';
import { ACCOUNTS, startServer, type TestServer } from '../test/harness';
import { nonEmpty } from '../test/non-empty';

type Segment = components['schemas']['Segment'];
type Page = components['schemas']['PaginatedSegmentList'];

let server: TestServer;
let analyst: string;
let ids: ReturnType<typeof seedIds>;
beforeAll(async () => {
  server = await startServer();
  analyst = await server.login(ACCOUNTS.analyst);
  ids = seedIds(server.db);
});
afterAll(() => server.close());

const create = (body: unknown, token = analyst) =>
  server.call('POST', '/api/v1/segments/', { token, body });
const list = async (account: string, query: Record<string, string> = {}) =>
  (
    await server.call('GET', '/api/v1/segments/', {
      token: await server.login(account),
      query: { page_size: '100', ...query },
    })
  ).body as Page;
const configurationsOf = (portfolioId: string) =>
  server.db
    .prepare(
      'SELECT c.id FROM configurations c JOIN reports r ON r.id = c.report_id WHERE r.portfolio_id = ? ORDER BY c.id',
    )
    .pluck()
    .all(portfolioId) as string[];

describe('POST /api/v1/segments/', () => {
  it("creates a segment (201), keeping only the portfolio's own configurations", async () => {
    const own = configurationsOf(ids.reportPortfolio).slice(0, 2);
    const res = await create({
      name: 'Young urban',
      description: 'Under 35, cities',
      portfolio_id: ids.reportPortfolio,
      configuration_ids: [...own, ids.globexConfiguration, UNKNOWN_ID, own[0]],
    });
    expect(res.status).toBe(201);
    const body = res.body as Segment;
    expect(body).toMatchObject({
      name: 'Young urban',
      description: 'Under 35, cities',
      portfolio: { id: ids.reportPortfolio },
    });
    expect(body.configurations.map((c) => c.id).sort()).toEqual(own.sort());
    expect(body.configurations[0]).toEqual({
      id: expect.any(String),
      report_name: expect.any(String),
      report_issued_at: expect.any(String),
    });
    const listed = await list(ACCOUNTS.analyst, { portfolio_id: ids.reportPortfolio });
    expect(listed.results.find((s) => s.id === body.id)).toEqual(body);
  });

  it('needs only name and portfolio_id', async () => {
    const res = await create({ name: 'N'.repeat(255), portfolio_id: ids.reportPortfolio });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ description: '', configurations: [] });
  });

  it.each([
    [{}, ['name', 'portfolio_id']],
    [{ name: '' }, ['name']],
    [{ name: '   ' }, ['name']],
    [{ name: null }, ['name']],
    [{ name: 'N'.repeat(256) }, ['name']],
    [{ name: 5 }, ['name']],
    [{ description: 'd'.repeat(2001) }, ['description']],
    [{ portfolio_id: 'p1' }, ['portfolio_id']],
    [{ portfolio_id: UNKNOWN_ID }, ['portfolio_id']],
    [{ configuration_ids: ['x'] }, ['configuration_ids']],
    [{ configuration_ids: {} }, ['configuration_ids']],
    [{ configuration_ids: Array(1001).fill(UNKNOWN_ID) }, ['configuration_ids']],
  ])('refuses %j naming the fields and writes nothing', async (override, fields) => {
    const before = dbChecksum(server.db);
    const empty = Object.keys(override).length === 0;
    const res = await create(
      empty ? {} : { name: 'ok', portfolio_id: ids.reportPortfolio, ...override },
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.body as object).sort()).toEqual(fields);
    expect(dbChecksum(server.db)).toBe(before);
  });

  it('refuses a portfolio of another tenant or one the user cannot read, as if missing', async () => {
    const before = dbChecksum(server.db);
    const unreadable = ids.acmePortfolios.find(
      (p) =>
        !server.db
          .prepare(
            'SELECT 1 FROM portfolio_access pa JOIN users u ON u.id = pa.user_id WHERE u.email = ? AND pa.portfolio_id = ?',
          )
          .get(ACCOUNTS.analyst, p),
    )!;
    for (const portfolio_id of [ids.globexPortfolio, unreadable]) {
      const res = await create({ name: 'x', portfolio_id });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        portfolio_id: [`Invalid pk "${portfolio_id}" - object does not exist.`],
      });
    }
    expect(dbChecksum(server.db)).toBe(before);
  });

  it('is refused to members (403)', async () => {
    const before = dbChecksum(server.db);
    const res = await create(
      { name: 'x', portfolio_id: ids.reportPortfolio },
      await server.login(ACCOUNTS.viewer),
    );
    expect(res.status).toBe(403);
    expect(dbChecksum(server.db)).toBe(before);
  });
});

describe('GET /api/v1/segments/', () => {
  it("keeps to one organization's segments with organization_id, for a user in several", async () => {
    await asMemberOfTwo(server.db, ids.viewer, ids.globex, async () => {
      const orgOf = server.db
        .prepare('SELECT organization_id FROM portfolios WHERE id = ?')
        .pluck();
      const organizations = async (query: Record<string, string>) =>
        new Set((await list(ACCOUNTS.viewer, query)).results.map((s) => orgOf.get(s.portfolio.id)));
      expect(await organizations({})).toEqual(new Set([ids.acme, ids.globex]));
      expect(await organizations({ organization_id: ids.acme })).toEqual(new Set([ids.acme]));
      expect(await organizations({ organization_id: ids.globex })).toEqual(new Set([ids.globex]));
    });
  });

  it('lists segments of readable portfolios only', async () => {
    const readable = new Set(
      (
        (
          await server.call('GET', '/api/v1/portfolios/', {
            token: await server.login(ACCOUNTS.viewer),
            query: { page_size: 100 },
          })
        ).body as components['schemas']['PaginatedPortfolioList']
      ).results.map((p) => p.id),
    );
    const segments = await list(ACCOUNTS.viewer);
    // Both lists hold rows, or "every" and "none" below would hold of nothing.
    expect(segments.results.length).toBeGreaterThan(0);
    expect(nonEmpty(segments.results).every((s) => readable.has(s.portfolio.id))).toBe(true);
    const globex = await list(ACCOUNTS.globexAdmin);
    const acme = await list(ACCOUNTS.admin);
    const acmeIds = new Set(acme.results.map((s) => s.id));
    expect(globex.results.length).toBeGreaterThan(0);
    expect(globex.results.some((s) => acmeIds.has(s.id))).toBe(false);
    expect(acme.count).toBeGreaterThan(0);
  });

  it('refuses a malformed portfolio_id', async () => {
    const res = await server.call('GET', '/api/v1/segments/', {
      token: analyst,
      query: { portfolio_id: 'nope' },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body as object)).toEqual(['portfolio_id']);
  });
});
