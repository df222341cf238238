import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema.gen';
import { MAX_HEAD_BYTES } from '../lib/http-server';
import { MAX_REQUEST_TARGET_BYTES } from '../lib/middleware';
import { contractAllows, expectMatchesContract } from '../test/contract';
import { dbChecksum, seedIds } from '../test/fixtures';
import { ACCOUNTS, send, startServer, type TestServer } from '../test/harness';
import { doc, flatten, type Schema } from './openapi-arbitrary';

/**
 * Where the reference server and the contract used to disagree (issue "Every journey on the
 * interface as published"): each case holds both sides to one answer.
 */

type Page = components['schemas']['PaginatedAttitudeList'];

let server: TestServer;
let ids: ReturnType<typeof seedIds>;
let admin: string;
let analyst: string;
beforeAll(async () => {
  server = await startServer({ publicUrl: 'https://pulse.example.com' });
  ids = seedIds(server.db);
  admin = await server.login(ACCOUNTS.admin);
  analyst = await server.login(ACCOUNTS.analyst);
});
afterAll(() => server.close());

/** A request over a raw socket, so the Host header and request target are exactly as given. */
function raw(
  o: { path: string; method?: string; headers?: Record<string, string> },
  base = server.baseUrl,
): Promise<{ status: number; headers: Headers; text: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: hostname, port, method: o.method ?? 'GET', path: o.path, headers: o.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const headers = new Headers();
          for (const [k, v] of Object.entries(res.headers)) {
            if (typeof v === 'string') headers.set(k, v);
          }
          resolve({
            status: res.statusCode ?? 0,
            headers,
            text: Buffer.concat(chunks).toString('utf8'),
          });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('pagination links', () => {
  it('are built from the configured public URL, never from the Host header', async () => {
    const res = await raw({
      path: '/api/v1/attitudes/?page=2&page_size=5',
      headers: { Host: 'evil.example', Authorization: `Bearer ${analyst}` },
    });
    expect(res.status).toBe(200);
    const body = JSON.parse(res.text) as Page;
    expect(body.next).toBe('https://pulse.example.com/api/v1/attitudes/?page=3&page_size=5');
    expect(body.previous).toBe('https://pulse.example.com/api/v1/attitudes/?page_size=5');
  });

  it('ignore the host of an absolute-form request target too', async () => {
    const res = await raw({
      path: 'http://evil.example/api/v1/attitudes/',
      headers: { Host: 'evil.example', Authorization: `Bearer ${analyst}` },
    });
    expect(res.status).toBe(200);
    expect((JSON.parse(res.text) as Page).next).toBe(
      'https://pulse.example.com/api/v1/attitudes/?page=2',
    );
  });

  it('default to http://localhost when no public URL is configured', async () => {
    const plain = await startServer();
    try {
      const token = await plain.login(ACCOUNTS.viewer);
      const res = await raw(
        {
          path: '/api/v1/attitudes/',
          headers: { Host: 'evil.example', Authorization: `Bearer ${token}` },
        },
        plain.baseUrl,
      );
      expect((JSON.parse(res.text) as Page).next).toBe('http://localhost/api/v1/attitudes/?page=2');
    } finally {
      await plain.close();
    }
  });
});

const CONTROL = ['\u0000', '\u0001', '\u0008', '\u000B', '\u001B', '\u001F', '\u007F'];
const LINE_BREAKS = ['\t', '\n', '\r'];
const REFUSED = ['Control characters are not allowed.'];

describe('control characters', () => {
  const patch = (body: Record<string, unknown>) =>
    server.call('PATCH', '/api/v1/organizations/{id}/', {
      token: admin,
      params: { id: ids.acme },
      body,
    });
  const segment = (body: Record<string, unknown>) =>
    server.call('POST', '/api/v1/segments/', {
      token: analyst,
      body: { portfolio_id: ids.reportPortfolio, name: 'Segment', ...body },
    });
  const invite = (body: Record<string, unknown>) =>
    server.call('PUT', '/api/v1/organization-invitations/{id}/', {
      token: admin,
      params: { id: randomUUID() },
      body: { email: `${randomUUID()}@example.com`, organization_id: ids.acme, ...body },
    });

  it.each([...CONTROL, ...LINE_BREAKS])(
    'are refused in single-line fields, stored nowhere (U+%s)',
    async (ch) => {
      const before = dbChecksum(server.db);
      const bad = `Acme${ch}x`;
      expect((await patch({ name: bad })).body).toEqual({ name: REFUSED });
      expect((await patch({ primary_contact_phone: bad })).body).toEqual({
        primary_contact_phone: REFUSED,
      });
      expect((await patch({ needs: ['fine', bad] })).body).toEqual({ needs: { 1: REFUSED } });
      expect((await patch({ website: `https://example.com/${ch}` })).status).toBe(400);
      expect((await segment({ name: bad })).body).toEqual({ name: REFUSED });
      expect((await invite({ first_name: bad, last_name: bad })).body).toEqual({
        first_name: REFUSED,
        last_name: REFUSED,
      });
      expect(dbChecksum(server.db)).toBe(before);
    },
  );

  it.each(CONTROL)(
    'are refused in a description, which may hold tabs and line breaks',
    async (ch) => {
      expect((await segment({ description: `a${ch}b` })).body).toEqual({ description: REFUSED });
    },
  );

  it('keeps tabs and line breaks in a description', async () => {
    const description = 'First line\r\nSecond\tline\n';
    const res = await segment({ description });
    expect(res.status).toBe(201);
    expect((res.body as { description: string }).description).toBe(description);
  });

  it.each(['demo1234\u0000', 'demo1234\u0000\u0000\u0000', '\u0000demo1234', 'demo1234\n'])(
    'refuses a password holding control characters (%j) instead of signing in',
    async (password) => {
      const res = await server.call('POST', '/auth/login/', {
        body: { email: ACCOUNTS.viewer, password },
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ password: REFUSED });
    },
  );

  it('documents the rule in the contract: what it forbids, the server refuses', () => {
    const single = [
      '#/components/schemas/PatchedOrganizationRequest/properties/name',
      '#/components/schemas/PatchedOrganizationRequest/properties/primary_contact_phone',
      '#/components/schemas/SegmentRequest/properties/name',
      '#/components/schemas/OrganizationInvitationRequest/properties/first_name',
      '#/components/schemas/OrganizationInvitationRequest/properties/last_name',
      '#/components/schemas/LoginRequest/properties/password',
    ];
    for (const ref of single) {
      expect(contractAllows(ref, 'Plain text'), ref).toBe(true);
      for (const ch of [...CONTROL, ...LINE_BREAKS]) {
        expect(contractAllows(ref, `Plain${ch}text`), `${ref} ${JSON.stringify(ch)}`).toBe(false);
      }
    }
    const description = '#/components/schemas/SegmentRequest/properties/description';
    expect(contractAllows(description, 'a\tb\r\nc')).toBe(true);
    for (const ch of CONTROL) expect(contractAllows(description, `a${ch}b`)).toBe(false);
  });
});

describe('what the contract allows is accepted; what the server refuses, the contract forbids', () => {
  it('an organization name: blank is refused on both sides', async () => {
    const name = '#/components/schemas/PatchedOrganizationRequest/properties/name';
    for (const blank of ['', ' ', '\u00A0\u3000']) {
      expect(contractAllows(name, blank), JSON.stringify(blank)).toBe(false);
      const res = await server.call('PATCH', '/api/v1/organizations/{id}/', {
        token: admin,
        params: { id: ids.acme },
        body: { name: blank },
      });
      expect(res.body).toEqual({ name: ['This field may not be blank.'] });
    }
    expect(contractAllows(name, null)).toBe(true);
  });

  it('an e-mail address: the contract’s pattern accepts exactly what the server does', async () => {
    const cases: [string, boolean][] = [
      ['0@com', false],
      ['a@b', false],
      ['.a@example.com', false],
      ['a.@example.com', false],
      ['a..b@example.com', false],
      ['a@-b.example.com', false],
      ['a@b.c', false],
      ['a b@example.com', false],
      ['a@example.com\u0000', false],
      ['a@example.com', true],
      ['A.B+tag@Sub.Example.co', true],
      ["o'brien_{x}|~@example.com", true],
      ['0@0.com', true],
    ];
    const schemas = [
      '#/components/schemas/LoginRequest/properties/email',
      '#/components/schemas/OrganizationInvitationRequest/properties/email',
    ];
    for (const [email, ok] of cases) {
      for (const ref of schemas) {
        expect(contractAllows(ref, email, { formats: false }), `${ref} ${email}`).toBe(ok);
      }
      const res = await server.call('PUT', '/api/v1/organization-invitations/{id}/', {
        token: admin,
        params: { id: randomUUID() },
        body: { email, organization_id: ids.acme },
      });
      expect(res.status, `${email}: ${JSON.stringify(res.body)}`).toBe(ok ? 201 : 400);
    }
  });

  it('a website: empty clears it, and the contract’s pattern accepts what the server does', async () => {
    const ref = '#/components/schemas/PatchedOrganizationRequest/properties/website';
    const cases: [string, boolean][] = [
      ['', true],
      ['https://example.com', true],
      ['HTTP://Example.com:8080/a/b?c=d#e', true],
      ['ftp://example.com', false],
      ['http://', false],
      ['javascript:alert(1)', false],
      ['https://example.com/a b', false],
      ['https://exa\tmple.com', false],
    ];
    for (const [website, ok] of cases) {
      expect(contractAllows(ref, website), JSON.stringify(website)).toBe(ok);
      const res = await server.call('PATCH', '/api/v1/organizations/{id}/', {
        token: admin,
        params: { id: ids.acme },
        body: { website },
      });
      expect(res.status, `${JSON.stringify(website)}: ${JSON.stringify(res.body)}`).toBe(
        ok ? 200 : 400,
      );
    }
  });

  it('a password may be blank-looking, as DRF’s sign-in does not trim it', async () => {
    expect(contractAllows('#/components/schemas/LoginRequest/properties/password', '   ')).toBe(
      true,
    );
    const res = await server.call('POST', '/auth/login/', {
      body: { email: ACCOUNTS.viewer, password: '   ' },
    });
    expect(res.body).toEqual({ non_field_errors: ['Unable to log in with provided credentials.'] });
  });

  it('query text limits count characters, not UTF-16 units', async () => {
    const res = await server.call('GET', '/api/v1/reports/{id}/text_topics/sentiment_stats/', {
      token: analyst,
      params: { id: ids.viewerReport },
      query: { attitudes: ['😀'.repeat(255)] },
    });
    expect(res.status).toBe(200);
  });

  it('an unknown omit_columns name: the 400 and its body are documented', async () => {
    const res = await server.call('GET', '/api/v1/reports/{id}/download_dataset/', {
      token: analyst,
      params: { id: ids.viewerReport },
      query: { omit_columns: 'respondent_id,nope' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ omit_columns: ['Unknown column(s): "nope".'] });
    const parameter = downloadParameter('omit_columns');
    expect(parameter.description).toMatch(/Unknown column\(s\)/);
  });

  it('omitting every column answers 400 on omit_columns, not a file of empty lines', async () => {
    const header = await send(server.baseUrl, 'GET', '/api/v1/reports/{id}/download_dataset/', {
      token: analyst,
      params: { id: ids.viewerReport },
    });
    const columns = (header.body as string).split(/\r\n/)[0]!.split(',');
    const res = await server.call('GET', '/api/v1/reports/{id}/download_dataset/', {
      token: analyst,
      params: { id: ids.viewerReport },
      query: { omit_columns: columns.join(',') },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ omit_columns: ['At least one column must be kept.'] });
    expect(downloadParameter('omit_columns').description).toMatch(/every column/);
  });

  it('says in the contract why copied_from and industry_configuration are often null', () => {
    const configuration = flatten({ $ref: '#/components/schemas/Configuration' });
    const properties = configuration.properties as Record<string, Schema>;
    expect(properties.copied_from!.description).toMatch(/null/);
    expect(properties.industry_configuration!.description).toMatch(/null/);
  });
});

function downloadParameter(name: string): Schema {
  const op = doc.paths['/api/v1/reports/{id}/download_dataset/']!.get as Schema;
  const parameter = (op.parameters as Schema[]).find((p) => p.name === name);
  if (!parameter) throw new Error(`No parameter ${name}`);
  return parameter;
}

describe('long request targets and heads', () => {
  const download = '/api/v1/reports/{id}/download_dataset/';

  it('reads an omit_columns of 10,000 characters, the contract’s maximum, however it encodes', async () => {
    const res = await server.call('GET', download, {
      token: analyst,
      params: { id: ids.viewerReport },
      query: { omit_columns: '😀'.repeat(10_000) },
    });
    // 120 KB of percent-encoding, read by the handler: the name is simply unknown.
    expect(res.status).toBe(400);
    expect(Object.keys(res.body as object)).toEqual(['omit_columns']);
  });

  it('answers a request target over the limit with a documented JSON 414', async () => {
    const path = `/api/v1/attitudes/?pad=`;
    const target = path + 'a'.repeat(MAX_REQUEST_TARGET_BYTES - path.length);
    const atLimit = await raw({ path: target, headers: { Authorization: `Bearer ${analyst}` } });
    expect(atLimit.status).toBe(200);
    const over = await raw({ path: `${target}a`, headers: { Authorization: `Bearer ${analyst}` } });
    expect(over.status).toBe(414);
    const seen = { status: over.status, headers: over.headers, body: JSON.parse(over.text) };
    expectMatchesContract('GET', '/api/v1/attitudes/', seen);
    expect(seen.body).toEqual({
      detail: `Request URI too long: the limit is ${MAX_REQUEST_TARGET_BYTES} bytes of path and query.`,
    });
    const documented = doc.components.responses!.UriTooLong!.description as string;
    expect(documented).toContain(`${MAX_REQUEST_TARGET_BYTES.toLocaleString('en')} bytes`);
  });

  it('answers a head over the limit with a documented JSON 431, not a bare one', async () => {
    const res = await raw({
      path: '/api/v1/attitudes/',
      headers: { Authorization: `Bearer ${analyst}`, 'X-Pad': 'a'.repeat(MAX_HEAD_BYTES) },
    });
    expect(res.status).toBe(431);
    const seen = { status: res.status, headers: res.headers, body: JSON.parse(res.text) };
    expectMatchesContract('GET', '/api/v1/attitudes/', seen);
    const documented = doc.components.responses!.RequestHeaderFieldsTooLarge!.description as string;
    expect(documented).toContain(`${MAX_HEAD_BYTES.toLocaleString('en')} bytes`);
  });
});
