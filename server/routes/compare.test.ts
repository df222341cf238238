import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema.gen';
import { seedIds } from '../test/fixtures';
import { ACCOUNTS, startServer, type TestServer } from '../test/harness';

type Comparison = components['schemas']['Comparison'];
type Report = components['schemas']['Report'];

const COMPARE = '/api/v1/reports/{id}/compare/';
let server: TestServer;
let admin: string;
let viewer: string;
let ids: ReturnType<typeof seedIds>;
beforeAll(async () => {
  server = await startServer();
  admin = await server.login(ACCOUNTS.admin);
  viewer = await server.login(ACCOUNTS.viewer);
  ids = seedIds(server.db);
});
afterAll(() => server.close());

const compare = (body: unknown, id = ids.viewerReport, token = admin) =>
  server.call('POST', COMPARE, { token, params: { id }, body });

/** The values of the report's first filterable, from an unfiltered filter request. */
async function values(reportId = ids.viewerReport): Promise<string[]> {
  const report = (
    await server.call('POST', '/api/v1/reports/{id}/filter/', {
      token: admin,
      params: { id: reportId },
    })
  ).body as Report;
  return report.dataset.configurations.filterables.find((f) => f.id === ids.filterable)!.values!;
}

const only = (...value: string[]) => [{ dataset_filterable_id: ids.filterable, value }];

describe('POST /api/v1/reports/{id}/compare/', () => {
  it('tests two groups that cannot overlap, B against A', async () => {
    const [first, second] = await values();
    const res = await compare({ a: { filters: only(first!) }, b: { filters: only(second!) } });
    expect(res.status).toBe(200);
    const body = res.body as Comparison;
    const a = body.a.dataset.configurations.result;
    const b = body.b.dataset.configurations.result;
    expect(body.significance).not.toBeNull();
    const significance = body.significance!;
    expect(significance.baseline).toBe('a');
    expect(significance.filtered_size).toBe(b.population_size);
    expect(significance.complement_size).toBe(a.population_size);
    const [attitude] = significance.attitudes;
    const inA = a.attitudes.find((x) => x.attitude_id === attitude!.attitude_id)!;
    const inB = b.attitudes.find((x) => x.attitude_id === attitude!.attitude_id)!;
    expect(attitude!.performance_rebased.filtered).toBe(inB.performance_rebased);
    expect(attitude!.performance_rebased.complement).toBe(inA.performance_rebased);
    expect(
      Math.abs(
        attitude!.performance_rebased.delta! - (inB.performance_rebased - inA.performance_rebased),
      ),
    ).toBeLessThanOrEqual(0.1);
    // Each group is its own filter request: the same figures as filtering for it alone.
    const alone = (
      await server.call('POST', '/api/v1/reports/{id}/filter/', {
        token: admin,
        params: { id: ids.viewerReport },
        body: { filters: only(second!) },
      })
    ).body as Report;
    expect(b.main_score).toBe(alone.dataset.configurations.result.main_score);
  });

  it('refuses a test to overlapping groups, and says why', async () => {
    const [first, second] = await values();
    const body = (await compare({ a: {}, b: { filters: only(first!, second!) } }))
      .body as Comparison;
    expect(body.significance).toBeNull();
    expect(body.reason).toBe('overlapping_groups');
    expect(body.a.dataset.configurations.result.state.status).toBe('ready');
    expect(body.b.dataset.configurations.result.state.status).toBe('ready');
  });

  it('tests two reports of the same model version, matching attitudes by id', async () => {
    const other = server.db
      .prepare(
        `SELECT r2.id FROM reports r1 JOIN reports r2
            ON r2.model_version_id = r1.model_version_id AND r2.id != r1.id
           AND r2.dataset_id != r1.dataset_id AND r2.portfolio_id = r1.portfolio_id
           AND r2.tags != 'industry'
         WHERE r1.id = ? LIMIT 1`,
      )
      .pluck()
      .get(ids.viewerReport) as string | undefined;
    if (!other) return expect.fail('the seed gives a portfolio two reports of one model version');
    const body = (await compare({ a: {}, b: { report_id: other } })).body as Comparison;
    expect(body.b.id).toBe(other);
    expect(body.significance?.baseline).toBe('a');
    const inB = new Set(body.b.dataset.configurations.result.attitudes.map((a) => a.attitude_id));
    const shared = body.a.dataset.configurations.result.attitudes
      .map((a) => a.attitude_id)
      .filter((id) => inB.has(id));
    expect(body.significance!.attitudes.map((a) => a.attitude_id)).toEqual(shared);
  });

  it('answers 400 on b for a report of another model version', async () => {
    const other = server.db
      .prepare(
        `SELECT r2.id FROM reports r1 JOIN reports r2 ON r2.model_version_id != r1.model_version_id
           JOIN portfolios p1 ON p1.id = r1.portfolio_id JOIN portfolios p2 ON p2.id = r2.portfolio_id
          WHERE r1.id = ? AND p2.organization_id = p1.organization_id LIMIT 1`,
      )
      .pluck()
      .get(ids.viewerReport) as string | undefined;
    if (!other) return expect.fail('the seed has reports of two model versions in Acme');
    const res = await compare({ a: {}, b: { report_id: other } });
    expect(res.status).toBe(400);
    expect((res.body as Record<string, string[]>).b![0]).toMatch(/model version/);
  });

  it("answers 404 for another tenant's report or one the user cannot read, as A or as B", async () => {
    expect((await compare({ a: {}, b: { report_id: ids.globexReport } })).status).toBe(404);
    expect((await compare({ a: {}, b: {} }, ids.globexReport)).status).toBe(404);
    const hidden = { a: {}, b: { report_id: ids.hiddenFromViewer } };
    expect((await compare(hidden, ids.viewerReport, viewer)).status).toBe(404);
    expect((await compare({ a: {}, b: {} }, ids.hiddenFromViewer, viewer)).status).toBe(404);
  });

  it('applies the privacy floor and the complement rule to each group', async () => {
    // The small seed gives one dataset a value only three respondents hold.
    const rare = server.db
      .prepare(
        `SELECT r.id AS report, f.id AS filterable, v.code AS code, v.value AS value
           FROM reports r JOIN filterables f ON f.dataset_id = r.dataset_id
           JOIN filterable_values v ON v.filterable_id = f.id
           JOIN respondents x ON x.dataset_id = r.dataset_id
                AND unicode(substr(x.attrs, f.position + 1, 1)) = v.code
           JOIN portfolios p ON p.id = r.portfolio_id
          WHERE p.organization_id = ?
          GROUP BY f.id, v.code HAVING count(*) BETWEEN 1 AND 4 LIMIT 1`,
      )
      .get(ids.acme) as { report: string; filterable: string; code: number; value: string };
    const others = server.db
      .prepare('SELECT value FROM filterable_values WHERE filterable_id = ? AND code != ?')
      .pluck()
      .all(rare.filterable, rare.code) as string[];
    const filter = (value: string[]) => [{ dataset_filterable_id: rare.filterable, value }];

    const floor = (await compare({ a: {}, b: { filters: filter([rare.value]) } }, rare.report))
      .body as Comparison;
    expect(floor.b.dataset.configurations.result.state.status).toBe('insufficient_data');
    expect(floor.b.dataset.configurations.result.attitudes).toEqual([]);
    expect(floor.significance).toBeNull();
    expect(floor.reason).toBe('insufficient_data');

    const leak = (await compare({ a: { filters: filter(others) }, b: {} }, rare.report))
      .body as Comparison;
    expect(leak.a.dataset.configurations.result.state.status).toBe('insufficient_data');
    expect(leak.significance).toBeNull();
  });

  it('names the group of each problem in a 400', async () => {
    const missing = await compare({ a: {} });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ b: ['This field is required.'] });
    const malformed = await compare({
      a: { filters: 'none' },
      b: { filters: [{ dataset_filterable_id: 'x', value: [] }] },
    });
    expect(malformed.status).toBe(400);
    const shape = malformed.body as Record<string, string[]>;
    expect(shape.a![0]).toMatch(/^filters: /);
    expect(shape.b![0]).toMatch(/^filters: 0: dataset_filterable_id/);
    const foreign = await compare({ a: { configuration_id: ids.globexConfiguration }, b: {} });
    expect(foreign.status).toBe(400);
    expect((foreign.body as Record<string, string[]>).a![0]).toMatch(/^configuration_id: /);
  });
});

