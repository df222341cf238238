import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export const DEFAULT_PAGE_SIZE = 20;
export const PAGE_SIZES = [10, 20, 50, 100] as const;

function positiveInt(
  value: string | null,
  fallback: number,
  max = Number.MAX_SAFE_INTEGER,
): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= 1 ? Math.min(parsed, max) : fallback;
}

/**
 * The page and page size a list's URL asks for (defaults when absent or invalid). A list whose
 * rows are short lines (the activity log) may show more of them by default.
 */
export function readPaging(
  params: URLSearchParams,
  defaultPageSize: number = DEFAULT_PAGE_SIZE,
): { page: number; pageSize: number } {
  return {
    page: positiveInt(params.get('page'), 1),
    pageSize: positiveInt(params.get('page_size'), defaultPageSize, 100),
  };
}

export interface ListParams {
  page: number;
  pageSize: number;
  /** A filter's value from the URL, or null. */
  get: (name: string) => string | null;
  getAll: (name: string) => string[];
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
  /** Sets (or with null/empty removes) filters; any filter change goes back to page 1. */
  setFilters: (filters: Record<string, string | string[] | null>) => void;
}

/**
 * List state (page, page size, filters) lives in the URL so every list view can be bookmarked,
 * shared and restored by a reload. Defaults are left out of the URL to keep links short.
 */
export function useListParams({
  defaultPageSize = DEFAULT_PAGE_SIZE,
}: { defaultPageSize?: number } = {}): ListParams {
  const [params, setParams] = useSearchParams();
  const { page, pageSize } = readPaging(params, defaultPageSize);

  const update = useCallback(
    (mutate: (next: URLSearchParams) => void) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          mutate(next);
          return next;
        },
        { replace: false },
      ),
    [setParams],
  );

  const setPage = useCallback(
    (value: number) =>
      update((next) => (value <= 1 ? next.delete('page') : next.set('page', String(value)))),
    [update],
  );
  const setPageSize = useCallback(
    (value: number) =>
      update((next) => {
        next.delete('page');
        if (value === defaultPageSize) next.delete('page_size');
        else next.set('page_size', String(value));
      }),
    [update, defaultPageSize],
  );
  const setFilters = useCallback(
    (filters: Record<string, string | string[] | null>) =>
      update((next) => {
        next.delete('page');
        for (const [name, value] of Object.entries(filters)) {
          next.delete(name);
          const values = value === null ? [] : Array.isArray(value) ? value : [value];
          for (const item of values) if (item !== '') next.append(name, item);
        }
      }),
    [update],
  );

  return useMemo(
    () => ({
      page,
      pageSize,
      get: (name: string) => params.get(name),
      getAll: (name: string) => params.getAll(name),
      setPage,
      setPageSize,
      setFilters,
    }),
    [page, pageSize, params, setPage, setPageSize, setFilters],
  );
}
