import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema.gen';
import { EXTENSIONS } from '../lib/published';
import { issueToken } from '../lib/tokens';
import { seedIds } from '../test/fixtures';
import { ACCOUNTS, send, startServer, type TestServer } from '../test/harness';
import { deref, doc, flatten, type Schema } from './openapi-arbitrary';

type Report = components['schemas']['Report'];

/**
 * PULSE_API_MODE=published: the reference server offers exactly the published interface. What
 * the contract marks `x-extension: true` is derived here from openapi.yaml, held against the lists
 * the server uses (server/lib/published.ts), and then asked for: every extension operation must
 * answer as an unknown URL, every extension parameter must change nothing, and no answer may
 * carry an extension field (the harness checks every answer against the contract with extension
 * fields counted as undocumented).
 */

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const isExtension = (node: Schema): boolean => {
  const s = deref(node);
  return (
    node['x-extension'] === true ||
    s['x-extension'] === true ||
    ((s.allOf as Schema[] | undefined) ?? []).some(isExtension)
  );
};

/** The three lists of server/lib/published.ts, as the contract has them today. */
function fromContract() {
  const paths: string[] = [];
  const operations: string[] = [];
  const parameters: Record<string, string[]> = {};
  const fields: Record<string, string[]> = {};
  const requestFields: string[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    const ops = METHODS.filter((m) => item[m]).map((m) => [m, item[m] as Schema] as const);
    if (ops.every(([, op]) => isExtension(op))) paths.push(path);
    const shared = (item.parameters as Schema[] | undefined) ?? [];
    for (const [method, op] of ops) {
      const key = `${method.toUpperCase()} ${path}`;
      if (isExtension(op)) {
        operations.push(key);
        continue;
      }
      const names = [...shared, ...((op.parameters as Schema[] | undefined) ?? [])]
        .map(deref)
        .filter((p) => p.in === 'query' && isExtension(p))
        .map((p) => p.name as string);
      if (names.length > 0) parameters[key] = names;
      const found: string[] = [];
      for (const [status, response] of Object.entries(op.responses as Record<string, Schema>)) {
        if (!status.startsWith('2')) continue;
        const content = deref(response).content as Record<string, { schema?: Schema }> | undefined;
        const schema = content?.['application/json']?.schema;
        if (schema) extensionPaths(schema, [], new Set(), found);
      }
      if (found.length > 0) fields[key] = [...new Set(found)];
      const body = (deref((op.requestBody as Schema | undefined) ?? {}).content ?? {}) as Record<
        string,
        { schema?: Schema }
      >;
      const bodySchema = body['application/json']?.schema;
      if (bodySchema) {
        const inBody: string[] = [];
        extensionPaths(bodySchema, [], new Set(), inBody);
        requestFields.push(...inBody.map((f) => `${key} ${f}`));
      }
    }
  }
  return { paths, operations, parameters, fields, requestFields };
}

/** Paths (`a.b[].c`) to the extension properties under a schema; not into an extension. */
function extensionPaths(node: Schema, at: string[], seen: Set<string>, out: string[]): void {
  const ref = typeof node.$ref === 'string' ? node.$ref : undefined;
  if (ref && seen.has(ref)) return;
  const next = ref ? new Set([...seen, ref]) : seen;
  const s = flatten(node);
  if (s.type === 'array' && s.items) {
    const last = at.length > 0 ? [...at.slice(0, -1), `${at[at.length - 1]}[]`] : ['[]'];
    extensionPaths(s.items as Schema, last, next, out);
  }
  for (const [key, child] of Object.entries((s.properties ?? {}) as Record<string, Schema>)) {
    if (isExtension(child)) out.push([...at, key].join('.'));
    else extensionPaths(child, [...at, key], next, out);
  }
}

const sortedEntries = (o: Record<string, string[]>) =>
  Object.entries(o)
    .map(([k, v]) => [k, [...v].sort()] as const)
    .sort(([a], [b]) => a.localeCompare(b));

describe('the extensions the published mode leaves out', () => {
  const contract = fromContract();

  it('are those the contract marks, so a new extension cannot be served by mistake', () => {
    const hint = `update EXTENSIONS in server/lib/published.ts to: ${JSON.stringify(
      { ...contract, requestFields: undefined },
      null,
      2,
    )}`;
    expect([...EXTENSIONS.paths].sort(), hint).toEqual([...contract.paths].sort());
    expect([...EXTENSIONS.operations].sort(), hint).toEqual([...contract.operations].sort());
    expect(sortedEntries(EXTENSIONS.parameters), hint).toEqual(sortedEntries(contract.parameters));
    expect(sortedEntries(EXTENSIONS.fields), hint).toEqual(sortedEntries(contract.fields));
  });

  it('include no request field: the published mode would not know what to do with one', () => {
    // A published operation's body with an extension field would need its own handling here.
    expect(contract.requestFields).toEqual([]);
  });
});

