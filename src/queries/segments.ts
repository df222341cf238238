import { t } from '@lingui/core/macro';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { api, getApiBaseUrl, unwrap } from '../api/client';
import { ApiError } from '../api/errors';
import type { components, paths } from '../api/schema.gen';
import { collectPages } from '../lib/collect-pages';
import { portfolioQueries } from './portfolios';

export type Segment = components['schemas']['Segment'];
export type SegmentRequest = components['schemas']['SegmentRequest'];
type PaginatedSegmentList = components['schemas']['PaginatedSegmentList'];

type SegmentQuery = NonNullable<paths['/api/v1/segments/']['get']['parameters']['query']>;

/**
 * The service lists the segments of every portfolio the user can read, across organizations; the
 * `organization_id` and `portfolio_id` extensions narrow a list. Where the service ignores them,
 * the dashboard narrows the list itself (see `segmentQueries.filtering`).
 */
export interface SegmentListParams {
  organizationId?: string;
  portfolioId?: string;
  page: number;
  pageSize: number;
}

/** One page of a segments list, as the service's envelope. */
export type SegmentPage = PaginatedSegmentList & {
  /**
   * False when the dashboard narrowed the list itself and could not read all of it (the page cap),
   * so segments may be missing and `count` is a lower bound.
   */
  complete: boolean;
};

/** Which of the list's narrowing parameters the service honours. */
export interface SegmentFiltering {
  portfolio: boolean;
  organization: boolean;
}

/** The segments a view asks for, whoever narrows them: the service or the dashboard. */
interface SegmentScope {
  organizationId?: string;
  portfolioId?: string;
}

/** Every segment in a scope, as far as the page cap let the dashboard read. */
export interface ScopedSegments {
  items: Segment[];
  /** False when the page cap stopped the reading: segments may be missing. */
  complete: boolean;
}

/** The most pages (100 segments each) read to narrow a list the service would not narrow. */
const MAX_PAGES = 10;
const COLLECT_PAGE_SIZE = 100;
/** No portfolio or organization has this id, so no segment is in it. */
const NIL_UUID = '00000000-0000-0000-0000-000000000000';

export const segmentKeys = {
  all: ['segments'] as const,
  lists: () => [...segmentKeys.all, 'list'] as const,
  list: (params: SegmentListParams) => [...segmentKeys.lists(), params] as const,
  count: (organizationId: string) => [...segmentKeys.all, 'count', organizationId] as const,
  // Under the root, so creating a segment probes again: a service that showed no segment at all
  // could not tell whether it honours the filters, and with one segment more it can.
  filtering: () => [...segmentKeys.all, 'filtering'] as const,
  scopes: () => [...segmentKeys.all, 'scope'] as const,
  scope: (scope: SegmentScope) => [...segmentKeys.scopes(), scope] as const,
};

function getSegmentPage(query: SegmentQuery, signal: AbortSignal) {
  return unwrap(api.GET('/api/v1/segments/', { params: { query }, signal }));
}

const countOf = async (query: SegmentQuery, signal: AbortSignal) =>
  (await getSegmentPage({ ...query, page: 1, page_size: 1 }, signal)).count;

/**
 * A parameter is honoured when asking for a portfolio (or organization) that does not exist lists
 * nothing. That proves something only if the user can see a segment at all; where they see none,
 * the dashboard narrows lists itself, which is right whatever the service does. One request at a
 * time, the last only if still needed: a failing service then costs one request per attempt.
 */
async function probeFiltering(signal: AbortSignal): Promise<SegmentFiltering> {
  const organization = await countOf({ organization_id: NIL_UUID }, signal);
  const portfolio = await countOf({ portfolio_id: NIL_UUID }, signal);
  const visible = organization > 0 || portfolio > 0 || (await countOf({}, signal)) > 0;
  return { organization: visible && organization === 0, portfolio: visible && portfolio === 0 };
}

/** Whether the service can answer these params as asked. */
const servedBy = (filtering: SegmentFiltering, scope: SegmentScope) =>
  (!scope.organizationId || filtering.organization) && (!scope.portfolioId || filtering.portfolio);

// Nested reads do not retry on their own: the query that needs them retries, and asks again.
const filteringOf = (client: QueryClient) =>
  client.fetchQuery({ ...segmentQueries.filtering(), retry: false });
const scopedOf = (client: QueryClient, scope: SegmentScope) =>
  client.fetchQuery({ ...scopedQuery(scope), retry: false });

/**
 * Reads every segment of the scope, sending the parameters the service honours and keeping, of
 * what it answers, only the segments in scope: a segment names its portfolio, and the
 * organization's portfolios are listed by the (published) portfolios list.
 */
