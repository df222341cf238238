import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../api/client';
import { isApiError } from '../api/errors';
import type { components } from '../api/schema.gen';
import { collectPages, type Collected } from './collect-pages';

export type ReportSummary = components['schemas']['ReportSummary'];
export type ReportSummaryPage = components['schemas']['PaginatedReportSummaryList'];

/** The most report summaries read for one portfolio (100 per page). */
const MAX_PAGES = 5;

/**
 * The reports list is an extension (DESIGN.md §3): a service without it answers 404 on page 1.
 * These queries turn that into `null`, "not available here", so views degrade instead of failing.
 * Keys sit under the `reports` root, apart from any other feature's report keys.
 */
/** One page of summaries: of a portfolio, or of an organization's portfolios. */
interface SummaryPageParams {
  portfolioId?: string;
  organizationId?: string;
  page: number;
  pageSize: number;
}

export const reportSummaryKeys = {
  all: ['reports', 'summaries'] as const,
  page: (params: SummaryPageParams) => [...reportSummaryKeys.all, 'page', params] as const,
  ofPortfolio: (portfolioId: string) =>
    [...reportSummaryKeys.all, 'portfolio', portfolioId] as const,
};

function unavailableOn404(page: number) {
  return (error: unknown): null => {
    if (page === 1 && isApiError(error) && error.isNotFound) return null;
    throw error;
  };
}

export const reportSummaryQueries = {
  page: (params: SummaryPageParams) =>
    queryOptions({
      queryKey: reportSummaryKeys.page(params),
      queryFn: ({ signal }): Promise<ReportSummaryPage | null> =>
        unwrap(
          api.GET('/api/v1/reports/', {
            params: {
              query: {
                portfolio_id: params.portfolioId,
                organization_id: params.organizationId,
                page: params.page,
                page_size: params.pageSize,
              },
            },
            signal,
          }),
        ).catch(unavailableOn404(params.page)),
    }),
  /** All reports of a portfolio (up to a cap), e.g. to offer their configurations or map them back. */
  ofPortfolio: (portfolioId: string) =>
    queryOptions({
      queryKey: reportSummaryKeys.ofPortfolio(portfolioId),
      queryFn: ({ signal }): Promise<Collected<ReportSummary> | null> =>
        collectPages(
          (page) =>
            unwrap(
              api.GET('/api/v1/reports/', {
                params: { query: { portfolio_id: portfolioId, page, page_size: 100 } },
                signal,
              }),
            ),
          MAX_PAGES,
        ).catch(unavailableOn404(1)),
      staleTime: 5 * 60_000,
    }),
};
