import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../test/fetch-stub';
import {
  activityQueries,
  collectActivity,
  distinctActors,
  EXPORT_PAGE_CAP,
  type ActivityEntry,
  type ActivityFilters,
} from './activity';

afterEach(() => vi.unstubAllGlobals());

const ORG = '00000000-0000-4000-8000-000000000001';
const ALICE = { id: '80000000-0000-4000-8000-000000000001', name: 'Alice Moreno' };
const NOAH = { id: '80000000-0000-4000-8000-000000000002', name: 'Noah Patel' };
const NONE: ActivityFilters = {
  organizationId: ORG,
  actor: null,
  action: null,
  targetType: null,
  from: null,
  to: null,
};

function entry(n: number, actor: ActivityEntry['actor'] = ALICE): ActivityEntry {
  return {
    id: `a0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    at: '2026-03-05T11:00:00.000Z',
    organization_id: ORG,
    actor,
    action: 'auth.login',
    target: { type: 'user', id: ALICE.id, label: 'alice@demo.test' },
    details: {},
  };
}

/** DRF paging over `total` entries: 404 past the last page, `next` while there are more. */
function paged(url: URL, total: number) {
  const size = Number(url.searchParams.get('page_size'));
  const page = Number(url.searchParams.get('page'));
  const last = Math.max(1, Math.ceil(total / size));
  if (page > last) return json({ detail: 'Invalid page.' }, 404);
  const results = Array.from({ length: Math.min(size, total - (page - 1) * size) }, (_, i) =>
    entry((page - 1) * size + i + 1),
  );
  return json({ count: total, next: page < last ? 'next' : null, previous: null, results });
}

const fetchList = (page: number, filters: ActivityFilters = NONE) =>
  new QueryClient().fetchQuery(activityQueries.list({ ...filters, page, pageSize: 50 }));

describe('activityQueries.list', () => {
  it('asks for the organization’s page with only the filters in use', async () => {
    const { requests } = stubFetch((request) => paged(new URL(request.url), 3));
    const page = await fetchList(1, {
      ...NONE,
      action: 'invitation.deleted',
      from: '2026-03-01T00:00:00.000Z',
    });
    expect(page?.count).toBe(3);
    const query = new URL(requests[0]!.url).searchParams;
    expect(Object.fromEntries(query)).toEqual({
      organization_id: ORG,
      action: 'invitation.deleted',
      from: '2026-03-01T00:00:00.000Z',
      page: '1',
      page_size: '50',
    });
  });

  it('reads a 404 on the first page as a service without the log', async () => {
    stubFetch(() => json({ detail: 'Not found.' }, 404));
    await expect(fetchList(1)).resolves.toBeNull();
  });

  it('keeps a 404 on a later page an error: the page is past the end, the log is there', async () => {
    stubFetch(() => json({ detail: 'Invalid page.' }, 404));
    await expect(fetchList(3)).rejects.toMatchObject({ status: 404 });
  });

  it('keeps a refusal an error, for the page to explain', async () => {
    stubFetch(() => json({ detail: 'You do not have permission to perform this action.' }, 403));
    await expect(fetchList(1)).rejects.toMatchObject({ status: 403 });
  });
});

describe('activityQueries.actors', () => {
  it('gathers the people of the sign-ins, each once, by name', async () => {
    const { requests } = stubFetch(() =>
      json({
        count: 3,
        next: null,
        previous: null,
        results: [entry(1, NOAH), entry(2, ALICE), entry(3, { ...NOAH, name: 'Noah P.' })],
      }),
    );
    const actors = await new QueryClient().fetchQuery(activityQueries.actors(ORG));
    expect(actors).toEqual([ALICE, NOAH]);
    expect(new URL(requests[0]!.url).searchParams.get('action')).toBe('auth.login');
  });

  it('is null where the service keeps no log', async () => {
    stubFetch(() => json({ detail: 'Not found.' }, 404));
    await expect(new QueryClient().fetchQuery(activityQueries.actors(ORG))).resolves.toBeNull();
  });
});

describe('collectActivity', () => {
  it('reads the whole filtered log a hundred at a time, telling its progress', async () => {
    const { requests } = stubFetch((request) => paged(new URL(request.url), 250));
    const progress: [number, number][] = [];
    const collected = await collectActivity(
      { ...NONE, actor: NOAH.id },
      { onProgress: (read, total) => progress.push([read, total]) },
    );
    expect(collected).toMatchObject({ count: 250, complete: true });
    expect(collected.items).toHaveLength(250);
    expect(progress).toEqual([
      [100, 250],
      [200, 250],
      [250, 250],
    ]);
    expect(requests.map((r) => new URL(r.url).searchParams.get('actor'))).toEqual([
      NOAH.id,
      NOAH.id,
      NOAH.id,
    ]);
  });

  it('stops at the cap and says the export is not complete', async () => {
    const { requests } = stubFetch((request) => paged(new URL(request.url), 6000));
    const collected = await collectActivity(NONE);
    expect(requests).toHaveLength(EXPORT_PAGE_CAP);
    expect(collected).toMatchObject({ count: 6000, complete: false });
    expect(collected.items).toHaveLength(5000);
  });
});

describe('distinctActors', () => {
  it('skips refused sign-ins, which have no actor', () => {
    expect(distinctActors([null, NOAH, null])).toEqual([NOAH]);
  });
});
