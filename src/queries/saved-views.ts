import { t } from '@lingui/core/macro';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../api/client';
import { ApiError, isApiError } from '../api/errors';
import { formatInteger } from '../lib/format';
import type { components } from '../api/schema.gen';
import {
  byRecentUse,
  LOCAL_VIEW_LIMIT,
  readLocalViews,
  writeLocalViews,
} from './saved-views-local';

export type SavedView = components['schemas']['SavedView'];
export type SavedViewScope = components['schemas']['SavedViewScope'];
export type SavedViewState = components['schemas']['SavedViewState'];
export type SavedViewStateRequest = components['schemas']['SavedViewStateRequest'];

/**
 * Where views live: the service's saved-views operations (an extension), or, on a service
 * without them (404), this browser only. Every answer says which, so the page can say so.
 */
export type ViewStore = 'service' | 'browser';

export interface SavedViewPage {
  store: ViewStore;
  count: number;
  results: SavedView[];
}

export interface SavedViewListParams {
  userId: string;
  organizationId: string;
  reportId?: string | undefined;
  page: number;
  pageSize: number;
}

/** Who saves, and in which organization: what a view kept in this browser records of them. */
export interface ViewOwner {
  user: { id: string; full_name: string };
  organization: { id: string; name: string | null };
}

export const savedViewKeys = {
  all: ['saved-views'] as const,
  lists: () => [...savedViewKeys.all, 'list'] as const,
  list: (params: SavedViewListParams) => [...savedViewKeys.lists(), params] as const,
  details: () => [...savedViewKeys.all, 'detail'] as const,
  detail: (userId: string, id: string) => [...savedViewKeys.details(), userId, id] as const,
};

const notFound = () =>
  new ApiError('http', 404, {
    detail: t`This saved view no longer exists, or is not shared with you.`,
  });

const isMissingOperation = (error: unknown) => isApiError(error) && error.isNotFound;

function localPage(params: SavedViewListParams): SavedViewPage {
  const views = readLocalViews(params.userId)
    .filter(
      (view) =>
        view.organization.id === params.organizationId &&
        (!params.reportId || view.report.id === params.reportId),
    )
    .sort(byRecentUse);
  const start = (params.page - 1) * params.pageSize;
  return {
    store: 'browser',
    count: views.length,
    results: views.slice(start, start + params.pageSize),
  };
}

export const savedViewQueries = {
  list: (params: SavedViewListParams) =>
    queryOptions({
      queryKey: savedViewKeys.list(params),
      queryFn: async ({ signal }): Promise<SavedViewPage> => {
        try {
          const page = await unwrap(
            api.GET('/api/v1/saved-views/', {
              params: {
                query: {
                  organization_id: params.organizationId,
                  report_id: params.reportId,
                  page: params.page,
                  page_size: params.pageSize,
                },
              },
              signal,
            }),
          );
          return { store: 'service', count: page.count, results: page.results };
        } catch (error) {
          if (params.page === 1 && isMissingOperation(error)) return localPage(params);
          throw error;
        }
      },
      placeholderData: keepPreviousData,
    }),

  /** One view, from the service or, where it has no such operation, from this browser. */
  detail: (userId: string, id: string) =>
    queryOptions({
      queryKey: savedViewKeys.detail(userId, id),
      queryFn: async ({ signal }): Promise<{ store: ViewStore; view: SavedView }> => {
        try {
          const view = await unwrap(
            api.GET('/api/v1/saved-views/{id}/', { params: { path: { id } }, signal }),
          );
          return { store: 'service', view };
        } catch (error) {
          if (!isMissingOperation(error)) throw error;
        }
        // A 404 is either an unknown view or no such operation: this browser may hold it.
        const local = readLocalViews(userId).find((view) => view.id === id);
        if (!local) throw notFound();
        return { store: 'browser', view: local };
      },
      retry: false,
    }),
};

export interface SaveViewInput {
  name: string;
  scope: SavedViewScope;
  state: SavedViewStateRequest;
  reportName: string;
}

