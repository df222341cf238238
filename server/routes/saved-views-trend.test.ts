import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema.gen';
import { ACCOUNTS, startServer, type TestServer } from '../test/harness';

type SavedView = components['schemas']['SavedView'];

const LIST = '/api/v1/saved-views/';
const ONE = '/api/v1/saved-views/{id}/';

let server: TestServer;
let token = '';
/** The seed's tracker segment, its latest wave's report, and a report that is none of its waves. */
let segmentId: string;
let latestReport: string;
let otherReport: string;

beforeAll(async () => {
  server = await startServer();
  token = await server.login(ACCOUNTS.analyst);
  const row = server.db
    .prepare(
      `SELECT sc.segment_id AS segment, r.id AS report FROM segment_configurations sc
         JOIN configurations c ON c.id = sc.configuration_id
         JOIN reports r ON r.id = c.report_id
        WHERE sc.segment_id IN (SELECT segment_id FROM segment_configurations
                                 GROUP BY segment_id HAVING COUNT(*) >= 2)
        ORDER BY sc.segment_id, r.issued_at DESC LIMIT 1`,
    )
    .get() as { segment: string; report: string };
  segmentId = row.segment;
  latestReport = row.report;
  otherReport = server.db
    .prepare(
      `SELECT r.id FROM reports r WHERE r.portfolio_id =
         (SELECT portfolio_id FROM reports WHERE id = ?) AND r.id NOT IN
         (SELECT c.report_id FROM segment_configurations sc
            JOIN configurations c ON c.id = sc.configuration_id WHERE sc.segment_id = ?) LIMIT 1`,
    )
    .pluck()
    .get(latestReport, segmentId) as string;
});
afterAll(() => server.close());

const create = (state: unknown) =>
  server.call('POST', LIST, { token, body: { name: 'Tracker over time', state } });

describe('a saved view of a trend', () => {
  it('keeps its segment, figure and attitudes, and reads back as saved', async () => {
    const trend = { segment_id: segmentId, figure: 'importance_agreed', attitudes: [] };
    const res = await create({ report_id: latestReport, filters: [], tab: 'trend', trend });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const view = res.body as SavedView;
    expect(view.state).toMatchObject({ tab: 'trend', trend, report_id: latestReport });
    const again = await server.call('GET', ONE, { token, params: { id: view.id } });
    expect((again.body as SavedView).state.trend).toEqual(trend);
  });

  it('leaves a report’s view without a segment, as views stored before trends are', async () => {
    const res = await create({ report_id: latestReport, tab: 'results' });
    expect(res.status).toBe(201);
    expect((res.body as SavedView).state).not.toHaveProperty('trend');
  });

  it('refuses a trend view without its segment, a segment on another tab, or a foreign report', async () => {
    const missing = await create({ report_id: latestReport, tab: 'trend' });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain('trend');
    const wrongTab = await create({
      report_id: latestReport,
      tab: 'results',
      trend: { segment_id: segmentId },
    });
    expect(wrongTab.status).toBe(400);
    expect(otherReport).toBeTruthy();
    const foreign = await create({
      report_id: otherReport,
      tab: 'trend',
      trend: { segment_id: segmentId },
    });
    expect(foreign.status).toBe(400);
    expect(JSON.stringify(foreign.body)).toContain('segment');
  });
});
