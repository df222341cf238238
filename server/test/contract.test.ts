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

  it('takes 414 and 431 from any operation, with a detail', () => {
    expect(check(414, { detail: 'Request URI too long.' })).not.toThrow();
    expect(check(431, { detail: 'Too large.' })).not.toThrow();
    expect(check(414, { message: 'x' })).toThrow();
  });
});

describe('expectMatchesContract, published interface only', () => {
  const published = { published: true };
  const org = { id: portfolio.id, name: 'Acme' };

  it('wants an extension operation to answer as an unknown URL', () => {
    const me = (status: number, body: unknown) => () =>
      expectMatchesContract(
        'GET',
        '/api/v1/organizations/{id}/',
        { status, headers: json, body },
        published,
      );
    expect(me(404, { detail: 'Not found.' })).not.toThrow();
    const profile = {
      ...org,
      website: '',
      primary_contact_phone: '',
      needs: [],
      organization_type: null,
    };
    expect(me(200, profile)).toThrow(/extension operation/);
    expect(() =>
      expectMatchesContract('GET', '/api/v1/organizations/{id}/', {
        status: 200,
        headers: json,
        body: profile,
      }),
    ).not.toThrow();
  });

  it('counts an extension field as undocumented, in an open object too', () => {
    const report = (configuration: Record<string, unknown>) => () =>
      expectMatchesContract(
        'POST',
        '/api/v1/reports/{id}/filter/',
        { status: 200, headers: json, body: reportWith(configuration) },
        published,
      );
    expect(report({})).not.toThrow();
    expect(
      report({ filterables: [{ id: portfolio.id, name: 'Region', values: ['North'] }] }),
    ).toThrow(/values \(extension\)/);
    const untested = {
      filtered: null,
      complement: null,
      delta: null,
      filtered_n: 0,
      complement_n: 0,
      ci: null,
      p: null,
      significant: null,
    };
    const significance = {
      baseline: 'complement',
      confidence: 0.95,
      correction: 'benjamini-hochberg',
      filtered_size: 0,
      complement_size: 0,
      main_score: untested,
      attitudes: [],
    };
    const withSignificance = reportWith({ analyses: { significance } });
    expect(() =>
      expectMatchesContract('POST', '/api/v1/reports/{id}/filter/', {
        status: 200,
        headers: json,
        body: withSignificance,
      }),
    ).not.toThrow();
    expect(report({ analyses: { significance } })).toThrow(/significance \(extension\)/);
    expect(report({ analyses: { other: 1 } })).not.toThrow();
  });
});

/** A minimal valid filter answer, its configuration and result changed by `parts`. */
function reportWith(parts: Record<string, unknown>) {
  const { filterables = [], analyses = {} } = parts;
  const result = {
    state: {
      status: 'ready',
      status_message: '',
      observations_data_pending: '',
      text_analysis_data_pending: '',
    },
    main_score: 50,
    potential_main_score: 60,
    value_boxes: [],
    rank: {
      id: 1,
      name: 'x',
      description: '',
      minimum_differential: -1,
      audience_type: 1,
      model_version: 1,
    },
    opportunity_driver_categories: {},
    fba: {},
    ppp: {},
    analyses,
    benchmark: {},
    misc: {},
    attitudes: [],
    population_size: 10,
  };
  return {
    id: portfolio.id,
    name: 'Report',
    model_version: { id: 1, name: 'v1', audience: 'Customers', sequence: 1, audience_type: 1 },
    comments: '',
    dataset: {
      id: portfolio.id,
      configurations: {
        id: portfolio.id,
        comments: '',
        content_pages: [],
        filters: [],
        result,
        filterables,
        name: 'All respondents',
        is_primary: true,
        copied_from: null,
        industry_configuration: null,
      },
    },
    tags: 'competitive',
    issued_at: '2026-01-01T00:00:00.000Z',
    meta: null,
  };
}
