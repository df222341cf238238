import { partialMatchKey, queryOptions, type QueryKey } from '@tanstack/react-query';
import { api, unwrap } from '../api/client';
import { isApiError } from '../api/errors';
import type { components, paths } from '../api/schema.gen';
import { collectPages, type Collected } from '../lib/collect-pages';
import { activeIntlTag } from '../lib/i18n/locales';
import { pollUntilSettled } from './poll';

export type Report = components['schemas']['Report'];
export type Configuration = components['schemas']['Configuration'];
export type Result = components['schemas']['Result'];
export type ResultAttitude = components['schemas']['ResultAttitude'];
export type ReportFilterItem = components['schemas']['ReportFilterItem'];
export type ReportSummary = components['schemas']['ReportSummary'];
export type ReportSummaryPage = components['schemas']['PaginatedReportSummaryList'];
export type ReportTag = components['schemas']['ReportTag'];
export type SentimentStats = components['schemas']['SentimentStats'];
export type Comparison = components['schemas']['Comparison'];

type SummaryQuery = NonNullable<paths['/api/v1/reports/']['get']['parameters']['query']>;

/** One page of report summaries: of an organization's portfolios, or of one portfolio. */
export interface ReportListParams {
  organizationId?: string;
  portfolioId?: string;
  tag?: ReportTag;
  page: number;
  pageSize: number;
}

/** Whose summaries an index collects. */
export type ReportIndexScope = { organizationId: string } | { portfolioId: string };

/** What a result depends on: the key of its query, and the body of its filter request. */
export interface ResultView {
  configurationId: string | undefined;
  filters: ReportFilterItem[];
  async: boolean;
}

/** Two groups to compare: A on the report in view, B on it or on another report. */
export interface ComparisonView {
  a: { configurationId: string | undefined; filters: ReportFilterItem[] };
  b: { reportId: string; configurationId: string | undefined; filters: ReportFilterItem[] };
}

/**
 * A comparison, and who made it: the service's compare operation (with its tests), or the
 * dashboard from two filter requests where the service has no such operation (no tests).
 */
export interface ComparisonAnswer {
  comparison: Comparison;
  madeBy: 'service' | 'dashboard';
}

export interface SentimentParams {
  configurationId: string | undefined;
  attitudes: string[];
}

/** The most summary pages (100 each) an index reads. */
const INDEX_PAGES = 5;

/*
 * Reports are read-only here: nothing invalidates them, and a report's own keys carry its id, which
 * is unique across organizations.
 */
export const reportKeys = {
  all: ['reports'] as const,
  lists: () => [...reportKeys.all, 'list'] as const,
  list: (params: ReportListParams) => [...reportKeys.lists(), params] as const,
  indexes: () => [...reportKeys.all, 'index'] as const,
  index: (scope: ReportIndexScope) => [...reportKeys.indexes(), scope] as const,
  details: () => [...reportKeys.all, 'detail'] as const,
  detail: (id: string) => [...reportKeys.details(), id] as const,
  /** Results and comparisons carry the service's sentences, so each language has its own. */
  result: (id: string, view: ResultView, language: string) =>
    [...reportKeys.detail(id), 'result', view, language] as const,
  sentiment: (id: string, params: SentimentParams) =>
    [...reportKeys.detail(id), 'sentiment', params] as const,
  comparison: (id: string, view: ComparisonView, language: string) =>
    [...reportKeys.detail(id), 'comparison', view, language] as const,
};

/** Whether a cached query belongs to report `id`: its figures may stand in while others load. */
export function isReportKey(queryKey: QueryKey | undefined, id: string): boolean {
  return queryKey !== undefined && partialMatchKey(queryKey, reportKeys.detail(id));
}

function getSummaryPage(query: SummaryQuery, signal: AbortSignal) {
  return unwrap(api.GET('/api/v1/reports/', { params: { query }, signal }));
}

/**
 * The reports list is an extension: a service without it answers 404 on the first page, which
 * these queries turn into `null`, "not available here", so views degrade instead of failing.
 */
function unavailableOn404(page: number) {
  return (error: unknown): null => {
    if (page === 1 && isApiError(error) && error.isNotFound) return null;
    throw error;
  };
}

