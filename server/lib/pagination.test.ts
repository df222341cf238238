import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema.gen';
import { ACCOUNTS, startServer, type TestServer } from '../test/harness';

type Page = components['schemas']['PaginatedAttitudeList'];

// Pagination is shared by every list; the attitudes list (51 rows in the small seed) exercises it.
const LIST = '/api/v1/attitudes/';
let server: TestServer;
let token: string;
let total: number;
beforeAll(async () => {
  server = await startServer();
  token = await server.login(ACCOUNTS.viewer);
  total = server.db.prepare('SELECT count(*) FROM attitudes').pluck().get() as number;
});
afterAll(() => server.close());

const page = (query: Record<string, string | number>) => server.call('GET', LIST, { token, query });

describe('pagination', () => {
  it('defaults to 20 per page with absolute next and no previous', async () => {
    const res = await page({});
    const body = res.body as Page;
    expect(total).toBeGreaterThan(40);
    expect(body.count).toBe(total);
    expect(body.results).toHaveLength(20);
    expect(body.previous).toBeNull();
    // The harness configures no public URL: links start with the default, not with the Host.
    expect(body.next).toBe(`http://localhost${LIST}?page=2`);
  });

  it('walks every row exactly once following next', async () => {
    const seen: string[] = [];
    let url: string | null = `http://localhost${LIST}?page_size=7&audience_type=1`;
    let previous: string | null = null;
    while (url) {
      const query = Object.fromEntries(new URL(url).searchParams);
      const body = (await page(query)).body as Page;
      expect(body.previous).toBe(previous);
      seen.push(...body.results.map((a) => a.id));
      previous = url;
      url = body.next;
    }
    expect(new Set(seen).size).toBe(seen.length);
    const expected = server.db
      .prepare(
        'SELECT count(*) FROM attitudes a JOIN model_versions m ON m.id = a.model_version_id WHERE m.audience_type = 1',
      )
      .pluck()
      .get();
    expect(seen.length).toBe(expected);
  });

  it('keeps the other parameters in next and previous, and drops page=1 from previous', async () => {
    const body = (await page({ page: 2, page_size: 5, audience_type: 1 })).body as Page;
    const previous = new URL(body.previous!);
    expect(previous.searchParams.get('page')).toBeNull();
    expect(previous.searchParams.get('page_size')).toBe('5');
    expect(new URL(body.next!).searchParams.get('audience_type')).toBe('1');
  });

  it('clamps page_size to 100 and falls back to 20 when it is not a positive integer', async () => {
    expect(((await page({ page_size: 1000 })).body as Page).results).toHaveLength(
      Math.min(total, 100),
    );
    for (const size of ['abc', '0', '-5', '2.5']) {
      expect(((await page({ page_size: size })).body as Page).results).toHaveLength(20);
    }
    expect(((await page({ page_size: 1 })).body as Page).results).toHaveLength(1);
  });

  it.each(['0', '-1', 'abc', '1.5', '99999999999999999999'])(
    'answers page=%s with 404 "Invalid page."',
    async (p) => {
      const res = await page({ page: p });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: 'Invalid page.' });
    },
  );

  it('serves the last page and answers 404 one past it', async () => {
    const last = Math.ceil(total / 20);
    const res = await page({ page: last });
    expect((res.body as Page).next).toBeNull();
    expect((res.body as Page).results).toHaveLength(total - (last - 1) * 20);
    expect((await page({ page: last + 1 })).status).toBe(404);
  });

  it('answers page 1 of an empty list with an empty page', async () => {
    const res = await server.call('GET', '/api/v1/portfolios/', {
      token,
      query: { organization_id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ count: 0, next: null, previous: null, results: [] });
  });
});