async function collectScope(
  client: QueryClient,
  scope: SegmentScope,
  signal: AbortSignal,
): Promise<ScopedSegments> {
  const filtering = await filteringOf(client);
  const byService = {
    organization_id: filtering.organization ? scope.organizationId : undefined,
    portfolio_id: filtering.portfolio ? scope.portfolioId : undefined,
  };
  const [collected, portfolios] = await Promise.all([
    collectPages(
      (page) => getSegmentPage({ ...byService, page, page_size: COLLECT_PAGE_SIZE }, signal),
      MAX_PAGES,
    ),
    scope.organizationId && !filtering.organization
      ? client.fetchQuery({ ...portfolioQueries.everything(scope.organizationId), retry: false })
      : undefined,
  ]);
  const inOrganization = portfolios && new Set(portfolios.items.map((portfolio) => portfolio.id));
  const items = collected.items.filter(
    (segment) =>
      (!inOrganization || inOrganization.has(segment.portfolio.id)) &&
      (!scope.portfolioId || segment.portfolio.id === scope.portfolioId),
  );
  // A portfolio beyond the portfolios' cap would lose its segments as surely as one beyond ours.
  return { items, complete: collected.complete && (portfolios?.complete ?? true) };
}

function scopedQuery(scope: SegmentScope) {
  return queryOptions({
    queryKey: segmentKeys.scope(scope),
    queryFn: ({ signal, client }) => collectScope(client, scope, signal),
    // Paging through a list narrowed here reads it once; a list refetched after that reads it again.
    staleTime: 60_000,
  });
}

/** The link a service that honoured the parameters would give to another page of the list. */
function pageLink(params: SegmentListParams, page: number): string {
  const search = new URLSearchParams();
  if (params.organizationId) search.set('organization_id', params.organizationId);
  if (params.portfolioId) search.set('portfolio_id', params.portfolioId);
  if (page > 1) search.set('page', String(page));
  search.set('page_size', String(params.pageSize));
  return `${getApiBaseUrl()}/api/v1/segments/?${search}`;
}

/** The requested page of a list narrowed here, as the service would have paged it. */
function pageOf(items: Segment[], params: SegmentListParams, complete: boolean): SegmentPage {
  const lastPage = Math.max(1, Math.ceil(items.length / params.pageSize));
  // The service's answer past the last page; the list views offer page 1 on it.
  if (params.page > lastPage) throw new ApiError('http', 404, { detail: t`Invalid page.` });
  const start = (params.page - 1) * params.pageSize;
  return {
    count: items.length,
    next: params.page < lastPage ? pageLink(params, params.page + 1) : null,
    previous: params.page > 1 ? pageLink(params, params.page - 1) : null,
    results: items.slice(start, start + params.pageSize),
    complete,
  };
}

export const segmentQueries = {
  /**
   * What the service does with `organization_id` and `portfolio_id`: a published service ignores
   * both. Asked once a session (the answer is the service's, not the data's).
   */
  filtering: () =>
    queryOptions({
      queryKey: segmentKeys.filtering(),
      queryFn: ({ signal }) => probeFiltering(signal),
      staleTime: Infinity,
      gcTime: Infinity,
    }),

  list: (params: SegmentListParams) =>
    queryOptions({
      queryKey: segmentKeys.list(params),
      queryFn: async ({ signal, client }): Promise<SegmentPage> => {
        if (servedBy(await filteringOf(client), params)) {
          const page = await getSegmentPage(
            {
              organization_id: params.organizationId,
              portfolio_id: params.portfolioId,
              page: params.page,
              page_size: params.pageSize,
            },
            signal,
          );
          return { ...page, complete: true };
        }
        // The organization's list serves each of its portfolios, so changing the portfolio filter
        // reads nothing again.
        const scoped = await scopedOf(
          client,
          params.organizationId
            ? { organizationId: params.organizationId }
            : { portfolioId: params.portfolioId },
        );
        const items = params.portfolioId
          ? scoped.items.filter((segment) => segment.portfolio.id === params.portfolioId)
          : scoped.items;
        return pageOf(items, params, scoped.complete);
      },
      placeholderData: keepPreviousData,
    }),

  /**
   * How many segments the organization has: one page of one item and its `count`, or, where the
   * service ignores `organization_id`, the organization's segments counted here (at most the cap).
   */
  count: (organizationId: string) =>
    queryOptions({
      queryKey: segmentKeys.count(organizationId),
      queryFn: async ({ signal, client }) => {
        if ((await filteringOf(client)).organization) {
          return countOf({ organization_id: organizationId }, signal);
        }
        return (await scopedOf(client, { organizationId })).items.length;
      },
    }),

  /** Every segment of the organization's portfolios (up to a cap), to look through them here. */
  inOrganization: (organizationId: string) => scopedQuery({ organizationId }),
};

/**
 * Creating a segment changes every segments list, count and collection (home's too), and may
 * settle what the filtering probe could not tell: the root key covers them all.
 */
export function useCreateSegment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SegmentRequest) => unwrap(api.POST('/api/v1/segments/', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: segmentKeys.all }),
  });
}

/**
 * The service drops, without error, configurations that are not in the segment's portfolio. The
 * ids sent but absent from the created segment are the ones it ignored.
 */
export function ignoredConfigurationIds(sent: readonly string[], created: Segment): string[] {
  const kept = new Set(created.configurations.map((configuration) => configuration.id));
  return [...new Set(sent)].filter((id) => !kept.has(id));
}
