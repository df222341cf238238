import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema.gen';
import { asMemberOfTwo, seedIds, UNKNOWN_ID } from '../test/fixtures';
import { ACCOUNTS, startServer, type TestServer } from '../test/harness';
import { nonEmpty } from '../test/non-empty';

type Report = components['schemas']['Report'];
type SummaryPage = components['schemas']['PaginatedReportSummaryList'];

const FILTER = '/api/v1/reports/{id}/filter/';
let server: TestServer;
let viewer: string;
let ids: ReturnType<typeof seedIds>;
beforeAll(async () => {
  server = await startServer();
  viewer = await server.login(ACCOUNTS.viewer);
  ids = seedIds(server.db);
});
afterAll(() => server.close());

const filter = (body: unknown, id = ids.viewerReport, token = viewer) =>
  server.call('POST', FILTER, { token, params: { id }, body });

describe('GET /api/v1/reports/', () => {
  it('lists summaries of readable reports, newest first, with their configurations', async () => {
    const res = await server.call('GET', '/api/v1/reports/', {
      token: viewer,
      query: { page_size: 100 },
    });
    const body = res.body as SummaryPage;
    const readable = server.db
      .prepare(
        'SELECT count(*) FROM reports WHERE portfolio_id IN (SELECT portfolio_id FROM portfolio_access WHERE user_id = ?)',
      )
      .pluck()
      .get(ids.viewer);
    expect(body.count).toBe(readable);
    const issued = body.results.map((r) => r.issued_at);
    expect(issued).toEqual([...issued].sort().reverse());
    const first = body.results[0]!;
    expect(first.configurations.filter((c) => c.is_primary)).toHaveLength(1);
    expect(body.results.map((r) => r.id)).not.toContain(ids.hiddenFromViewer);
  });

  it("keeps to one organization's reports with organization_id, for a user in several", async () => {
    await asMemberOfTwo(server.db, ids.viewer, ids.globex, async () => {
      const orgOf = server.db.prepare(
        'SELECT p.organization_id FROM reports r JOIN portfolios p ON p.id = r.portfolio_id WHERE r.id = ?',
      );
      const organizations = async (query: Record<string, string>) =>
        new Set(
          (
            (
              await server.call('GET', '/api/v1/reports/', {
                token: viewer,
                query: { page_size: '100', ...query },
              })
            ).body as SummaryPage
          ).results.map((r) => orgOf.pluck().get(r.id)),
        );
      expect(await organizations({})).toEqual(new Set([ids.acme, ids.globex]));
      expect(await organizations({ organization_id: ids.acme })).toEqual(new Set([ids.acme]));
      expect(await organizations({ organization_id: ids.globex })).toEqual(new Set([ids.globex]));
    });
  });

  it('filters by portfolio and tag', async () => {
    const admin = await server.login(ACCOUNTS.admin);
    const byPortfolio = (
      await server.call('GET', '/api/v1/reports/', {
        token: admin,
        query: { portfolio_id: ids.reportPortfolio, page_size: 100 },
      })
    ).body as SummaryPage;
    expect(byPortfolio.count).toBeGreaterThan(0);
    expect(nonEmpty(byPortfolio.results).every((r) => r.portfolio.id === ids.reportPortfolio)).toBe(
      true,
    );
    for (const tags of ['competitive', 'segment', 'industry'] as const) {
      const page = (await server.call('GET', '/api/v1/reports/', { token: admin, query: { tags } }))
        .body as SummaryPage;
      expect(nonEmpty(page.results).every((r) => r.tags === tags)).toBe(true);
    }
  });

  it.each([
    [{ tags: 'secret' }, 'tags'],
    [{ portfolio_id: '1' }, 'portfolio_id'],
  ])('refuses %j naming the parameter', async (query, field) => {
    const res = await server.call('GET', '/api/v1/reports/', { token: viewer, query });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body as object)).toEqual([field]);
  });
});

