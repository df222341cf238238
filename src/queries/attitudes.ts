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
  searchSupport: () => [...attitudeKeys.all, 'search-support'] as const,
};

/**
 * Whether the service searches the whole library (`search` is an extension: a service with only the
 * published interface ignores it and sends the page unfiltered).
 */
export type SearchSupport = 'searches' | 'ignores';

/**
 * One word no attitude's text holds: letters only, so a service that splits a search into words or
 * drops punctuation still looks for all of it.
 */
const MATCHES_NOTHING = 'qzxjvkwpulseprobe';

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

  /**
   * Whether the service searches, asked once a session: one attitude searched for a word nothing
   * holds. A service that searches finds none; one that ignores `search` counts the whole library.
   * Asked, not inferred from a search's answer: the search field must say what it does before
   * anything is typed, and a page whose attitudes all happen to match looks searched either way.
   * An empty library reads as searching, which nothing on the page can contradict.
   */
  searchSupport: () =>
    queryOptions({
      queryKey: attitudeKeys.searchSupport(),
      queryFn: async ({ signal }): Promise<SearchSupport> => {
        const page = await unwrap(
          api.GET('/api/v1/attitudes/', {
            params: { query: { search: MATCHES_NOTHING, page_size: 1 } },
            signal,
          }),
        );
        return page.count === 0 ? 'searches' : 'ignores';
      },
      staleTime: Infinity,
      gcTime: Infinity,
    }),
};
