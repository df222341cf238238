import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, readPaging, useListParams } from './list-params';

describe('readPaging', () => {
  const paging = (query: string) => readPaging(new URLSearchParams(query));

  it('defaults to page 1 of 20', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(20);
    expect(PAGE_SIZES).toEqual([10, 20, 50, 100]);
    expect(paging('')).toEqual({ page: 1, pageSize: 20 });
  });

  it('reads positive integers, and caps the page size at 100', () => {
    expect(paging('page=3&page_size=50')).toEqual({ page: 3, pageSize: 50 });
    expect(paging('page=1&page_size=1')).toEqual({ page: 1, pageSize: 1 });
    expect(paging('page_size=100')).toEqual({ page: 1, pageSize: 100 });
    expect(paging('page_size=101')).toEqual({ page: 1, pageSize: 100 });
    expect(paging('page=123456789')).toEqual({ page: 123456789, pageSize: 20 });
  });

  it.each(['0', '-2', '1.5', 'abc', ''])('falls back to the defaults for %j', (value) => {
    expect(paging(`page=${value}&page_size=${value}`)).toEqual({ page: 1, pageSize: 20 });
  });

  it("falls back to a list's own default size, still capped at 100", () => {
    const params = (query: string) => readPaging(new URLSearchParams(query), 50);
    expect(params('')).toEqual({ page: 1, pageSize: 50 });
    expect(params('page_size=abc')).toEqual({ page: 1, pageSize: 50 });
    expect(params('page_size=20')).toEqual({ page: 1, pageSize: 20 });
    expect(params('page_size=500')).toEqual({ page: 1, pageSize: 100 });
  });
});

/** The hook on a memory router at `url`, with the location it leads to and that router. */
function renderListParams(url: string, defaultPageSize?: number) {
  let location = '';
  function Probe({ children }: { children: ReactNode }) {
    const current = useLocation();
    location = `${current.pathname}${current.search}`;
    return <>{children}</>;
  }
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '/list', element: <Probe>{children}</Probe> }], {
      initialEntries: [url],
    });
    return <RouterProvider router={router} />;
  };
  const hook = renderHook(
    () => useListParams(defaultPageSize === undefined ? undefined : { defaultPageSize }),
    { wrapper },
  );
  return { hook, location: () => location, router: () => router! };
}

describe('useListParams', () => {
  it('reads page, size and filters from the URL', () => {
    const { hook } = renderListParams('/list?page=2&page_size=50&status=1&tag=a&tag=b');
    expect(hook.result.current.page).toBe(2);
    expect(hook.result.current.pageSize).toBe(50);
    expect(hook.result.current.get('status')).toBe('1');
    expect(hook.result.current.get('missing')).toBeNull();
    expect(hook.result.current.getAll('tag')).toEqual(['a', 'b']);
  });

  it('writes the page, leaving page 1 out of the URL', () => {
    const { hook, location } = renderListParams('/list?status=1');
    act(() => hook.result.current.setPage(3));
    expect(location()).toBe('/list?status=1&page=3');
    expect(hook.result.current.page).toBe(3);
    act(() => hook.result.current.setPage(1));
    expect(location()).toBe('/list?status=1');
    act(() => hook.result.current.setPage(0));
    expect(location()).toBe('/list?status=1');
  });

  it('makes each change a history entry, so Back returns to the previous view', async () => {
    const { hook, location, router } = renderListParams('/list?status=1');
    act(() => hook.result.current.setPage(2));
    expect(router().state.historyAction).toBe('PUSH');
    act(() => hook.result.current.setFilters({ status: '3' }));
    expect(location()).toBe('/list?status=3');
    await act(() => router().navigate(-1));
    expect(location()).toBe('/list?status=1&page=2');
  });

  it('writes the page size, back to page 1, leaving the default out', () => {
    const { hook, location } = renderListParams('/list?page=4');
    act(() => hook.result.current.setPageSize(50));
    expect(location()).toBe('/list?page_size=50');
    act(() => hook.result.current.setPageSize(DEFAULT_PAGE_SIZE));
    expect(location()).toBe('/list');
  });

  it("leaves a list's own default size out of the URL, and keeps the usual default in it", () => {
    const { hook, location } = renderListParams('/list', 50);
    expect(hook.result.current.pageSize).toBe(50);
    act(() => hook.result.current.setPageSize(DEFAULT_PAGE_SIZE));
    expect(location()).toBe('/list?page_size=20');
    expect(hook.result.current.pageSize).toBe(20);
    act(() => hook.result.current.setPageSize(50));
    expect(location()).toBe('/list');
  });

  it('builds each change on the URL as it is now, keeping the changes before it', () => {
    const { hook, location } = renderListParams('/list?status=1');
    act(() => hook.result.current.setFilters({ role: '2' }));
    act(() => hook.result.current.setPage(2));
    expect(location()).toBe('/list?status=1&role=2&page=2');
    act(() => hook.result.current.setPageSize(50));
    expect(location()).toBe('/list?status=1&role=2&page_size=50');
    act(() => hook.result.current.setFilters({ tag: 'a' }));
    expect(location()).toBe('/list?status=1&role=2&page_size=50&tag=a');
  });

  it('sets and removes filters, back to page 1, dropping empty values', () => {
    const { hook, location } = renderListParams('/list?page=2&status=1&keep=x');
    act(() => hook.result.current.setFilters({ status: ['0', '', '3'], role: '2' }));
    expect(location()).toBe('/list?keep=x&status=0&status=3&role=2');
    act(() => hook.result.current.setFilters({ status: null, role: '' }));
    expect(location()).toBe('/list?keep=x');
  });
});
