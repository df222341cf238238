import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, startServer, type TestServer } from '../test/harness';

let dist: string;
let server: TestServer;
let unbuilt: TestServer;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'pulse-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Pulse app</title>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
  server = await startServer({
    staticDir: dist,
    config: { apiBaseUrl: 'https://api.example.com', demo: true },
  });
  unbuilt = await startServer({ staticDir: join(dist, 'missing') });
});
afterAll(async () => {
  await server.close();
  await unbuilt.close();
  rmSync(dist, { recursive: true, force: true });
});

const html = { Accept: 'text/html,application/xhtml+xml' };
const get = (path: string, headers: Record<string, string> = {}, s = server) =>
  send(s.baseUrl, 'GET', path, { headers });

describe('static dashboard', () => {
  it('serves index.html at / without caching', async () => {
    const res = await get('/', html);
    expect(res.status).toBe(200);
    expect(res.body).toContain('Pulse app');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const res = await get('/assets/index-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/favicon.svg')).headers.get('cache-control')).toBe('no-cache');
  });

  it('answers client-side routes with the app shell when HTML is accepted', async () => {
    const res = await get('/reports/123?tab=charts', html);
    expect(res.status).toBe(200);
    expect(res.body).toContain('Pulse app');
  });

  it('does not fall back for API paths, missing assets or non-HTML requests', async () => {
    // Everything under /api/v1/ asks for a token first.
    expect((await get('/api/v1/nope/', html)).status).toBe(401);
    for (const [path, headers] of [
      ['/auth/nope/', html],
      ['/assets/missing.js', {}],
      ['/reports/123', { Accept: 'application/json' }],
    ] as const) {
      const res = await get(path, headers);
      expect(res.status, path).toBe(404);
      expect(res.body).toEqual({ detail: 'Not found.' });
    }
  });

  it('never serves files outside dist/', async () => {
    for (const path of ['/%2e%2e/%2e%2e/etc/passwd', '/..%2F..%2Fetc%2Fpasswd', '/%00']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
    }
  });

  it('publishes the runtime config', async () => {
    const res = await get('/config.json');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ apiBaseUrl: 'https://api.example.com', demo: true });
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('explains how to build when dist/ is missing', async () => {
    const res = await get('/', {}, unbuilt);
    expect(res.status).toBe(200);
    expect(res.body).toContain('npm run build');
    const config = await get('/config.json', {}, unbuilt);
    expect(config.body).toEqual({ apiBaseUrl: '', demo: false });
  });
});