describe('comparing two datasets that may hold the same people', () => {
  let own: TestServer;
  let token: string;
  beforeAll(async () => {
    own = await startServer();
    token = await own.login(ACCOUNTS.admin);
  });
  afterAll(() => own.close());

  /** Another report of A's model version and organization, on another dataset. */
  const otherReport = (industry: boolean) =>
    own.db
      .prepare(
        `SELECT r2.id FROM reports r1 JOIN reports r2
            ON r2.model_version_id = r1.model_version_id AND r2.dataset_id != r1.dataset_id
           JOIN portfolios p1 ON p1.id = r1.portfolio_id JOIN portfolios p2 ON p2.id = r2.portfolio_id
          WHERE r1.id = ? AND p2.organization_id = p1.organization_id
            AND (r2.tags = 'industry') = ? LIMIT 1`,
      )
      .pluck()
      .get(seedIds(own.db).viewerReport, industry ? 1 : 0) as string | undefined;
  const compareWith = (other: string) =>
    own.call('POST', COMPARE, {
      token,
      params: { id: seedIds(own.db).viewerReport },
      body: { a: {}, b: { report_id: other } },
    });

  it('leaves a benchmark untested, saying why: it may contain the client’s respondents', async () => {
    const benchmark = otherReport(true);
    if (!benchmark) return expect.fail('the seed has an industry benchmark beside the report');
    const body = (await compareWith(benchmark)).body as Comparison;
    expect(body.significance).toBeNull();
    expect(body.reason).toBe('shared_respondents');
    expect(body.b.dataset.configurations.result.state.status).toBe('ready');
  });

  it('does not test two datasets once one respondent id is in both', async () => {
    const other = otherReport(false);
    if (!other) return expect.fail('the seed gives the organization two ordinary datasets');
    const datasetOf = (id: string) =>
      own.db.prepare('SELECT dataset_id FROM reports WHERE id = ?').pluck().get(id) as string;
    const [a, b] = [datasetOf(seedIds(own.db).viewerReport), datasetOf(other)];
    const ids = own.db
      .prepare('SELECT respondent_id FROM respondents WHERE dataset_id = ?')
      .pluck();
    const inA = new Set(ids.all(a) as string[]);
    expect((ids.all(b) as string[]).some((id) => inA.has(id))).toBe(false);

    // The seed's datasets hold different people (the test above tests such a pair); one shared id
    // is enough. The server remembers a pair once looked at, so the change comes first.
    own.db
      .prepare('UPDATE respondents SET respondent_id = ? WHERE dataset_id = ? AND idx = 0')
      .run([...inA][0], b);
    const shared = (await compareWith(other)).body as Comparison;
    expect(shared.significance).toBeNull();
    expect(shared.reason).toBe('shared_respondents');
  });
});
