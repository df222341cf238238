import type { Handler } from 'hono';
import type { App, AppEnv } from './context';
import { detail } from './errors';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Registers the handlers of one path and answers any other method on it with 405 and `Allow`,
 * as DRF does; Hono alone would answer 404 and hide that the path exists.
 */
export function route(
  app: App,
  path: string,
  handlers: Partial<Record<Method, Handler<AppEnv>>>,
): void {
  const methods = Object.keys(handlers) as Method[];
  for (const method of methods) app.on(method, path, handlers[method]!);
  const allow = [...methods, ...(methods.includes('GET') ? ['HEAD'] : []), 'OPTIONS'].join(', ');
  app.all(path, (c) => {
    if (c.req.method === 'OPTIONS') return c.body(null, 204, { Allow: allow });
    throw detail(405, `Method "${c.req.method}" not allowed.`, { Allow: allow });
  });
}