describe('POST /api/v1/reports/{id}/filter/', () => {
  it('answers the report with its primary configuration and unfiltered result, with no body', async () => {
    const res = await server.call('POST', FILTER, {
      token: viewer,
      params: { id: ids.viewerReport },
    });
    expect(res.status).toBe(200);
    const report = res.body as Report;
    expect(report.id).toBe(ids.viewerReport);
    const configuration = report.dataset.configurations;
    expect(configuration.id).toBe(ids.primaryConfiguration);
    expect(configuration.is_primary).toBe(true);
    expect(configuration.result.state.status).toBe('ready');
    expect(configuration.result.population_size).toBeGreaterThan(0);
    const filterable = configuration.filterables.find((f) => f.id === ids.filterable)!;
    expect(filterable.values!.length).toBeGreaterThan(1);
  });

  it('recomputes for the filters and echoes them as configuration filters', async () => {
    const unfiltered = (await filter({})).body as Report;
    const values = unfiltered.dataset.configurations.filterables.find(
      (f) => f.id === ids.filterable,
    )!.values!;
    const res = await filter({
      filters: [{ dataset_filterable_id: ids.filterable, value: [values[0]] }],
    });
    expect(res.status).toBe(200);
    const configuration = (res.body as Report).dataset.configurations;
    expect(configuration.result.population_size).toBeLessThan(
      unfiltered.dataset.configurations.result.population_size,
    );
    expect(configuration.filters).toContainEqual({
      filterable: { id: ids.filterable, name: expect.any(String) },
      value: [values[0]],
      operator: 'in',
    });
  });

  it('gives insufficient_data and no attitude figures when nobody matches', async () => {
    const res = await filter({
      filters: [{ dataset_filterable_id: ids.filterable, value: ['∅'] }],
    });
    const result = (res.body as Report).dataset.configurations.result;
    expect(result.state.status).toBe('insufficient_data');
    expect(result.attitudes).toEqual([]);
  });

  it('marks a filtered result with its significance against the complement, and not the unfiltered one', async () => {
    // As an administrator: a member's small-seed value may be merged for anonymity.
    const admin = await server.login(ACCOUNTS.admin);
    const unfiltered = ((await filter({}, ids.viewerReport, admin)).body as Report).dataset
      .configurations;
    expect(unfiltered.result.analyses).not.toHaveProperty('significance');
    const value = unfiltered.filterables.find((f) => f.id === ids.filterable)!.values![0]!;
    const filtered = (
      (
        await filter(
          { filters: [{ dataset_filterable_id: ids.filterable, value: [value] }] },
          ids.viewerReport,
          admin,
        )
      ).body as Report
    ).dataset.configurations.result;
    const significance = filtered.analyses.significance!;
    expect(significance.filtered_size).toBe(filtered.population_size);
    expect(significance.filtered_size + significance.complement_size).toBe(
      unfiltered.result.population_size,
    );
    expect(significance.attitudes.map((a) => a.attitude_id)).toEqual(
      filtered.attitudes.map((a) => a.attitude_id),
    );
    // The group's figures are the result's own.
    filtered.attitudes.forEach((attitude, i) => {
      expect(significance.attitudes[i]!.performance_rebased.filtered).toBe(
        attitude.performance_rebased,
      );
      expect(significance.attitudes[i]!.importance_agreed.filtered).toBe(
        attitude.importance_agreed,
      );
    });
  });

  describe('a filter that leaves 1-4 respondents out', () => {
    // The small seed gives one dataset a value only three respondents hold; a filter on every
    // other value leaves exactly them out, and unfiltered minus filtered would be their figures.
    const leavingThreeOut = () => {
      const rare = server.db
        .prepare(
          `SELECT r.id AS report, f.id AS filterable, v.code AS code
             FROM reports r JOIN filterables f ON f.dataset_id = r.dataset_id
             JOIN filterable_values v ON v.filterable_id = f.id
             JOIN respondents x ON x.dataset_id = r.dataset_id
                  AND unicode(substr(x.attrs, f.position + 1, 1)) = v.code
             JOIN portfolios p ON p.id = r.portfolio_id
            WHERE p.organization_id = ?
            GROUP BY f.id, v.code HAVING count(*) BETWEEN 1 AND 4 LIMIT 1`,
        )
        .get(ids.acme) as { report: string; filterable: string; code: number };
      const others = server.db
        .prepare('SELECT value FROM filterable_values WHERE filterable_id = ? AND code != ?')
        .pluck()
        .all(rare.filterable, rare.code) as string[];
      return {
        report: rare.report,
        body: { filters: [{ dataset_filterable_id: rare.filterable, value: others }] },
      };
    };

    it('answers insufficient_data synchronously, with no figures', async () => {
      const admin = await server.login(ACCOUNTS.admin);
      const { report, body } = leavingThreeOut();
      const result = ((await filter(body, report, admin)).body as Report).dataset.configurations
        .result;
      expect(result.state.status).toBe('insufficient_data');
      expect(result.attitudes).toEqual([]);
      expect(result.population_size).toBe(-1);
      expect(result.analyses).toEqual({});
    });

    it('answers insufficient_data asynchronously, once computed', async () => {
      const admin = await server.login(ACCOUNTS.admin);
      const { report, body } = leavingThreeOut();
      const request = { ...body, asynchronous: true };
      let result = ((await filter(request, report, admin)).body as Report).dataset.configurations
        .result;
      for (let i = 0; i < 50 && result.state.status === 'pending'; i++) {
        await new Promise((r) => setTimeout(r, 10));
        result = ((await filter(request, report, admin)).body as Report).dataset.configurations
          .result;
      }
      expect(result.state.status).toBe('insufficient_data');
      expect(result.attitudes).toEqual([]);
    });
  });

  it('answers asynchronously with pending, then the same request returns the result', async () => {
    // A value the dataset holds, with one it does not, so no other test has asked for this key.
    const held = server.db
      .prepare('SELECT value FROM filterable_values WHERE filterable_id = ? ORDER BY code LIMIT 1')
      .pluck()
      .get(ids.filterable) as string;
    const body = {
      asynchronous: true,
      filters: [{ dataset_filterable_id: ids.filterable, value: [held, 'async-probe'] }],
    };
    // As an administrator: a member's small-seed value may be merged for anonymity.
    const admin = await server.login(ACCOUNTS.admin);
    const first = (await filter(body, ids.viewerReport, admin)).body as Report;
    expect(first.dataset.configurations.result.state.status).toBe('pending');
    expect(first.dataset.configurations.result.population_size).toBe(-1);
    let status = 'pending';
    for (let i = 0; i < 50 && status === 'pending'; i++) {
      await new Promise((r) => setTimeout(r, 10));
      status = ((await filter(body, ids.viewerReport, admin)).body as Report).dataset.configurations
        .result.state.status;
    }
    // Ready, not merely settled: a computation that failed is no answer to the request.
    expect(status).toBe('ready');
  });

  it('computes a named configuration of the report', async () => {
    if (!ids.secondaryConfiguration)
      return expect.fail('the seed gives the report a second configuration');
    const res = await filter({ configuration_id: ids.secondaryConfiguration });
    expect((res.body as Report).dataset.configurations.id).toBe(ids.secondaryConfiguration);
  });

  it.each([
    [{ configuration_id: 'abc' }, 'configuration_id'],
    [{ configuration_id: UNKNOWN_ID }, 'configuration_id'],
    [{ asynchronous: 'yes' }, 'asynchronous'],
    [{ filters: {} }, 'filters'],
    [{ filters: [{ value: ['x'] }] }, 'filters'],
    [{ filters: [{ dataset_filterable_id: 'x', value: ['x'] }] }, 'filters'],
    [{ filters: [{ dataset_filterable_id: UNKNOWN_ID, value: ['x'] }] }, 'filters'],
    [{ filters: [{ dataset_filterable_id: UNKNOWN_ID, value: 'x' }] }, 'filters'],
    [{ filters: [{ dataset_filterable_id: UNKNOWN_ID, value: ['v'.repeat(256)] }] }, 'filters'],
    [{ filters: Array(101).fill({ dataset_filterable_id: UNKNOWN_ID, value: [] }) }, 'filters'],
  ])('refuses %j naming the field', async (body, field) => {
    const res = await filter(body);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body as object)).toEqual([field]);
  });

  it("refuses another report's configuration as if it did not exist", async () => {
    const res = await filter({ configuration_id: ids.globexConfiguration });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      configuration_id: [`Invalid pk "${ids.globexConfiguration}" - object does not exist.`],
    });
  });

  it('accepts a filter value at its maximum length', async () => {
    const res = await filter({
      filters: [{ dataset_filterable_id: ids.filterable, value: ['v'.repeat(255)] }],
    });
    expect(res.status).toBe(200);
  });

  it('answers 404 for a malformed, unknown, unreadable or foreign report id', async () => {
    for (const id of ['nope', UNKNOWN_ID, ids.hiddenFromViewer, ids.globexReport]) {
      const res = await filter({}, id);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: 'Not found.' });
    }
  });
});
