import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';
import type { components } from '../../api/schema.gen';
import { collectPages } from '../../lib/collect-pages';

export type Invitation = components['schemas']['OrganizationInvitation'];

/** How many invitations (100 per page) the access section reads before it says it stopped. */
export const INVITATION_PAGE_CAP = 5;
export const INVITATION_PAGE_SIZE = 100;

/**
 * What a portfolio page reads besides the portfolios themselves (src/lib/portfolio-queries.ts) and
 * its reports (src/lib/report-summaries.ts). Keys sit under each resource's root key, so the
 * segments and invitations screens' mutations (which invalidate their roots) refresh them too.
 */
export const portfolioPageKeys = {
  segments: (portfolioId: string, pageSize: number) =>
    ['segments', 'of-portfolio', portfolioId, { pageSize }] as const,
  invitations: (organizationId: string) => ['invitations', 'collected', organizationId] as const,
};

export const portfolioPageQueries = {
  /** The first page of the portfolio's segments (the `portfolio_id` extension parameter). */
  segments: (portfolioId: string, pageSize: number) =>
    queryOptions({
      queryKey: portfolioPageKeys.segments(portfolioId, pageSize),
      queryFn: ({ signal }) =>
        unwrap(
          api.GET('/api/v1/segments/', {
            params: { query: { portfolio_id: portfolioId, page: 1, page_size: pageSize } },
            signal,
          }),
        ),
      placeholderData: keepPreviousData,
    }),
  /**
   * The organization's invitations, up to a cap: the list cannot be filtered by portfolio, so the
   * page keeps those whose accessible_portfolios include it. Administrators only (others get 403).
   */
  invitations: (organizationId: string) =>
    queryOptions({
      queryKey: portfolioPageKeys.invitations(organizationId),
      queryFn: ({ signal }) =>
        collectPages(
          (page) =>
            unwrap(
              api.GET('/api/v1/organization-invitations/', {
                params: {
                  query: {
                    organization_id: organizationId,
                    page,
                    page_size: INVITATION_PAGE_SIZE,
                  },
                },
                signal,
              }),
            ),
          INVITATION_PAGE_CAP,
        ),
    }),
};
