import type { MiddlewareHandler } from 'hono';
import { notFound } from './errors';

/**
 * What the contract marks `x-extension: true` (src/api/openapi.yaml): the operations, query
 * parameters and response fields that only the reference server offers. Kept as data here, since
 * the built server does not read the contract; published-mode.test.ts derives the same three
 * lists from the contract and fails, naming what to change, when they drift apart.
 */
export const EXTENSIONS = {
  /** Paths whose every operation is an extension: the published interface has no such path. */
  paths: [
    '/auth/logout/',
    '/auth/me/',
    '/api/v1/reports/',
    '/api/v1/reports/{id}/compare/',
    '/api/v1/segments/{id}/trend/',
    '/api/v1/saved-views/',
    '/api/v1/saved-views/{id}/',
    '/api/v1/saved-views/{id}/used/',
    '/api/v1/activity/',
  ],
  /** `METHOD /path/template/` of every extension operation. */
  operations: [
    'POST /auth/logout/',
    'GET /auth/me/',
    'GET /api/v1/organizations/{id}/',
    'GET /api/v1/reports/',
    'POST /api/v1/reports/{id}/compare/',
    'POST /api/v1/segments/{id}/trend/',
    'GET /api/v1/saved-views/',
    'POST /api/v1/saved-views/',
    'GET /api/v1/saved-views/{id}/',
    'PATCH /api/v1/saved-views/{id}/',
    'DELETE /api/v1/saved-views/{id}/',
    'POST /api/v1/saved-views/{id}/used/',
    'GET /api/v1/activity/',
  ],
  /** Extension query parameters of the published operations. */
  parameters: {
    'GET /api/v1/attitudes/': ['search'],
    'GET /api/v1/organization-invitations/': ['ordering'],
    'GET /api/v1/segments/': ['portfolio_id', 'organization_id'],
  },
  /**
   * Extension fields in the JSON answers of the published operations, as paths from the body:
   * `.` steps into a property, `[]` into every item of a list.
   */
  fields: {
    'POST /api/v1/reports/{id}/filter/': [
      'dataset.configurations.filterables[].values',
      'dataset.configurations.result.analyses.significance',
      'dataset.configurations.result.state.reason',
      'dataset.configurations.result.state.widen',
    ],
  },
} satisfies {
  paths: string[];
  operations: string[];
  parameters: Record<string, string[]>;
  fields: Record<string, string[]>;
};

interface Route {
  method: string;
  pattern: RegExp;
}

const route = (key: string): Route => {
  const [method = '', template = ''] = key.split(' ');
  const source = template
    .split(/\{\w+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return { method, pattern: new RegExp(`^${source}$`) };
};

const table = <T>(entries: Record<string, T>) =>
  Object.entries(entries).map(([key, value]) => ({ ...route(key), value }));

/**
 * The reference server as a service with only the published interface (`PULSE_API_MODE=published`),
 * so the dashboard's journeys can be run against what a production service offers:
 *
 * - an extension operation answers 404 `{"detail": "Not found."}`, before authentication, as an
 *   unknown URL does; a path with no published operation answers every method so, and where a
 *   path keeps published ones, `Allow` (on 405 and OPTIONS) no longer names the extension's;
 * - an extension query parameter is taken out of the request before the handler reads it, so it
 *   is ignored like any unknown parameter (and not carried into pagination links);
 * - extension fields are taken out of JSON answers (`result.analyses` stays `{}`).
 *
 * Everything else passes through unchanged: in the reference mode this middleware is not
 * installed at all.
 */
export function publishedInterface(): MiddlewareHandler {
  const paths = EXTENSIONS.paths.map((path) => route(`* ${path}`));
  const operations = EXTENSIONS.operations.map(route);
  const parameters = table<readonly string[]>(EXTENSIONS.parameters);
  const fields = table(EXTENSIONS.fields).map((f) => ({
    ...f,
    value: f.value.map((path) => path.split('.')),
  }));
  const match = <T extends Route>(rows: T[], method: string, path: string) =>
    rows.find((r) => (r.method === method || r.method === '*') && r.pattern.test(path));

  return async (c, next) => {
    const path = c.req.path;
    const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
    if (match(paths, method, path) || match(operations, method, path)) throw notFound();

    const dropped = match(parameters, method, path)?.value;
    if (dropped) {
      const url = new URL(c.req.url);
      for (const name of dropped) url.searchParams.delete(name);
      Object.defineProperty(c.req, 'url', { value: url.href, configurable: true });
    }

    await next();

    const allow = c.res.headers.get('Allow');
    if (allow) {
      const gone = operations.filter((op) => op.pattern.test(path)).map((op) => op.method);
      if (gone.includes('GET')) gone.push('HEAD');
      c.res.headers.set(
        'Allow',
        allow
          .split(', ')
          .filter((m) => !gone.includes(m))
          .join(', '),
      );
    }

    const strip = match(fields, method, path)?.value;
    const type = c.res.headers.get('Content-Type') ?? '';
    if (strip && c.res.ok && type.startsWith('application/json')) {
      const body: unknown = await c.res.json();
      for (const steps of strip) removeAt(body, steps);
      const headers = new Headers(c.res.headers);
      headers.delete('Content-Length');
      c.res = new Response(JSON.stringify(body), { status: c.res.status, headers });
    }
  };
}

/** Deletes the property a path of steps leads to, in every item where a step is `name[]`. */
function removeAt(node: unknown, steps: string[]): void {
  if (node === null || typeof node !== 'object' || steps.length === 0) return;
  const [step = '', ...rest] = steps;
  const each = step.endsWith('[]');
  const key = each ? step.slice(0, -2) : step;
  const record = node as Record<string, unknown>;
  if (!Object.hasOwn(record, key)) return;
  if (rest.length === 0 && !each) {
    delete record[key];
    return;
  }
  const child = record[key];
  if (each && Array.isArray(child)) for (const item of child) removeAt(item, rest);
  else if (!each) removeAt(child, rest);
}
