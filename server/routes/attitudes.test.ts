import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema.gen';
import { ACCOUNTS, startServer, type TestServer } from '../test/harness';

type Page = components['schemas']['PaginatedAttitudeList'];

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('GET /api/v1/attitudes/', () => {
  it('lists the global attitude library to every signed-in user, whatever the tenant', async () => {
    const viewer = await server.login(ACCOUNTS.viewer);
    const globex = await server.login(ACCOUNTS.globexAdmin);
    const a = (await server.call('GET', '/api/v1/attitudes/', { token: viewer })).body as Page;
    const b = (await server.call('GET', '/api/v1/attitudes/', { token: globex })).body as Page;
    expect(a).toEqual(b);
    const first = a.results[0]!;
    expect(first.model_version).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      audience: expect.any(String),
      sequence: expect.any(Number),
      audience_type: expect.any(Number),
    });
    expect(Array.isArray(first.content_recommendations)).toBe(true);
  });

  it('filters by the audience type of the model version', async () => {
    const token = await server.login(ACCOUNTS.viewer);
    let answered = 0;
    for (const audienceType of [0, 1, 2, 3, 4, 5]) {
      const body = (
        await server.call('GET', '/api/v1/attitudes/', {
          token,
          query: { audience_type: audienceType, page_size: 100 },
        })
      ).body as Page;
      const expected = server.db
        .prepare(
          'SELECT count(*) FROM attitudes a JOIN model_versions m ON m.id = a.model_version_id WHERE m.audience_type = ?',
        )
        .pluck()
        .get(audienceType);
      expect(body.count).toBe(expected);
      expect(body.results.every((r) => r.model_version.audience_type === audienceType)).toBe(true);
      if (body.results.length > 0) answered++;
    }
    // Some audience types have no attitude in the seed (their count, 0, is checked above); the
    // check of every row means something only for the types that have some.
    expect(answered).toBeGreaterThan(1);
  });

  it('searches the whole library, in any case, across keyword, description and explanation', async () => {
    const token = await server.login(ACCOUNTS.viewer);
    const body = (
      await server.call('GET', '/api/v1/attitudes/', {
        token,
        query: { search: ' TRUST ', page_size: 100 },
      })
    ).body as Page;
    const expected = server.db
      .prepare(
        `SELECT count(*) FROM attitudes
          WHERE lower(keyword || ' ' || description || ' ' || explanation) LIKE '%trust%'`,
      )
      .pluck()
      .get() as number;
    expect(expected).toBeGreaterThan(0);
    expect(body.count).toBe(expected);
    for (const attitude of body.results) {
      const text = [attitude.keyword, attitude.description, attitude.explanation].join(' ');
      expect(text.toLowerCase()).toContain('trust');
    }
    const tooLong = await server.call('GET', '/api/v1/attitudes/', {
      token,
      query: { search: 'x'.repeat(101) },
    });
    expect(tooLong.status).toBe(400);
  });

  it.each(['6', '-1', 'customers', '1.0'])('refuses audience_type=%s', async (value) => {
    const token = await server.login(ACCOUNTS.viewer);
    const res = await server.call('GET', '/api/v1/attitudes/', {
      token,
      query: { audience_type: value },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body as object)).toEqual(['audience_type']);
  });

  it('requires a token', async () => {
    expect((await server.call('GET', '/api/v1/attitudes/')).status).toBe(401);
  });
});