let published: TestServer;
let reference: TestServer;
let ids: ReturnType<typeof seedIds>;
const tokens = { published: {} as Record<string, string>, reference: {} as Record<string, string> };
beforeAll(async () => {
  [published, reference] = await Promise.all([
    startServer({ apiMode: 'published' }),
    startServer(),
  ]);
  ids = seedIds(published.db);
  for (const [name, email] of Object.entries(ACCOUNTS)) {
    tokens.published[name] = await published.login(email);
    tokens.reference[name] = await reference.login(email);
  }
});
afterAll(async () => {
  await Promise.all([published.close(), reference.close()]);
});

const concrete = (template: string) =>
  template.replace(
    '{id}',
    template.includes('organizations')
      ? ids.acme
      : template.includes('saved-views')
        ? ids.acmeSharedView
        : template.includes('segments')
          ? ids.trackerSegment
          : ids.viewerReport,
  );

/**
 * What the reference server is sent to show that an extension operation is there: a body it
 * takes, and for an operation on one saved view, a view of its own (one of them deletes it).
 */
async function referenceRequest(method: string, template: string) {
  const savedView = {
    name: 'Published-mode probe',
    state: { report_id: ids.viewerReport },
  };
  if (template.startsWith('/api/v1/saved-views/{id}')) {
    const made = await send(reference.baseUrl, 'POST', '/api/v1/saved-views/', {
      token: tokens.reference.admin,
      body: savedView,
    });
    const path = template.replace('{id}', (made.body as { id: string }).id);
    return { path, body: method === 'PATCH' ? { name: 'Renamed probe' } : undefined };
  }
  if (template === '/api/v1/saved-views/') {
    return { path: template, body: method === 'POST' ? savedView : undefined };
  }
  return { path: concrete(template), body: method === 'GET' ? undefined : { a: {}, b: {} } };
}

