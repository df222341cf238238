import { createElement, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { components } from '../api/schema.gen';
import { json, stubFetch } from '../test/fetch-stub';
import { segmentQueries, useCreateSegment, type Segment } from './segments';
import { nonEmpty } from '../test/non-empty';

type Portfolio = components['schemas']['Portfolio'];

afterEach(() => vi.unstubAllGlobals());

const ORG_A = '00000000-0000-4000-8000-00000000000a';
const ORG_B = '00000000-0000-4000-8000-00000000000b';
const P1 = { id: '10000000-0000-4000-8000-000000000001', name: 'Retail banking' };
const P2 = { id: '10000000-0000-4000-8000-000000000002', name: 'Insurance' };
const P3 = { id: '10000000-0000-4000-8000-000000000003', name: 'Other org' };
const NIL = '00000000-0000-0000-0000-000000000000';

const PORTFOLIOS: Record<string, (typeof P1)[]> = { [ORG_A]: [P1, P2], [ORG_B]: [P3] };
const organizationOf = (portfolioId: string) =>
  Object.keys(PORTFOLIOS).find((org) => PORTFOLIOS[org]!.some((p) => p.id === portfolioId));

let serial = 0;
function segment(name: string, portfolio: typeof P1): Segment {
  serial += 1;
  return {
    id: `40000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    name,
    portfolio,
    description: '',
    configurations: [],
  };
}

function portfolio(p: typeof P1): Portfolio {
  return { ...p } as unknown as Portfolio;
}

/** DRF paging: 404 past the last page, absolute links to the others. */
function paged<T>(url: URL, items: T[]) {
  const pageSize = Math.min(Number(url.searchParams.get('page_size') ?? 20), 100);
  const page = Number(url.searchParams.get('page') ?? 1);
  const last = Math.max(1, Math.ceil(items.length / pageSize));
  if (page > last) return json({ detail: 'Invalid page.' }, 404);
  const link = (n: number) => {
    const next = new URL(url.href);
    next.searchParams.set('page', String(n));
    return next.href;
  };
  return json({
    count: items.length,
    next: page < last ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
    results: items.slice((page - 1) * pageSize, page * pageSize),
  });
}

/**
 * A fake of the service: `honours` false is the published service, which drops `portfolio_id`
 * and `organization_id` and lists every segment the user can read.
 */
function stubService({ honours, segments }: { honours: boolean; segments: Segment[] }) {
  const stub = stubFetch(async (request) => {
    const url = new URL(request.url);
    const query = url.searchParams;
    if (url.pathname === '/api/v1/portfolios/') {
      return paged(url, (PORTFOLIOS[query.get('organization_id') ?? ''] ?? []).map(portfolio));
    }
    if (url.pathname === '/api/v1/segments/' && request.method === 'POST') {
      const body = (await request.json()) as { name: string; portfolio_id: string };
      const created = segment(
        body.name,
        [P1, P2, P3].find((p) => p.id === body.portfolio_id)!,
      );
      segments.unshift(created);
      return json(created, 201);
    }
    if (url.pathname === '/api/v1/segments/') {
      const organizationId = honours ? query.get('organization_id') : null;
      const portfolioId = honours ? query.get('portfolio_id') : null;
      return paged(
        url,
        segments.filter(
          (s) =>
            (!organizationId || organizationOf(s.portfolio.id) === organizationId) &&
            (!portfolioId || s.portfolio.id === portfolioId),
        ),
      );
    }
    return json({ detail: 'Not found.' }, 404);
  });
  const segmentGets = () =>
    stub.requests
      .filter((r) => r.method === 'GET' && new URL(r.url).pathname === '/api/v1/segments/')
      .map((r) => new URL(r.url).searchParams);
  return { ...stub, segmentGets };
}

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/** Three of P1's, one of P2's (both organization A's), two of organization B's P3. */
function mixedSegments() {
  return [
    segment('A1', P1),
    segment('B1', P3),
    segment('A2', P1),
    segment('A3', P2),
    segment('B2', P3),
    segment('A4', P1),
  ];
}

const names = (items: { name: string }[]) => items.map((item) => item.name);

describe('segmentQueries.filtering', () => {
  it('finds that a service honours both parameters, asking for a portfolio and an organization that do not exist', async () => {
    const { segmentGets } = stubService({ honours: true, segments: mixedSegments() });
    expect(await newClient().fetchQuery(segmentQueries.filtering())).toEqual({
      portfolio: true,
      organization: true,
    });
    const probes = segmentGets();
    expect(probes.map((q) => q.get('organization_id'))).toContain(NIL);
    expect(probes.map((q) => q.get('portfolio_id'))).toContain(NIL);
    expect(nonEmpty(probes).every((q) => q.get('page_size') === '1')).toBe(true);
  });

  it('finds that a published service ignores them', async () => {
    const { segmentGets } = stubService({ honours: false, segments: mixedSegments() });
    expect(await newClient().fetchQuery(segmentQueries.filtering())).toEqual({
      portfolio: false,
      organization: false,
    });
    expect(segmentGets()).toHaveLength(2);
  });

  it('narrows lists itself when the user sees no segment, since nothing then tells the two apart', async () => {
    stubService({ honours: true, segments: [] });
    expect(await newClient().fetchQuery(segmentQueries.filtering())).toEqual({
      portfolio: false,
      organization: false,
    });
  });

  it('is asked once however many lists are read', async () => {
    const { segmentGets } = stubService({ honours: true, segments: mixedSegments() });
    const client = newClient();
    await client.fetchQuery(segmentQueries.list({ organizationId: ORG_A, page: 1, pageSize: 2 }));
    await client.fetchQuery(segmentQueries.list({ organizationId: ORG_A, page: 2, pageSize: 2 }));
    await client.fetchQuery(segmentQueries.count(ORG_A));
    const probes = segmentGets().filter((q) => q.get('page_size') === '1');
    // Two probes and the total they needed, then home's count.
    expect(probes).toHaveLength(4);
    expect(probes.filter((q) => [...q.values()].includes(NIL))).toHaveLength(2);
  });
});

describe('on a service that ignores portfolio_id and organization_id', () => {
  it('lists only the chosen portfolio of the organization, counted and paged here', async () => {
    stubService({ honours: false, segments: mixedSegments() });
    const client = newClient();
    const params = { organizationId: ORG_A, portfolioId: P1.id, pageSize: 2 };

    const first = await client.fetchQuery(segmentQueries.list({ ...params, page: 1 }));
    expect(first.count).toBe(3);
    expect(names(first.results)).toEqual(['A1', 'A2']);
    expect(first.previous).toBeNull();
    expect(new URL(first.next!).searchParams.get('page')).toBe('2');
    expect(first.complete).toBe(true);

    const second = await client.fetchQuery(segmentQueries.list({ ...params, page: 2 }));
    expect(second.count).toBe(3);
    expect(names(second.results)).toEqual(['A4']);
    expect(second.next).toBeNull();
    expect(second.previous).not.toBeNull();
  });

  it('lists every portfolio of the organization, and none of another organization', async () => {
    stubService({ honours: false, segments: mixedSegments() });
    const page = await newClient().fetchQuery(
      segmentQueries.list({ organizationId: ORG_A, page: 1, pageSize: 20 }),
    );
    expect(page.count).toBe(4);
    expect(names(page.results)).toEqual(['A1', 'A2', 'A3', 'A4']);
  });

  it('narrows a portfolio asked for without its organization', async () => {
    stubService({ honours: false, segments: mixedSegments() });
    const page = await newClient().fetchQuery(
      segmentQueries.list({ portfolioId: P3.id, page: 1, pageSize: 20 }),
    );
    expect(names(page.results)).toEqual(['B1', 'B2']);
  });

  it('reads the whole list once to page through it and to change portfolio', async () => {
    const { segmentGets } = stubService({ honours: false, segments: mixedSegments() });
    const client = newClient();
    await client.fetchQuery(segmentQueries.list({ organizationId: ORG_A, page: 1, pageSize: 2 }));
    await client.fetchQuery(segmentQueries.list({ organizationId: ORG_A, page: 2, pageSize: 2 }));
    const p2 = await client.fetchQuery(
      segmentQueries.list({ organizationId: ORG_A, portfolioId: P2.id, page: 1, pageSize: 2 }),
    );
    expect(names(p2.results)).toEqual(['A3']);
    expect(segmentGets().filter((q) => q.get('page_size') === '100')).toHaveLength(1);
  });

  it('answers a page past the end as the service does, with a 404', async () => {
    stubService({ honours: false, segments: mixedSegments() });
    await expect(
      newClient().fetchQuery(
        segmentQueries.list({ organizationId: ORG_A, portfolioId: P1.id, page: 3, pageSize: 2 }),
      ),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('counts only the organization’s segments for home', async () => {
    stubService({ honours: false, segments: mixedSegments() });
    expect(await newClient().fetchQuery(segmentQueries.count(ORG_A))).toBe(4);
    expect(await newClient().fetchQuery(segmentQueries.count(ORG_B))).toBe(2);
  });

  it('collects every segment of the organization', async () => {
    stubService({ honours: false, segments: mixedSegments() });
    const scoped = await newClient().fetchQuery(segmentQueries.inOrganization(ORG_B));
    expect(names(scoped.items)).toEqual(['B1', 'B2']);
    expect(scoped.complete).toBe(true);
  });

  it('says so when the list is too long to read in full', async () => {
    const many = Array.from({ length: 1050 }, (_, index) => segment(`S${index}`, P1));
    const { segmentGets } = stubService({ honours: false, segments: many });
    const client = newClient();
    const scoped = await client.fetchQuery(segmentQueries.inOrganization(ORG_A));
    expect(scoped.items).toHaveLength(1000);
    expect(scoped.complete).toBe(false);
    expect(segmentGets().filter((q) => q.get('page_size') === '100')).toHaveLength(10);
    const page = await client.fetchQuery(
      segmentQueries.list({ organizationId: ORG_A, page: 1, pageSize: 20 }),
    );
    expect(page.complete).toBe(false);
  });
});

describe('on a service that honours them', () => {
  it('asks the service for the page and shows its answer', async () => {
    const { segmentGets } = stubService({ honours: true, segments: mixedSegments() });
    const page = await newClient().fetchQuery(
      segmentQueries.list({ organizationId: ORG_A, portfolioId: P1.id, page: 2, pageSize: 2 }),
    );
    expect(names(page.results)).toEqual(['A4']);
    expect(page.count).toBe(3);
    const last = segmentGets().at(-1)!;
    expect(Object.fromEntries(last)).toEqual({
      organization_id: ORG_A,
      portfolio_id: P1.id,
      page: '2',
      page_size: '2',
    });
    // Nothing collected.
    expect(segmentGets().filter((q) => q.get('page_size') === '100')).toHaveLength(0);
  });

  it('counts the organization’s segments with organization_id', async () => {
    const { segmentGets } = stubService({ honours: true, segments: mixedSegments() });
    expect(await newClient().fetchQuery(segmentQueries.count(ORG_B))).toBe(2);
    expect(segmentGets().at(-1)!.get('organization_id')).toBe(ORG_B);
  });

  it('collects the organization’s segments with organization_id', async () => {
    const { segmentGets } = stubService({ honours: true, segments: mixedSegments() });
    const scoped = await newClient().fetchQuery(segmentQueries.inOrganization(ORG_A));
    expect(names(scoped.items)).toEqual(['A1', 'A2', 'A3', 'A4']);
    expect(segmentGets().at(-1)!.get('organization_id')).toBe(ORG_A);
  });
});

describe('useCreateSegment', () => {
  it('refreshes the organization’s collected segments', async () => {
    const segments = mixedSegments();
    stubService({ honours: false, segments });
    const client = newClient();
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client }, children);
    const { result } = renderHook(() => useCreateSegment(), { wrapper });
    expect((await client.fetchQuery(segmentQueries.inOrganization(ORG_A))).items).toHaveLength(4);

    await act(() =>
      result.current.mutateAsync({ name: 'New', portfolio_id: P2.id, configuration_ids: [] }),
    );
    const after = await client.fetchQuery(segmentQueries.inOrganization(ORG_A));
    expect(names(after.items)).toContain('New');
  });
});
