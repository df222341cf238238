import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../api/client';
import type { components } from '../api/schema.gen';

export type Attitude = components['schemas']['Attitude'];
export type AudienceType = components['schemas']['AudienceType'];
export type AttitudePage = components['schemas']['PaginatedAttitudeList'];

export interface AttitudeListParams {
  /** Undefined lists every audience. */
  audienceType: AudienceType | undefined;
  /** Text to look for (the `search` extension); a service without it sends the page unfiltered. */
  search: string | undefined;
  page: number;
  pageSize: number;
}

/** Attitudes are global metadata (the same for every organization), so keys carry no organization. */
export const attitudeKeys = {
  all: ['attitudes'] as const,
  lists: () => [...attitudeKeys.all, 'list'] as const,
  list: (params: AttitudeListParams) => [...attitudeKeys.lists(), params] as const,
};

export const attitudeQueries = {
  list: (params: AttitudeListParams) =>
    queryOptions({
      queryKey: attitudeKeys.list(params),
      queryFn: ({ signal }) =>
        unwrap(
          api.GET('/api/v1/attitudes/', {
            params: {
              query: {
                audience_type: params.audienceType,
                search: params.search,
                page: params.page,
                page_size: params.pageSize,
              },
            },
            signal,
          }),
        ),
      // The library changes rarely; paging keeps the previous page on screen until the next arrives.
      staleTime: 5 * 60_000,
      placeholderData: keepPreviousData,
    }),
};