function filterReport(
  id: string,
  view: ResultView,
  asynchronous: boolean,
  signal: AbortSignal,
  language: string,
) {
  return unwrap(
    api.POST('/api/v1/reports/{id}/filter/', {
      params: { path: { id } },
      headers: { 'Accept-Language': language },
      body: {
        ...(view.configurationId ? { configuration_id: view.configurationId } : {}),
        filters: view.filters,
        asynchronous,
      },
      signal,
    }),
  );
}

const groupBody = (group: {
  configurationId: string | undefined;
  filters: ReportFilterItem[];
}) => ({
  ...(group.configurationId ? { configuration_id: group.configurationId } : {}),
  filters: group.filters,
});

/**
 * The compare operation is an extension: where the service answers 404, the dashboard asks for
 * each group with the published filter operation and shows the differences untested.
 */
async function compareReports(
  id: string,
  view: ComparisonView,
  signal: AbortSignal,
  language: string,
): Promise<ComparisonAnswer> {
  try {
    const comparison = await unwrap(
      api.POST('/api/v1/reports/{id}/compare/', {
        params: { path: { id } },
        headers: { 'Accept-Language': language },
        body: {
          a: groupBody(view.a),
          b: { report_id: view.b.reportId, ...groupBody(view.b) },
        },
        signal,
      }),
    );
    return { comparison, madeBy: 'service' };
  } catch (error) {
    if (!(isApiError(error) && error.isNotFound)) throw error;
  }
  const [a, b] = await Promise.all([
    filterReport(id, { ...view.a, async: false }, false, signal, language),
    filterReport(view.b.reportId, { ...view.b, async: false }, false, signal, language),
  ]);
  return { comparison: { a, b, significance: null }, madeBy: 'dashboard' };
}

export const reportQueries = {
  list: (params: ReportListParams) =>
    queryOptions({
      queryKey: reportKeys.list(params),
      queryFn: ({ signal }): Promise<ReportSummaryPage | null> =>
        getSummaryPage(
          {
            organization_id: params.organizationId,
            portfolio_id: params.portfolioId,
            tags: params.tag,
            page: params.page,
            page_size: params.pageSize,
          },
          signal,
        ).catch(unavailableOn404(params.page)),
    }),

  /** Every summary in scope (up to a cap), to find a report's configurations and portfolio. */
  index: (scope: ReportIndexScope) =>
    queryOptions({
      queryKey: reportKeys.index(scope),
      queryFn: ({ signal }): Promise<Collected<ReportSummary> | null> =>
        collectPages(
          (page) =>
            getSummaryPage(
              'portfolioId' in scope
                ? { portfolio_id: scope.portfolioId, page, page_size: 100 }
                : { organization_id: scope.organizationId, page, page_size: 100 },
              signal,
            ),
          INDEX_PAGES,
        ).catch(unavailableOn404(1)),
      staleTime: 5 * 60_000,
    }),

  /**
   * The report with its result for one view. The filter POST reads nothing it writes, so it is a
   * query: cached per (configuration, filters, async). An asynchronous view re-posts the same
   * body until the result settles (see pollUntilSettled); cancelling the query stops the polling.
   */
  /** `language`: the language the service writes its sentences in, by default the one in use. */
  result: (id: string, view: ResultView, language = activeIntlTag()) =>
    queryOptions({
      queryKey: reportKeys.result(id, view, language),
      // The same query in another language, fetched before a switch to it (src/app/i18n.ts).
      meta: { inLanguage: (other: string) => reportQueries.result(id, view, other) },
      queryFn: ({ signal }) =>
        view.async
          ? pollUntilSettled(() => filterReport(id, view, true, signal, language), signal)
          : filterReport(id, view, false, signal, language),
      staleTime: 5 * 60_000,
      // The route asks for the result before the page mounts; a refusal it got is the answer
      // (the page explains it), not a reason to send the same request again on mount.
      retryOnMount: false,
    }),

  comparison: (id: string, view: ComparisonView, language = activeIntlTag()) =>
    queryOptions({
      queryKey: reportKeys.comparison(id, view, language),
      meta: { inLanguage: (other: string) => reportQueries.comparison(id, view, other) },
      queryFn: ({ signal }) => compareReports(id, view, signal, language),
      staleTime: 5 * 60_000,
      // As for a result: a refusal the route's prefetch got (another model version) is the answer.
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