describe('PULSE_API_MODE=published', () => {
  it.each(EXTENSIONS.operations)(
    '%s answers 404 "Not found." with a token or without one',
    async (key) => {
      const [method, template] = key.split(' ') as [string, string];
      for (const token of [tokens.published.admin, undefined]) {
        const res = await send(published.baseUrl, method, concrete(template), {
          token,
          body: method === 'GET' ? undefined : {},
        });
        expect(res.status, `${key} ${token ? 'with' : 'without'} a token`).toBe(404);
        expect(res.body).toEqual({ detail: 'Not found.' });
      }
      // The same request reaches the operation on the reference server.
      const { path, body } = await referenceRequest(method, template);
      const there = await send(reference.baseUrl, method, path, {
        // Signing out revokes the token it is given: give it one of its own.
        token:
          template === '/auth/logout/'
            ? issueToken(reference.db, ids.adminUser, reference.clock.now, 60).token
            : tokens.reference.admin,
        body,
      });
      expect(there.status, key).toBeLessThan(300);
    },
  );

  it('answers every method of a path with no published operation as an unknown URL', async () => {
    for (const path of EXTENSIONS.paths) {
      for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS']) {
        const res = await send(published.baseUrl, method, concrete(path), {
          token: tokens.published.admin,
        });
        expect(res.status, `${method} ${path}`).toBe(404);
      }
    }
  });

  it('leaves the extension method out of Allow where the path keeps a published one', async () => {
    const path = concrete('/api/v1/organizations/{id}/');
    const token = tokens.published.admin;
    const options = await send(published.baseUrl, 'OPTIONS', path, { token });
    expect(options.status).toBe(204);
    expect(options.headers.get('Allow')).toBe('PATCH, OPTIONS');
    const put = await send(published.baseUrl, 'PUT', path, { token, body: {} });
    expect(put.status).toBe(405);
    expect(put.headers.get('Allow')).toBe('PATCH, OPTIONS');
    expect((await send(published.baseUrl, 'HEAD', path, { token })).status).toBe(404);
    const there = await send(reference.baseUrl, 'OPTIONS', path, { token: tokens.reference.admin });
    expect(there.headers.get('Allow')).toBe('GET, PATCH, HEAD, OPTIONS');
  });

  // A value for each extension parameter that changes the answer where the extension exists.
  const effective = (name: string): string => {
    const values: Record<string, () => string> = {
      ordering: () => 'email',
      portfolio_id: () => ids.acmePortfolios[0]!,
      organization_id: () => ids.globex,
      search: () => 'no attitude says this',
    };
    const value = values[name];
    if (!value) throw new Error(`Give the extension parameter "${name}" a value in this test`);
    return value();
  };

  it.each(
    Object.entries(EXTENSIONS.parameters).flatMap(([key, names]) => names.map((n) => [key, n])),
  )('%s ignores %s like any unknown parameter', async (key, name) => {
    const [method, template] = key.split(' ') as [string, string];
    const query = { page_size: 5 };
    const withIt = { ...query, [name]: effective(name) };
    const ask = (server: TestServer, token: string, q: Record<string, string | number>) =>
      server.call(method, template, { token, query: q });
    const plain = await ask(published, tokens.published.admin!, query);
    const extended = await ask(published, tokens.published.admin!, withIt);
    expect(plain.status).toBe(200);
    expect(extended.body).toEqual(plain.body);
    // Even a value the extension would refuse is ignored.
    const nonsense = await ask(published, tokens.published.admin!, { ...query, [name]: '%%' });
    expect(nonsense.body).toEqual(plain.body);
    // Where the extension exists, the same value does change the answer.
    const there = await ask(reference, tokens.reference.admin!, withIt);
    const therePlain = await ask(reference, tokens.reference.admin!, query);
    expect(there.body, `${name} has an effect on the reference server`).not.toEqual(
      therePlain.body,
    );
  });

  it('keeps sign-in as documented', async () => {
    const res = await published.call('POST', '/auth/login/', {
      body: { email: ACCOUNTS.viewer, password: 'demo1234' },
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body as object).sort()).toEqual([
      'expires_at',
      'memberships',
      'token',
      'user',
    ]);
  });

  it('answers a filtered report without filterable values or significance, analyses {}', async () => {
    const values = published.db
      .prepare('SELECT value FROM filterable_values WHERE filterable_id = ? ORDER BY code')
      .pluck()
      .all(ids.filterable) as string[];
    const body = { filters: [{ dataset_filterable_id: ids.filterable, value: [values[0]!] }] };
    const there = await reference.call('POST', '/api/v1/reports/{id}/filter/', {
      token: tokens.reference.admin,
      params: { id: ids.viewerReport },
      body,
    });
    const reportThere = there.body as Report;
    expect(reportThere.dataset.configurations.filterables[0]!.values).toBeDefined();
    expect(reportThere.dataset.configurations.result.analyses).toHaveProperty('significance');

    const res = await published.call('POST', '/api/v1/reports/{id}/filter/', {
      token: tokens.published.admin,
      params: { id: ids.viewerReport },
      body,
    });
    const report = res.body as Report;
    expect(report.dataset.configurations.result.analyses).toEqual({});
    for (const f of report.dataset.configurations.filterables)
      expect(f).not.toHaveProperty('values');
    // Everything else is the reference server's answer.
    const strip = (r: Report) => ({
      ...r,
      dataset: {
        ...r.dataset,
        configurations: {
          ...r.dataset.configurations,
          filterables: r.dataset.configurations.filterables.map(({ id, name }) => ({ id, name })),
          result: { ...r.dataset.configurations.result, analyses: {} },
        },
      },
    });
    expect(report).toEqual(strip(reportThere));
  });

  it('walks the journeys of every role with no extension anywhere in an answer', async () => {
    // Each `call` checks the answer against the published interface alone.
    const t = tokens.published;
    const call = published.call;
    for (const who of ['admin', 'analyst', 'viewer', 'globexAdmin'] as const) {
      await call('GET', '/api/v1/portfolios/', { token: t[who] });
      await call('GET', '/api/v1/segments/', { token: t[who], query: { page_size: 2 } });
      await call('GET', '/api/v1/attitudes/', { token: t[who], query: { page: 2 } });
      await call('GET', '/api/v1/organization-invitations/', { token: t[who] });
      for (const id of [ids.viewerReport, ids.hiddenFromViewer, ids.globexReport]) {
        await call('POST', '/api/v1/reports/{id}/filter/', { token: t[who], params: { id } });
        await call('GET', '/api/v1/reports/{id}/text_topics/sentiment_stats/', {
          token: t[who],
          params: { id },
        });
        await call('GET', '/api/v1/reports/{id}/download_dataset/', {
          token: t[who],
          params: { id },
          query: { omit_columns: 'comment' },
        });
      }
      for (const template of EXTENSIONS.operations) {
        const [method, path] = template.split(' ') as [string, string];
        await call(method, path, {
          token: t[who],
          params: { id: path.includes('organizations') ? ids.acme : ids.viewerReport },
        });
      }
    }
    // Writes, and an asynchronous filter followed until it settles.
    await call('PATCH', '/api/v1/organizations/{id}/', {
      token: t.admin,
      params: { id: ids.acme },
      body: { name: 'Acme Research' },
    });
    await call('POST', '/api/v1/segments/', {
      token: t.analyst,
      body: { name: 'Published', portfolio_id: ids.reportPortfolio },
    });
    const status = (
      (
        await call('PUT', '/api/v1/organization-invitations/{id}/', {
          token: t.admin,
          params: { id: ids.acmeInvitation },
          body: { email: 'published@example.com', organization_id: ids.acme },
        })
      ).body as { status: number }
    ).status;
    expect(status).toBe(0);
    const values = published.db
      .prepare('SELECT value FROM filterable_values WHERE filterable_id = ? ORDER BY code')
      .pluck()
      .all(ids.filterable) as string[];
    const body = {
      asynchronous: true,
      filters: [{ dataset_filterable_id: ids.filterable, value: values.slice(0, 2) }],
    };
    for (let i = 0; i < 200; i++) {
      const res = await call('POST', '/api/v1/reports/{id}/filter/', {
        token: t.viewer,
        params: { id: ids.viewerReport },
        body,
      });
      if ((res.body as Report).dataset.configurations.result.state.status !== 'pending') break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await call('POST', '/auth/login/', { body: { email: ACCOUNTS.viewer, password: 'nope' } });
  });
});
