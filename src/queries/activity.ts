import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../api/client';
import { isApiError } from '../api/errors';
import type { components, paths } from '../api/schema.gen';
import { collectPages, type Collected } from '../lib/collect-pages';

export type ActivityEntry = components['schemas']['ActivityEntry'];
export type ActivityAction = components['schemas']['ActivityAction'];
export type ActivityTargetType = components['schemas']['ActivityTargetType'];
export type ActivityDetails = components['schemas']['ActivityDetails'];
export type ActivityChange = components['schemas']['ActivityChange'];
export type ActivityPage = components['schemas']['PaginatedActivityEntryList'];
export type ActivityActor = NonNullable<ActivityEntry['actor']>;
type ActivityQuery = NonNullable<paths['/api/v1/activity/']['get']['parameters']['query']>;

/** What the log is narrowed to; null leaves a filter out. `from` and `to` are instants (ISO). */
export interface ActivityFilters {
  organizationId: string;
  actor: string | null;
  action: ActivityAction | null;
  targetType: ActivityTargetType | null;
  /** Entries at or after this instant. */
  from: string | null;
  /** Entries before this instant. */
  to: string | null;
}

export interface ActivityListParams extends ActivityFilters {
  page: number;
  pageSize: number;
}

/** An export reads at most this many pages of EXPORT_PAGE_SIZE entries (5,000), then says so. */
export const EXPORT_PAGE_CAP = 50;
export const EXPORT_PAGE_SIZE = 100;
/** How many pages of sign-ins (100 each) the people filter is gathered from. */
export const ACTOR_PAGE_CAP = 5;

/**
 * Every activity key starts with ['activity']. The log is read-only here, and everything the
 * dashboard writes adds to it: rather than every mutation invalidating it, its pages stay fresh
 * only briefly (see `list`).
 */
export const activityKeys = {
  all: ['activity'] as const,
  lists: () => [...activityKeys.all, 'list'] as const,
  list: (params: ActivityListParams) => [...activityKeys.lists(), params] as const,
  actors: (organizationId: string) => [...activityKeys.all, 'actors', organizationId] as const,
};

function getActivityPage(query: ActivityQuery, signal?: AbortSignal) {
  return unwrap(api.GET('/api/v1/activity/', { params: { query }, signal }));
}

function queryOf(filters: ActivityFilters, page: number, pageSize: number): ActivityQuery {
  return {
    organization_id: filters.organizationId,
    ...(filters.actor ? { actor: filters.actor } : {}),
    ...(filters.action ? { action: filters.action } : {}),
    ...(filters.targetType ? { target_type: filters.targetType } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    page,
    page_size: pageSize,
  };
}

/**
 * The log is an extension: a service without it (the published interface) answers 404 on the
 * first page, which reads as `null`, "this service keeps no activity log". A 404 on a later page
 * is a page past the end (the list shrank as old entries were pruned), and stays an error.
 */
function unavailableOn404(page: number) {
  return (error: unknown): null => {
    if (page === 1 && isApiError(error) && error.isNotFound) return null;
    throw error;
  };
}

export const activityQueries = {
  /** One page of the filtered log, newest first; null where the service keeps no log. */
  list: (params: ActivityListParams) =>
    queryOptions({
      queryKey: activityKeys.list(params),
      queryFn: ({ signal }): Promise<ActivityPage | null> =>
        getActivityPage(queryOf(params, params.page, params.pageSize), signal).catch(
          unavailableOn404(params.page),
        ),
      placeholderData: keepPreviousData,
      // Others add to the log all the time, and this tab's own changes (an invitation revoked a
      // minute ago) belong in it: coming back to the page asks again. Five seconds, not zero, so
      // the route loader's answer serves the page that mounts right after it.
      staleTime: 5_000,
      // The route asks for this page before the page mounts; a refusal it got is the answer (the
      // page explains it), not a reason to ask again on mount.
      retryOnMount: false,
    }),

  /**
   * The people of the log, for its "Person" filter: there is no members list to ask, so they are
   * gathered from the latest sign-ins (everyone who did anything signed in first), up to
   * ACTOR_PAGE_CAP pages. Sorted by name; null where the service keeps no log.
   */
  actors: (organizationId: string) =>
    queryOptions({
      queryKey: activityKeys.actors(organizationId),
      queryFn: async ({ signal }): Promise<ActivityActor[] | null> => {
        const signIns = await collectPages(
          (page) =>
            getActivityPage(
              { organization_id: organizationId, action: 'auth.login', page, page_size: 100 },
              signal,
            ),
          ACTOR_PAGE_CAP,
        ).catch(unavailableOn404(1));
        return signIns && distinctActors(signIns.items.map((entry) => entry.actor));
      },
      staleTime: 5 * 60_000,
    }),
};

/**
 * Each actor once, by id, with the first name met (entries come newest first, so the name they
 * have now), sorted by name.
 */
export function distinctActors(actors: Iterable<ActivityActor | null>): ActivityActor[] {
  const byId = new Map<string, ActivityActor>();
  for (const actor of actors) {
    if (actor && !byId.has(actor.id)) byId.set(actor.id, actor);
  }
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The whole filtered log for an export, newest first, up to EXPORT_PAGE_CAP pages: `complete` is
 * false when the cap stopped it, and the export says so. `onProgress` hears the entries read so
 * far and the total after each page.
 */
export function collectActivity(
  filters: ActivityFilters,
  options: { signal?: AbortSignal; onProgress?: (read: number, total: number) => void } = {},
): Promise<Collected<ActivityEntry>> {
  let read = 0;
  return collectPages(async (page) => {
    const envelope = await getActivityPage(
      queryOf(filters, page, EXPORT_PAGE_SIZE),
      options.signal,
    );
    read += envelope.results.length;
    options.onProgress?.(read, envelope.count);
    return envelope;
  }, EXPORT_PAGE_CAP);
}
