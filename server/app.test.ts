import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbChecksum, seedIds } from './test/fixtures';
import { ACCOUNTS, send, startServer, type TestServer } from './test/harness';

let server: TestServer;
let admin: string;
const logLines: string[] = [];
beforeAll(async () => {
  server = await startServer({
    log: (line) => logLines.push(line),
    wrapEngine: (engine) =>
      Object.assign(Object.create(engine) as typeof engine, {
        sentimentStats: () => {
          throw new Error('boom: engine failure');
        },
      }),
  });
  admin = await server.login(ACCOUNTS.admin);
});
afterAll(() => server.close());

describe('every response', () => {
  it('carries the security headers, errors and HTML included', async () => {
    const responses = [
      await server.call('GET', '/api/v1/portfolios/', { token: admin }),
      await server.call('GET', '/api/v1/portfolios/'),
      await send(server.baseUrl, 'GET', '/nowhere/', { headers: { Accept: 'application/json' } }),
      await send(server.baseUrl, 'GET', '/'),
    ];
    for (const res of responses) {
      expect(res.headers.get('content-security-policy')).toBe(
        "default-src 'self'; object-src 'none'; frame-ancestors 'none'; base-uri 'self'; " +
          "form-action 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'",
      );
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
    expect(responses[0]!.headers.get('cache-control')).toBe('no-store');
  });
});

describe('errors', () => {
  it('answers an unknown API path with a JSON 404', async () => {
    const res = await send(server.baseUrl, 'GET', '/api/v1/nothing-here/', { token: admin });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'Not found.' });
  });

  it('answers a wrong method on a known path with 405 and Allow', async () => {
    const res = await server.call('DELETE', '/api/v1/portfolios/', { token: admin });
    expect(res.status).toBe(405);
    expect(res.body).toEqual({ detail: 'Method "DELETE" not allowed.' });
    expect(res.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    const login = await server.call('GET', '/auth/login/');
    expect(login.status).toBe(405);
  });

  it('turns an unexpected failure into a logged 500 without details', async () => {
    const ids = seedIds(server.db);
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const res = await send(
        server.baseUrl,
        'GET',
        '/api/v1/reports/{id}/text_topics/sentiment_stats/',
        {
          token: admin,
          params: { id: ids.viewerReport },
        },
      );
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ detail: 'Internal server error.' });
    } finally {
      console.error = original;
    }
    expect(JSON.stringify(errors)).toContain('boom: engine failure');
  });
});

describe('request bodies', () => {
  const twoMiB = JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) });

  it('refuses a declared body over 1 MiB with 413 and writes nothing', async () => {
    const ids = seedIds(server.db);
    const before = dbChecksum(server.db);
    const res = await server.call('PATCH', '/api/v1/organizations/{id}/', {
      token: admin,
      params: { id: ids.acme },
      body: twoMiB,
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ detail: expect.stringContaining('1 MiB') });
    expect(dbChecksum(server.db)).toBe(before);
  });

  it('refuses a chunked body once it streams past 1 MiB', async () => {
    const ids = seedIds(server.db);
    const url = new URL(`/api/v1/organizations/${ids.acme}/`, server.baseUrl);
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        url,
        {
          method: 'PATCH',
          headers: {
            Authorization: `Bearer ${admin}`,
            'Content-Type': 'application/json',
            'Transfer-Encoding': 'chunked',
          },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      for (let i = 0; i < 32; i++) req.write('x'.repeat(64 * 1024));
      req.end();
    });
    expect(status).toBe(413);
  });

  it('accepts a body just under the limit', async () => {
    const ids = seedIds(server.db);
    const res = await server.call('PATCH', '/api/v1/organizations/{id}/', {
      token: admin,
      params: { id: ids.acme },
      body: JSON.stringify({ needs: ['x'], padding: ' '.repeat(1024 * 1024 - 40) }),
    });
    expect(res.status).toBe(200);
  });

  it('answers 415 to a body that is not JSON, naming the media type', async () => {
    const ids = seedIds(server.db);
    const res = await server.call('PATCH', '/api/v1/organizations/{id}/', {
      token: admin,
      params: { id: ids.acme },
      body: 'name=x',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ detail: 'Unsupported media type "text/plain" in request.' });
  });

  it('answers malformed JSON and invalid UTF-8 with a parse error', async () => {
    const ids = seedIds(server.db);
    for (const body of ['{"name": "x",}', new Uint8Array([0x22, 0xff, 0x22])]) {
      const res = await server.call('PATCH', '/api/v1/organizations/{id}/', {
        token: admin,
        params: { id: ids.acme },
        body,
      });
      expect(res.status).toBe(400);
      expect((res.body as { detail: string }).detail).toMatch(/^JSON parse error - /);
    }
  });

  it('answers a JSON body that is not an object with a non-field error', async () => {
    const ids = seedIds(server.db);
    const res = await server.call('PATCH', '/api/v1/organizations/{id}/', {
      token: admin,
      params: { id: ids.acme },
      body: [1, 2],
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      non_field_errors: ['Invalid data. Expected a dictionary, but got list.'],
    });
  });
});

describe('request log', () => {
  it('writes one JSON line per request, without query string or token', async () => {
    logLines.length = 0;
    await server.call('GET', '/api/v1/attitudes/', {
      token: admin,
      query: { audience_type: 1, secret: 'hunter2' },
    });
    expect(logLines).toHaveLength(1);
    const entry = JSON.parse(logLines[0]!) as Record<string, unknown>;
    expect(entry).toMatchObject({ method: 'GET', path: '/api/v1/attitudes/', status: 200 });
    expect(typeof entry.ms).toBe('number');
    expect(logLines[0]).not.toContain('hunter2');
    expect(logLines[0]).not.toContain(admin);
  });
});
