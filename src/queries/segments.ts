import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../api/client';
import type { components, paths } from '../api/schema.gen';

export type Segment = components['schemas']['Segment'];
export type SegmentRequest = components['schemas']['SegmentRequest'];

type SegmentQuery = NonNullable<paths['/api/v1/segments/']['get']['parameters']['query']>;

/**
 * The service lists the segments of every portfolio the user can read, across organizations; the
 * `organization_id` and `portfolio_id` extensions narrow a list.
 */
export interface SegmentListParams {
  organizationId?: string;
  portfolioId?: string;
  page: number;
  pageSize: number;
}

export const segmentKeys = {
  all: ['segments'] as const,
  lists: () => [...segmentKeys.all, 'list'] as const,
  list: (params: SegmentListParams) => [...segmentKeys.lists(), params] as const,
  count: (organizationId: string) => [...segmentKeys.all, 'count', organizationId] as const,
};

function getSegmentPage(query: SegmentQuery, signal: AbortSignal) {
  return unwrap(api.GET('/api/v1/segments/', { params: { query }, signal }));
}

export const segmentQueries = {
  list: (params: SegmentListParams) =>
    queryOptions({
      queryKey: segmentKeys.list(params),
      queryFn: ({ signal }) =>
        getSegmentPage(
          {
            organization_id: params.organizationId,
            portfolio_id: params.portfolioId,
            page: params.page,
            page_size: params.pageSize,
          },
          signal,
        ),
      placeholderData: keepPreviousData,
    }),

  /** How many segments the organization has: one page of one item, and its `count`. */
  count: (organizationId: string) =>
    queryOptions({
      queryKey: segmentKeys.count(organizationId),
      queryFn: async ({ signal }) =>
        (await getSegmentPage({ organization_id: organizationId, page: 1, page_size: 1 }, signal))
          .count,
    }),
};

/** Creating a segment changes every segments list and count (home's too): the root key covers them. */
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
