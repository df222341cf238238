import type { ActivityAction, ActivityFilters, ActivityTargetType } from '../../queries/activity';
import { ACTIVITY_ACTIONS, ACTIVITY_TARGET_TYPES } from './activity-labels';

/** Entries are one line each: a page shows more of them than other lists do. */
export const ACTIVITY_PAGE_SIZE = 50;

/** The filters as the URL holds them: ids and codes, and the days of the range (YYYY-MM-DD). */
export interface ActivityUrlFilters {
  actor: string | null;
  action: ActivityAction | null;
  targetType: ActivityTargetType | null;
  /** The first day shown. */
  from: string | null;
  /** The last day shown (included). */
  to: string | null;
}

/** The URL parameters the filters use, for "Reset filters". */
export const FILTER_PARAMS = ['actor', 'action', 'target', 'from', 'to'] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function choice<T extends string>(value: string | null, allowed: readonly T[]): T | null {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : null;
}

/** A calendar day, as a local date at its midnight, or null if `value` is not a real day. */
function localDay(value: string | null): Date | null {
  const match = value === null ? null : DAY.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  // 2026-02-31 would roll over into March: only days that exist are taken.
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day
    ? date
    : null;
}

/**
 * The filters a URL asks for. Anything the service would refuse (an id that is not one, an action
 * it does not know, a day that does not exist) is left out rather than turned into an error page.
 */
export function readActivityFilters(params: { get: (name: string) => string | null }) {
  const actor = params.get('actor');
  const from = params.get('from');
  const to = params.get('to');
  return {
    actor: actor !== null && UUID.test(actor) ? actor : null,
    action: choice(params.get('action'), ACTIVITY_ACTIONS),
    targetType: choice(params.get('target'), ACTIVITY_TARGET_TYPES),
    from: localDay(from) ? from : null,
    to: localDay(to) ? to : null,
  } satisfies ActivityUrlFilters;
}

/**
 * What the request asks for: the range's days as instants in the user's time zone, from the first
 * day's midnight up to (not including) the midnight after the last day, as `to` excludes its
 * instant.
 */
export function activityFiltersOf(
  filters: ActivityUrlFilters,
  organizationId: string,
): ActivityFilters {
  const from = localDay(filters.from);
  const last = localDay(filters.to);
  const end = last && new Date(last.getFullYear(), last.getMonth(), last.getDate() + 1);
  return {
    organizationId,
    actor: filters.actor,
    action: filters.action,
    targetType: filters.targetType,
    from: from ? from.toISOString() : null,
    to: end ? end.toISOString() : null,
  };
}

/** The range runs backwards: nothing could match. */
export function rangeIsReversed(filters: ActivityUrlFilters): boolean {
  return filters.from !== null && filters.to !== null && filters.from > filters.to;
}

/** How many filters are in use (each day of the range counts). */
export function activeFilters(filters: ActivityUrlFilters): number {
  return Object.values(filters).filter((value) => value !== null).length;
}

export function hasFilters(filters: ActivityUrlFilters): boolean {
  return activeFilters(filters) > 0;
}
