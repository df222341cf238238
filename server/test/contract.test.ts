import { describe, expect, it } from 'vitest';
import { expectMatchesContract } from './contract';

// The validator guards every other server test; these prove it can fail.
const json = new Headers({ 'content-type': 'application/json' });
const portfolio = { id: '6f1c1a52-3d0f-4c8e-9d7e-0a4b7b1c2d3e', name: 'Retail' };
const page = (results: unknown[]) => ({
  count: results.length,
  next: null,
  previous: null,
  results,
});
const check =
  (status: number, body: unknown, headers = json) =>
  () =>
    expectMatchesContract('GET', '/api/v1/portfolios/', { status, headers, body });

describe('expectMatchesContract', () => {
  it('accepts a documented status with a valid body', () => {
    expect(check(200, page([portfolio]))).not.toThrow();
    expect(check(404, { detail: 'Invalid page.' })).not.toThrow();
  });

  it('rejects an undocumented status', () => {
    expect(check(403, { detail: 'nope' })).toThrow(/status not documented/);
  });

  it('rejects a body that breaks the schema', () => {
    expect(check(200, page([{ ...portfolio, id: 'not-a-uuid' }]))).toThrow(/body/);
    expect(check(200, { ...page([portfolio]), next: 'relative/path' })).toThrow();
    expect(check(200, { results: [] })).toThrow(/body/);
  });

  it('rejects keys the document does not declare, nested ones included', () => {
    expect(check(200, page([{ ...portfolio, organization_id: 'x' }]))).toThrow(/undocumented keys/);
  });

  it('rejects a write-only field in a response', () => {
    const invitation = { organization_id: portfolio.id };
    expect(() =>
      expectMatchesContract('GET', '/api/v1/organization-invitations/', {
        status: 200,
        headers: json,
        body: page([invitation]),
      }),
    ).toThrow();
  });

  it('accepts null only where the document says nullable', () => {
    const org = (name: unknown) => () =>
      expectMatchesContract('PATCH', '/api/v1/organizations/{id}/', {
        status: 200,
        headers: json,
        body: { id: portfolio.id, name },
      });
    expect(org(null)).not.toThrow();
    expect(check(200, page([{ ...portfolio, name: null }]))).toThrow();
  });

  it('rejects an undocumented content type and a body where none is documented', () => {
    expect(check(200, 'x', new Headers({ 'content-type': 'text/html' }))).toThrow(/content-type/);
    expect(() =>
      expectMatchesContract('DELETE', '/api/v1/organization-invitations/{id}/', {
        status: 204,
        headers: json,
        body: { detail: 'gone' },
      }),
    ).toThrow();
  });
});
