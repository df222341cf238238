import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';
import { isApiError } from '../../api/errors';
import type { components } from '../../api/schema.gen';
import { collectPages, type Collected } from '../../lib/collect-pages';
import type { ResultView } from './report-view';
import { pollUntilSettled } from './poll';

export type Report = components['schemas']['Report'];
export type Configuration = components['schemas']['Configuration'];
export type Result = components['schemas']['Result'];
export type ResultAttitude = components['schemas']['ResultAttitude'];
export type ReportSummary = components['schemas']['ReportSummary'];
export type ReportTag = components['schemas']['ReportTag'];
export type SentimentStats = components['schemas']['SentimentStats'];
export type SegmentRequest = components['schemas']['SegmentRequest'];

export interface ReportListParams {
  portfolioId: string | undefined;
  tag: ReportTag | undefined;
  page: number;
  pageSize: number;
}

export interface SentimentParams {
  configurationId: string | undefined;
  attitudes: string[];
}

/** The most report summaries read to find one report's configurations and portfolio. */
const SUMMARY_PAGES = 5;

/*
 * Keys start with the resource. Lists carry the organization (they show its portfolios); a
 * report's own keys carry its id, which is unique across organizations.
 */
export const reportKeys = {
  all: ['reports'] as const,
  lists: () => [...reportKeys.all, 'list'] as const,
  list: (organizationId: string, params: ReportListParams) =>
    [...reportKeys.lists(), organizationId, params] as const,
  summaryIndex: (organizationId: string) =>
    [...reportKeys.all, 'summary-index', organizationId] as const,
  detail: (id: string) => [...reportKeys.all, id] as const,
  result: (id: string, view: ResultView) => [...reportKeys.detail(id), 'result', view] as const,
  sentiment: (id: string, params: SentimentParams) =>
    [...reportKeys.detail(id), 'sentiment', params] as const,
};

/** The reports list is an extension: a service without it answers 404, which means "not here". */
function nullOn404(error: unknown): null {
  if (isApiError(error) && error.isNotFound) return null;
  throw error;
}

function filterReport(id: string, view: ResultView, asynchronous: boolean, signal: AbortSignal) {
  return unwrap(
    api.POST('/api/v1/reports/{id}/filter/', {
      params: { path: { id } },
      body: {
        ...(view.configurationId ? { configuration_id: view.configurationId } : {}),
        filters: view.filters,
        asynchronous,
      },
      signal,
    }),
  );
}

export const reportQueries = {
  list: (organizationId: string, params: ReportListParams) =>
    queryOptions({
      queryKey: reportKeys.list(organizationId, params),
      queryFn: ({ signal }) =>
        unwrap(
          api.GET('/api/v1/reports/', {
            params: {
              query: {
                organization_id: organizationId,
                portfolio_id: params.portfolioId,
                tags: params.tag,
                page: params.page,
                page_size: params.pageSize,
              },
            },
            signal,
          }),
        ).catch((error: unknown) => (params.page === 1 ? nullOn404(error) : Promise.reject(error))),
    }),

  /** Every summary the user can read (up to a cap), to find a report's configurations and portfolio. */
  summaryIndex: (organizationId: string) =>
    queryOptions({
      queryKey: reportKeys.summaryIndex(organizationId),
      queryFn: ({ signal }): Promise<Collected<ReportSummary> | null> =>
        collectPages(
          (page) =>
            unwrap(
              api.GET('/api/v1/reports/', {
                params: { query: { organization_id: organizationId, page, page_size: 100 } },
                signal,
              }),
            ),
          SUMMARY_PAGES,
        ).catch(nullOn404),
      staleTime: 5 * 60_000,
    }),

  /**
   * The report with its result for one view. The filter POST reads nothing it writes, so it is a
   * query: cached per (configuration, filters, async). An asynchronous view re-posts the same
   * body until the result settles (see pollUntilSettled); cancelling the query stops the polling.
   */
  result: (id: string, view: ResultView) =>
    queryOptions({
      queryKey: reportKeys.result(id, view),
      queryFn: ({ signal }) =>
        view.async
          ? pollUntilSettled(() => filterReport(id, view, true, signal), signal)
          : filterReport(id, view, false, signal),
      staleTime: 5 * 60_000,
      // The route asks for the result before the page mounts; a refusal it got is the answer
      // (the page explains it), not a reason to send the same request again on mount.
      retryOnMount: false,
    }),

  sentiment: (id: string, params: SentimentParams) =>
    queryOptions({
      queryKey: reportKeys.sentiment(id, params),
      queryFn: ({ signal }) =>
        unwrap(
          api.GET('/api/v1/reports/{id}/text_topics/sentiment_stats/', {
            params: {
              path: { id },
              query: {
                configuration_id: params.configurationId,
                attitudes: params.attitudes.length > 0 ? params.attitudes : undefined,
              },
            },
            signal,
          }),
        ),
      staleTime: 5 * 60_000,
    }),
};

/** A segment made from the configuration in view; every segments list changes with it. */
export function useCreateSegment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SegmentRequest) => unwrap(api.POST('/api/v1/segments/', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['segments'] }),
  });
}
