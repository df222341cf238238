import type { MiddlewareHandler } from 'hono';
import { detail } from './errors';

// MUI/emotion injects <style> tags and recharts exports charts as data: images, hence those two.
const CSP = [
  "default-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
].join('; ');

/**
 * The security headers (docs/decisions.md) on every response, errors and static files included.
 * They are set before the handler runs, so Hono writes them into the response it builds (every
 * handler, notFound and onError answer through the context); setting them afterwards would
 * rebuild the finished Response once per header, which cost more than many handlers.
 */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  c.header('Content-Security-Policy', CSP);
  c.header('X-Frame-Options', 'DENY');
  c.header('Referrer-Policy', 'no-referrer');
  c.header('X-Content-Type-Options', 'nosniff');
  // API answers carry tokens and tenant data: never cache them anywhere.
  const path = c.req.path;
  if (path.startsWith('/api/') || path.startsWith('/auth/')) c.header('Cache-Control', 'no-store');
  await next();
};

export const loggingEnabled = (env: NodeJS.ProcessEnv = process.env) =>
  env.NODE_ENV !== 'test' && env.PULSE_LOG !== '0';

/**
 * One JSON line per request. Only the path is logged, never the query string (it may carry
 * filters a user typed) nor any header, so no token can end up in a log.
 */
export function requestLog(write: (line: string) => void): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    write(
      JSON.stringify({
        time: new Date().toISOString(),
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      }),
    );
  };
}

/**
 * The longest request target (path and query) served, in bytes. The contract's longest parameter
 * value fits in it however it encodes: 10,000 characters of `omit_columns`, each up to 12 bytes
 * percent-encoded, is 120,000 bytes. Node's own limit on the whole head (`MAX_HEAD_BYTES`,
 * server/lib/http-server.ts) is higher, so this one answers first, with a JSON body.
 */
export const MAX_REQUEST_TARGET_BYTES = 128 * 1024;

/**
 * Fixes the URL the handlers see (`c.req.url`) to the configured public URL followed by the
 * request's path and query. Nothing a client sends as `Host`, or as the host of an absolute-form
 * request target, reaches an answer: pagination links are built from this URL. A request target
 * over `MAX_REQUEST_TARGET_BYTES` is refused first, with 414.
 */
export function requestTarget(publicUrl: string): MiddlewareHandler {
  const base = publicUrl.replace(/\/+$/, '');
  return async (c, next) => {
    const url = c.req.raw.url;
    const start = url.indexOf('/', url.indexOf('//') + 2);
    // Node hands the target over as received: percent-encoded ASCII, one character per byte.
    const target = start < 0 ? '/' : url.slice(start);
    if (target.length > MAX_REQUEST_TARGET_BYTES) {
      throw detail(
        414,
        `Request URI too long: the limit is ${MAX_REQUEST_TARGET_BYTES} bytes of path and query.`,
      );
    }
    // HonoRequest reads `url` from the raw request through a getter; an own property shadows it
    // for this request only (`c.req.query()` and every `new URL(c.req.url)` included).
    Object.defineProperty(c.req, 'url', { value: base + target, configurable: true });
    await next();
  };
}
