import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoutePreloadManifest } from '../lib/route-preload-table';
import { startServer, type TestServer } from '../test/harness';

const SCRIPT = '/assets/route-preload-abc123.js';
const STYLES = '<style data-emotion="css 1a2b">.css-1a2b{display:flex;}</style>';
const SIGN_IN_STYLES = '<style data-emotion="css 3c4d">.css-3c4d{margin:0;}</style>';
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" src="${SCRIPT}"></script>
    <title>Pulse</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/app-1.js">
  </head>
  <body><div id="root"></div></body>
</html>`;
const MANIFEST: RoutePreloadManifest = {
  script: SCRIPT,
  routes: [
    ['^\\/reports\\/[^/]+$', null, ['/assets/ReportPage-1.js', '/assets/shell-1.js']],
    ['^\\/reports\\/[^/]+$', '[?&]tab=sentiment', ['/assets/QuadrantChart-1.js']],
    ['^\\/$', null, ['/assets/HomePage-1.js', '/assets/shell-1.js']],
  ],
};

function staticDir(files: Record<string, string | Buffer>): string {
  const dir = mkdtempSync(join(tmpdir(), 'pulse-static-test-'));
  mkdirSync(join(dir, 'assets'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

const page = async (server: TestServer, path: string) => {
  const res = await fetch(`${server.baseUrl}${path}`, { headers: { Accept: 'text/html' } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/html');
  return res.text();
};

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe('the app page', () => {
  let dir: string;
  let server: TestServer;
  beforeAll(async () => {
    dir = staticDir({
      'index.html': INDEX,
      'route-preload.json': JSON.stringify(MANIFEST),
      [`assets/route-preload-abc123.js`]: '// the script',
      'prebuilt-styles.html': STYLES,
      'sign-in-styles.html': SIGN_IN_STYLES,
    });
    server = await startServer({ staticDir: dir });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('links the chunks a deep link needs first in the HTML, in place of the preload script', async () => {
    const html = await page(server, '/reports/3f2a1b4c?figures=agreed');
    expect(html).not.toContain(SCRIPT);
    expect(preloads(html)).toEqual([
      '/assets/app-1.js',
      '/assets/ReportPage-1.js',
      '/assets/shell-1.js',
      '/assets/QuadrantChart-1.js',
    ]);
    expect(html.indexOf('ReportPage-1.js')).toBeLessThan(html.indexOf('</head>'));
  });

  it('leaves out what the query string rules out, and links nothing for other pages', async () => {
    expect(preloads(await page(server, '/reports/3f2a1b4c?tab=sentiment'))).toEqual([
      '/assets/app-1.js',
      '/assets/ReportPage-1.js',
      '/assets/shell-1.js',
    ]);
    const segments = await page(server, '/segments');
    expect(preloads(segments)).toEqual(['/assets/app-1.js']);
    expect(segments).not.toContain(SCRIPT);
  });

  it('puts the prebuilt styles into the deep links it preloads for, and only there', async () => {
    for (const path of ['/reports/3f2a1b4c', '/reports/3f2a1b4c?tab=sentiment', '/']) {
      const html = await page(server, path);
      expect(html).toContain(`${STYLES}</head>`);
    }
    // The others stay as light as they were built.
    for (const path of ['/segments', '/index.html']) {
      expect(await page(server, path)).not.toContain('data-emotion');
    }
  });

  it('gives the sign-in page its own small set of styles, and no preload script', async () => {
    const html = await page(server, '/login?next=%2Freports');
    expect(html).toContain(`${SIGN_IN_STYLES}</head>`);
    expect(html).not.toContain(STYLES);
    expect(html).not.toContain(SCRIPT);
    expect(preloads(html)).toEqual(['/assets/app-1.js']);
  });

  it('serves the root the same way, and /index.html without the script', async () => {
    expect(preloads(await page(server, '/'))).toEqual([
      '/assets/app-1.js',
      '/assets/HomePage-1.js',
      '/assets/shell-1.js',
    ]);
    // The router does not know /index.html, so neither does the table: no page links, no script.
    const named = await page(server, '/index.html');
    expect(preloads(named)).toEqual(['/assets/app-1.js']);
    expect(named).not.toContain(SCRIPT);
  });
});

describe('the app page without a usable manifest', () => {
  it('is served as built, so its preload script still adds the links', async () => {
    for (const manifest of [undefined, '{ not json']) {
      const dir = staticDir({
        'index.html': INDEX,
        ...(manifest === undefined ? {} : { 'route-preload.json': manifest }),
      });
      const server = await startServer({ staticDir: dir });
      try {
        expect(await page(server, '/reports/3f2a1b4c')).toBe(INDEX);
      } finally {
        await server.close();
        rmSync(dir, { recursive: true, force: true });
      }
    }
  });
});

describe('compression', () => {
  const CODE = `export const rows = [${'"a row of the table", '.repeat(200)}];`;
  let dir: string;
  let server: TestServer;
  beforeAll(async () => {
    dir = staticDir({
      'index.html': INDEX,
      'route-preload.json': JSON.stringify(MANIFEST),
      'prebuilt-styles.html': STYLES,
      'assets/app-1.js': CODE,
      'assets/app-1.js.br': brotliCompressSync(CODE),
      'assets/app-1.js.gz': gzipSync(CODE),
      'assets/small-1.js': 'export {};',
    });
    server = await startServer({ staticDir: dir });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (path: string, acceptEncoding: string, accept = '*/*') =>
    fetch(`${server.baseUrl}${path}`, {
      headers: { Accept: accept, 'Accept-Encoding': acceptEncoding },
    });

  it('sends the copy the build compressed in the best coding the browser accepts', async () => {
    for (const [accepts, sent] of [
      ['gzip, deflate, br', 'br'],
      ['gzip, deflate', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
    ] as const) {
      const res = await get('/assets/app-1.js', accepts);
      expect(res.headers.get('content-encoding'), accepts).toBe(sent);
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(res.headers.get('content-type')).toContain('text/javascript');
      expect(await res.text()).toBe(CODE);
    }
  });

  it('sends the file as built to a browser that accepts no coding, or when no copy exists', async () => {
    const plain = await get('/assets/app-1.js', 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(CODE);
    const small = await get('/assets/small-1.js', 'br');
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.text()).toBe('export {};');
  });

  it('compresses the app page with what its head gets', async () => {
    const res = await get('/reports/3f2a1b4c', 'gzip, br', 'text/html');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(await res.text()).toContain(`${STYLES}</head>`);
    const plain = await get('/reports/3f2a1b4c', 'identity', 'text/html');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toContain(`${STYLES}</head>`);
  });
});
