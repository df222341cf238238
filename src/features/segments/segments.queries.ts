import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';
import type { components } from '../../api/schema.gen';

export type Segment = components['schemas']['Segment'];
export type SegmentRequest = components['schemas']['SegmentRequest'];

export interface SegmentListParams {
  organizationId: string;
  portfolioId: string | undefined;
  page: number;
  pageSize: number;
}

/**
 * The service lists the segments of every portfolio the user can read, across organizations; the
 * `organization_id` extension keeps a list to the organization in use.
 */
export const segmentKeys = {
  all: ['segments'] as const,
  lists: () => [...segmentKeys.all, 'list'] as const,
  list: (params: SegmentListParams) => [...segmentKeys.lists(), params] as const,
};

export const segmentQueries = {
  list: (params: SegmentListParams) =>
    queryOptions({
      queryKey: segmentKeys.list(params),
      queryFn: ({ signal }) =>
        unwrap(
          api.GET('/api/v1/segments/', {
            params: {
              query: {
                organization_id: params.organizationId,
                portfolio_id: params.portfolioId,
                page: params.page,
                page_size: params.pageSize,
              },
            },
            signal,
          }),
        ),
      placeholderData: keepPreviousData,
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
