import { createElement, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../test/fetch-stub';
import {
  savedViewQueries,
  useDeleteView,
  useRecordViewUse,
  useRenameView,
  useSaveView,
  type SavedView,
} from './saved-views';

const USER = { id: '00000000-0000-4000-8000-0000000000aa', full_name: 'Noah Patel' };
const ORG = { id: '00000000-0000-4000-8000-000000000001', name: 'Acme Research' };
const REPORT = '00000000-0000-4000-8000-0000000000b1';
const OTHER_REPORT = '00000000-0000-4000-8000-0000000000c2';
const OWNER = { user: USER, organization: ORG };
const STATE = {
  report_id: REPORT,
  tab: 'results' as const,
  filters: [{ dataset_filterable_id: 'f', value: ['Europe'] }],
};

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

function wrapper() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return {
    client,
    wrapper: ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client }, children),
  };
}

/** A service without the saved-views operations: every one of them answers 404. */
const withoutViews = () => stubFetch(() => json({ detail: 'Not found.' }, 404));

describe('saved views on a service without them', () => {
  it('keeps a view in this browser, private whatever was asked, and lists it by report', async () => {
    withoutViews();
    const { client, wrapper: Wrapper } = wrapper();
    const { result } = renderHook(() => useSaveView(OWNER), { wrapper: Wrapper });
    let saved: Awaited<ReturnType<typeof result.current.mutateAsync>> | undefined;
    await act(async () => {
      saved = await result.current.mutateAsync({
        name: 'Europe',
        scope: 'organization',
        state: STATE,
        reportName: 'Retail CX',
      });
    });
    expect(saved!.store).toBe('browser');
    expect(saved!.view).toMatchObject({
      name: 'Europe',
      scope: 'private',
      report: { id: REPORT, name: 'Retail CX' },
      owner: USER,
      state: { report_id: REPORT, configuration_id: null, tab: 'results', compare: null },
    });

    const params = { userId: USER.id, organizationId: ORG.id, page: 1, pageSize: 20 };
    const mine = await client.fetchQuery(savedViewQueries.list({ ...params, reportId: REPORT }));
    expect(mine).toMatchObject({ store: 'browser', count: 1 });
    const other = await client.fetchQuery(
      savedViewQueries.list({ ...params, reportId: OTHER_REPORT }),
    );
    expect(other.count).toBe(0);
    // Another user of this browser does not see it.
    const theirs = await client.fetchQuery(
      savedViewQueries.list({ ...params, userId: 'someone-else' }),
    );
    expect(theirs.count).toBe(0);

    const detail = await client.fetchQuery(savedViewQueries.detail(USER.id, saved!.view.id));
    expect(detail.view.name).toBe('Europe');
  });

  it('renames, orders by last use and deletes views kept here', async () => {
    withoutViews();
    const { client, wrapper: Wrapper } = wrapper();
    const { result } = renderHook(
      () => ({
        save: useSaveView(OWNER),
        rename: useRenameView(USER.id),
        use: useRecordViewUse(USER.id),
        remove: useDeleteView(USER.id),
      }),
      { wrapper: Wrapper },
    );
    const views: SavedView[] = [];
    vi.useFakeTimers({ toFake: ['Date'] });
    for (const [n, name] of ['First', 'Second'].entries()) {
      vi.setSystemTime(new Date(2026, 10, 1, 12, n));
      await act(async () => {
        const { view } = await result.current.save.mutateAsync({
          name,
          scope: 'private',
          state: STATE,
          reportName: 'Retail CX',
        });
        views.push(view);
      });
    }
    const list = () =>
      client.fetchQuery({
        ...savedViewQueries.list({
          userId: USER.id,
          organizationId: ORG.id,
          page: 1,
          pageSize: 20,
        }),
        staleTime: 0,
      });
    expect((await list()).results.map((view) => view.name)).toEqual(['Second', 'First']);

    vi.setSystemTime(new Date(2026, 10, 2));
    await act(() => result.current.use.mutateAsync({ store: 'browser', view: views[0]! }));
    await act(() =>
      result.current.rename.mutateAsync({ store: 'browser', view: views[0]!, name: 'Europe' }),
    );
    expect((await list()).results.map((view) => view.name)).toEqual(['Europe', 'Second']);

    await act(() => result.current.remove.mutateAsync({ store: 'browser', view: views[1]! }));
    expect((await list()).results.map((view) => view.name)).toEqual(['Europe']);
    vi.useRealTimers();
  });

  it('says a view that is neither on the service nor in this browser is gone', async () => {
    withoutViews();
    const { client } = wrapper();
    await expect(
      client.fetchQuery(savedViewQueries.detail(USER.id, '00000000-0000-4000-8000-0000000000ff')),
    ).rejects.toThrow('This saved view no longer exists, or is not shared with you.');
  });
});

describe('saved views on the reference service', () => {
  it('lists the service’s views, asking for the organization and the report', async () => {
    const { requests } = stubFetch(() =>
      json({ count: 0, next: null, previous: null, results: [] }),
    );
    const { client } = wrapper();
    const page = await client.fetchQuery(
      savedViewQueries.list({
        userId: USER.id,
        organizationId: ORG.id,
        reportId: REPORT,
        page: 1,
        pageSize: 20,
      }),
    );
    expect(page.store).toBe('service');
    const url = new URL(requests[0]!.url);
    expect(url.pathname).toBe('/api/v1/saved-views/');
    expect(url.searchParams.get('organization_id')).toBe(ORG.id);
    expect(url.searchParams.get('report_id')).toBe(REPORT);
  });

  it('does not fall back to this browser when the service refuses a save', async () => {
    stubFetch(() => json({ name: ['Ensure this field has no more than 100 characters.'] }, 400));
    const { wrapper: Wrapper } = wrapper();
    const { result } = renderHook(() => useSaveView(OWNER), { wrapper: Wrapper });
    await act(async () => {
      await expect(
        result.current.mutateAsync({ name: 'x', scope: 'private', state: STATE, reportName: 'R' }),
      ).rejects.toMatchObject({ status: 400 });
    });
    expect(localStorage.length).toBe(0);
  });
});
