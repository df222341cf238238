import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema.gen';
import { seedIds, UNKNOWN_ID } from '../test/fixtures';
import { ACCOUNTS, startServer, type TestServer } from '../test/harness';
import { attachment } from './report-data';

type Stats = components['schemas']['SentimentStats'];

const SENTIMENT = '/api/v1/reports/{id}/text_topics/sentiment_stats/';
const DOWNLOAD = '/api/v1/reports/{id}/download_dataset/';
let server: TestServer;
let analyst: string;
let ids: ReturnType<typeof seedIds>;
beforeAll(async () => {
  server = await startServer();
  analyst = await server.login(ACCOUNTS.analyst);
  ids = seedIds(server.db);
});
afterAll(() => server.close());

const sentiment = (query: Record<string, string | string[]> = {}, token = analyst) =>
  server.call('GET', SENTIMENT, { token, params: { id: ids.viewerReport }, query });
const download = (query: Record<string, string> = {}, token = analyst, id = ids.viewerReport) =>
  server.call('GET', DOWNLOAD, { token, params: { id }, query });

describe('GET /api/v1/reports/{id}/text_topics/sentiment_stats/', () => {
  it('answers the primary configuration by default, for members too', async () => {
    const res = await sentiment({}, await server.login(ACCOUNTS.viewer));
    expect(res.status).toBe(200);
    const body = res.body as Stats;
    expect(body.configuration_id).toBe(ids.primaryConfiguration);
    expect(body.attitudes.length).toBeGreaterThan(0);
  });

  it('keeps only the named attitudes, case-insensitively, repeatable', async () => {
    const all = (await sentiment()).body as Stats;
    const [a, b] = all.attitudes.map((x) => x.keyword);
    const res = await sentiment({ attitudes: [a!.toUpperCase(), b!.toLowerCase()] });
    expect((res.body as Stats).attitudes.map((x) => x.keyword).sort()).toEqual([a, b].sort());
  });

  it('uses the named configuration, and refuses one of another report', async () => {
    const own = await sentiment({ configuration_id: ids.secondaryConfiguration! });
    expect((own.body as Stats).configuration_id).toBe(ids.secondaryConfiguration);
    for (const configuration_id of [ids.globexConfiguration, 'zzz']) {
      const res = await sentiment({ configuration_id });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body as object)).toEqual(['configuration_id']);
    }
  });

  it('refuses an attitude name over 255 characters', async () => {
    const res = await sentiment({ attitudes: 'a'.repeat(256) });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body as object)).toEqual(['attitudes']);
  });

  it('answers 404 for unreadable or foreign reports', async () => {
    const viewer = await server.login(ACCOUNTS.viewer);
    for (const id of [ids.hiddenFromViewer, ids.globexReport, UNKNOWN_ID, 'x']) {
      const res = await server.call('GET', SENTIMENT, { token: viewer, params: { id } });
      expect(res.status).toBe(404);
    }
  });
});

describe('GET /api/v1/reports/{id}/download_dataset/', () => {
  it('streams the CSV as an attachment named after the report', async () => {
    const res = await download();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const name = server.db
      .prepare('SELECT name FROM reports WHERE id = ?')
      .pluck()
      .get(ids.viewerReport) as string;
    expect(res.headers.get('content-disposition')).toBe(attachment(`${name}.csv`));
    const lines = (res.body as string).trimEnd().split(/\r?\n/);
    expect(lines[0]!.split(',')[0]).toBe('respondent_id');
    expect(lines.length).toBeGreaterThan(10);
  });

  it('leaves out the named columns and masks text on request', async () => {
    const plain = (await download()).body as string;
    const columns = plain.split(/\r?\n/)[0]!.split(',');
    const res = await download({
      omit_columns: `${columns[1]}, ${columns[2]}`,
      mask_text_violations: 'true',
    });
    expect(res.status).toBe(200);
    const masked = res.body as string;
    expect(masked.split(/\r?\n/)[0]!.split(',')).toEqual(
      columns.filter((c) => c !== columns[1] && c !== columns[2]),
    );
    // The seed's comments hold e-mail addresses: sent as written, unless masking is asked for.
    const email = /[a-z.]+@example\.com/;
    expect(plain).toMatch(email);
    expect(masked).not.toMatch(email);
    expect(masked).toContain('***');
  });

  it.each([
    [{ omit_columns: 'respondent_id,not_a_column' }, 'omit_columns'],
    [{ omit_columns: 'x'.repeat(10_001) }, 'omit_columns'],
    [{ mask_text_violations: 'maybe' }, 'mask_text_violations'],
  ])('refuses %j naming the parameter', async (query, field) => {
    const res = await download(query);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body as object)).toEqual([field]);
  });

  it('is refused to members (403) and reads as missing for other tenants (404)', async () => {
    const viewer = await download({}, await server.login(ACCOUNTS.viewer));
    expect(viewer.status).toBe(403);
    const foreign = await download({}, await server.login(ACCOUNTS.globexAdmin));
    expect(foreign.status).toBe(404);
  });
});

describe('attachment()', () => {
  it('keeps header-breaking characters out of filename and gives the exact name as filename*', () => {
    expect(attachment('Q3 "NPS"; wave\r\n2 — Ümlaut.csv')).toBe(
      `attachment; filename="Q3 _NPS__ wave__2 _ _mlaut.csv"; filename*=UTF-8''Q3%20%22NPS%22%3B%20wave%0D%0A2%20%E2%80%94%20%C3%9Cmlaut.csv`,
    );
    expect(attachment("it's (final)*.csv")).toContain(
      "filename*=UTF-8''it%27s%20%28final%29%2A.csv",
    );
  });
});
