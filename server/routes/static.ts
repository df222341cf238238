import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import type { Context } from 'hono';
import { COMPRESSIBLE, ENCODINGS } from '../lib/compression';
import { acceptedEncodings, encodePage } from '../lib/content-encoding';
import type { App, AppEnv } from '../lib/context';
import { DEEP_LINK_STYLE_TAG_FILE, SIGN_IN_STYLE_TAG_FILE } from '../lib/prebuilt-style-tags';
import {
  preloadsFor,
  ROUTE_PRELOAD_MANIFEST,
  type RoutePreloadManifest,
} from '../lib/route-preload-table';

export interface ClientConfig {
  /** Where the dashboard sends API calls; empty means its own origin. */
  apiBaseUrl: string;
  /** Demo mode: the login page lists the demo accounts. */
  demo: boolean;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const NOT_BUILT = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Pulse</title></head>
<body><h1>Pulse</h1><p>The dashboard is not built yet. Run <code>npm run build</code>,
then restart the server. The API is up under <code>/api/v1/</code>.</p></body></html>`;

/**
 * The built dashboard (Vite's dist/), its runtime config and the history fallback. Registered
 * after the API so it only sees paths the API did not claim.
 */
export function staticRoutes(app: App, o: { staticDir?: string; config: ClientConfig }): void {
  const root = o.staticDir ? resolve(o.staticDir) : undefined;

  app.get('/config.json', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(o.config);
  });

  app.get('*', async (c, next) => {
    const path = c.req.path;
    if (path.startsWith('/api/') || path.startsWith('/auth/')) return next();
    if (!root || !existsSync(join(root, 'index.html'))) {
      return path === '/' || wantsHtml(c) ? c.html(NOT_BUILT) : next();
    }
    const file = await findFile(root, path);
    if (file === join(root, 'index.html')) return sendPage(c, root);
    if (file) {
      const immutable = path.startsWith('/assets/');
      return sendFile(c, file, immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    }
    // Client-side routes (/reports/…, /login) load the app shell; the router takes it from there.
    if (wantsHtml(c)) return sendPage(c, root);
    return next();
  });
}

const wantsHtml = (c: Context<AppEnv>) => (c.req.header('Accept') ?? '').includes('text/html');

/** The file under root for a URL path, or undefined; never a path outside root. */
async function findFile(root: string, urlPath: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const candidate = normalize(join(root, decoded === '/' ? 'index.html' : decoded));
  if (candidate !== root && !candidate.startsWith(root + sep)) return undefined;
  try {
    return (await stat(candidate)).isFile() ? candidate : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A file of the build; when the browser accepts it, the compressed copy the build wrote beside it
 * (scripts/vite/precompress.ts).
 */
async function sendFile(c: Context<AppEnv>, file: string, cacheControl: string) {
  const headers: Record<string, string> = {
    'Content-Type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'Cache-Control': cacheControl,
  };
  if (COMPRESSIBLE.test(file)) {
    headers.Vary = 'Accept-Encoding';
    for (const encoding of acceptedEncodings(c.req.header('Accept-Encoding'))) {
      const suffix = ENCODINGS.find((e) => e.name === encoding)!.suffix;
      const copy = await readFile(file + suffix).catch(() => undefined);
      if (copy) return c.body(copy, 200, { ...headers, 'Content-Encoding': encoding });
    }
  }
  return c.body(await readFile(file), 200, headers);
}

/**
 * The app's page. When the build left its route-preload manifest, the chunks the requested page
 * needs first are linked in the HTML itself, in place of the preload script that would add the
 * same links once fetched and run: the browser asks for them while it reads the page. Those deep
 * links also get the build's prebuilt styles, when it made them (scripts/vite/prebuilt-styles.ts),
 * and the sign-in page its own small set.
 */
async function sendPage(c: Context<AppEnv>, root: string) {
  const html = await readFile(join(root, 'index.html'), 'utf8');
  const manifest = await readManifest(root);
  const search = new URL(c.req.url).search;
  const page = manifest
    ? withHead(html, manifest, await headFor(root, manifest, c.req.path, search))
    : html;
  const headers = {
    'Content-Type': TYPES['.html']!,
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding',
  };
  const [encoding] = acceptedEncodings(c.req.header('Accept-Encoding'));
  if (!encoding) return c.body(page, 200, headers);
  const body = await encodePage(page, encoding);
  return c.body(body, 200, { ...headers, 'Content-Encoding': encoding });
}

/** What the page's `<head>` gets: the sign-in page its styles, a deep link its code and styles. */
async function headFor(
  root: string,
  manifest: RoutePreloadManifest,
  path: string,
  search: string,
): Promise<string> {
  if (path === '/login') return readStyles(root, SIGN_IN_STYLE_TAG_FILE);
  const preloads = preloadsFor(manifest.routes, path, search);
  if (preloads.length === 0) return '';
  const links = preloads
    .map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`)
    .join('');
  return links + (await readStyles(root, DEEP_LINK_STYLE_TAG_FILE));
}

async function readStyles(root: string, file: string): Promise<string> {
  try {
    return await readFile(join(root, file), 'utf8');
  } catch {
    return '';
  }
}

async function readManifest(root: string): Promise<RoutePreloadManifest | undefined> {
  let text: string;
  try {
    text = await readFile(join(root, ROUTE_PRELOAD_MANIFEST), 'utf8');
  } catch {
    return undefined;
  }
  try {
    const manifest = JSON.parse(text) as Partial<RoutePreloadManifest>;
    if (typeof manifest.script !== 'string' || !Array.isArray(manifest.routes)) return undefined;
    return manifest as RoutePreloadManifest;
  } catch {
    // A damaged manifest costs the page its early links, not the page: the script still runs.
    return undefined;
  }
}

/**
 * The page without its preload script, `head` added at the end of `<head>`: after the entry's
 * own links, so the app's code is still asked for first.
 */
function withHead(html: string, manifest: RoutePreloadManifest, head: string): string {
  const script = `<script type="module" src="${manifest.script}"></script>`;
  if (!html.includes(script)) return html;
  return html.replace(script, '').replace('</head>', `${head}</head>`);
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