/** A state as the service answers it: every field present, each default filled in. */
export function storedState(state: SavedViewStateRequest): SavedViewState {
  return {
    report_id: state.report_id,
    configuration_id: state.configuration_id ?? null,
    filters: state.filters ?? [],
    tab: state.tab ?? 'results',
    compare: state.compare
      ? {
          report_id: state.compare.report_id ?? null,
          configuration_id: state.compare.configuration_id ?? null,
          filters: state.compare.filters ?? [],
        }
      : null,
    ...(state.trend && { trend: state.trend }),
    options: state.options ?? {},
  };
}

function localView(owner: ViewOwner, input: SaveViewInput): SavedView {
  const now = new Date().toISOString();
  return {
    id: crypto.randomUUID(),
    name: input.name,
    scope: 'private',
    report: { id: input.state.report_id, name: input.reportName },
    organization: owner.organization,
    owner: owner.user,
    state: storedState(input.state),
    created_at: now,
    updated_at: now,
    last_used_at: now,
    can_edit: true,
    can_delete: true,
  };
}

/**
 * Saving asks the service first; where it has no saved views (404), the view is kept in this
 * browser, private whatever was asked (the form offers nothing else there).
 */
export function useSaveView(owner: ViewOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SaveViewInput): Promise<{ store: ViewStore; view: SavedView }> => {
      try {
        const view = await unwrap(
          api.POST('/api/v1/saved-views/', {
            body: { name: input.name, scope: input.scope, state: input.state },
          }),
        );
        return { store: 'service', view };
      } catch (error) {
        if (!isMissingOperation(error)) throw error;
      }
      const views = readLocalViews(owner.user.id);
      if (views.length >= LOCAL_VIEW_LIMIT) {
        const limit = formatInteger(LOCAL_VIEW_LIMIT);
        throw new ApiError('http', 400, {
          name: [t`This browser keeps at most ${limit} views: delete one first.`],
        });
      }
      const view = localView(owner, input);
      writeLocalViews(owner.user.id, [view, ...views]);
      return { store: 'browser', view };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedViewKeys.lists() }),
  });
}

type ViewTarget = { store: ViewStore; view: SavedView };

function updateLocal(userId: string, id: string, change: (view: SavedView) => SavedView | null) {
  const views = readLocalViews(userId);
  writeLocalViews(
    userId,
    views.flatMap((view) => {
      if (view.id !== id) return [view];
      const next = change(view);
      return next ? [next] : [];
    }),
  );
}

/** Renaming changes the lists and that view. */
export function useRenameView(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ store, view, name }: ViewTarget & { name: string }) => {
      if (store === 'browser') {
        const updatedAt = new Date().toISOString();
        updateLocal(userId, view.id, (item) => ({ ...item, name, updated_at: updatedAt }));
        return;
      }
      await unwrap(
        api.PATCH('/api/v1/saved-views/{id}/', {
          params: { path: { id: view.id } },
          body: { name },
        }),
      );
    },
    onSuccess: (_, { view }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: savedViewKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: savedViewKeys.detail(userId, view.id) }),
      ]),
  });
}

export function useDeleteView(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ store, view }: ViewTarget) => {
      if (store === 'browser') {
        updateLocal(userId, view.id, () => null);
        return;
      }
      await unwrap(api.DELETE('/api/v1/saved-views/{id}/', { params: { path: { id: view.id } } }));
    },
    onSuccess: (_, { view }) => {
      queryClient.removeQueries({ queryKey: savedViewKeys.detail(userId, view.id) });
      return queryClient.invalidateQueries({ queryKey: savedViewKeys.lists() });
    },
  });
}

/** Opening a view moves it to the top of "most recently used": the lists change order. */
export function useRecordViewUse(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ store, view }: ViewTarget) => {
      if (store === 'browser') {
        const usedAt = new Date().toISOString();
        updateLocal(userId, view.id, (item) => ({ ...item, last_used_at: usedAt }));
        return;
      }
      await unwrap(
        api.POST('/api/v1/saved-views/{id}/used/', { params: { path: { id: view.id } } }),
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedViewKeys.lists() }),
  });
}
