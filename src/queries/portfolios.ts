import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../api/client';
import type { components } from '../api/schema.gen';
import { collectPages } from '../lib/collect-pages';

export type Portfolio = components['schemas']['Portfolio'];

/** The most portfolios a view reads to find names (100 per page). */
const MAX_PAGES = 10;

/** Portfolios are read-only here. Keys start with the resource and the organization. */
export const portfolioKeys = {
  all: ['portfolios'] as const,
  organization: (organizationId: string) => [...portfolioKeys.all, organizationId] as const,
  page: (organizationId: string, page: number, pageSize: number) =>
    [...portfolioKeys.organization(organizationId), 'page', { page, pageSize }] as const,
  everything: (organizationId: string) =>
    [...portfolioKeys.organization(organizationId), 'everything'] as const,
};

function getPortfolioPage(
  organizationId: string,
  page: number,
  pageSize: number,
  signal: AbortSignal,
) {
  return unwrap(
    api.GET('/api/v1/portfolios/', {
      params: { query: { organization_id: organizationId, page, page_size: pageSize } },
      signal,
    }),
  );
}

export const portfolioQueries = {
  page: (organizationId: string, page: number, pageSize: number) =>
    queryOptions({
      queryKey: portfolioKeys.page(organizationId, page, pageSize),
      queryFn: ({ signal }) => getPortfolioPage(organizationId, page, pageSize, signal),
    }),
  /** Every portfolio (up to a cap): there is no "get one portfolio" endpoint, so names come from here. */
  everything: (organizationId: string) =>
    queryOptions({
      queryKey: portfolioKeys.everything(organizationId),
      queryFn: ({ signal }) =>
        collectPages((page) => getPortfolioPage(organizationId, page, 100, signal), MAX_PAGES),
      staleTime: 5 * 60_000,
    }),
};
