import type { MiddlewareHandler } from 'hono';

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
