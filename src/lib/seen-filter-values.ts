import { createUserStore, useUserStore } from './user-store';

/**
 * Filter values this browser has seen match respondents, per filterable. A service without the
 * filterables' `values` lists matches typed values exactly, so the dashboard suggests the values
 * that worked before (and those the configurations themselves use) instead of leaving them to be
 * guessed. Kept per user; values only, never figures.
 */
type SeenValues = Record<string, string[]>;

/** Per filterable, the most recent first. */
const PER_FILTERABLE = 50;
const FILTERABLES = 200;
const key = (userId: string) => `pulse.filter-values.${userId}`;

export function readSeenValues(userId: string): SeenValues {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key(userId)) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    const seen: SeenValues = {};
    for (const [filterable, values] of Object.entries(parsed)) {
      if (Array.isArray(values)) {
        seen[filterable] = values.filter((value): value is string => typeof value === 'string');
      }
    }
    return seen;
  } catch {
    return {};
  }
}

/** Records the values of filters that matched respondents; returns what is now remembered. */
export function rememberSeenValues(
  userId: string,
  filters: readonly { dataset_filterable_id: string; value: readonly string[] }[],
): SeenValues {
  const before = readSeenValues(userId);
  const touched: SeenValues = {};
  for (const { dataset_filterable_id: id, value } of filters) {
    const earlier = touched[id] ?? before[id] ?? [];
    touched[id] = [...value, ...earlier.filter((item) => !value.includes(item))].slice(
      0,
      PER_FILTERABLE,
    );
  }
  // The filterables just used lead, so the oldest are the ones dropped past the limit.
  const next = Object.fromEntries(
    [
      ...Object.entries(touched),
      ...Object.entries(before).filter(([id]) => !(id in touched)),
    ].slice(0, FILTERABLES),
  );
  try {
    localStorage.setItem(key(userId), JSON.stringify(next));
  } catch {
    // A convenience only.
  }
  return next;
}

const store = createUserStore(readSeenValues);

/** Remembers values (see rememberSeenValues) and tells every page showing them. */
export function recordSeenValues(
  userId: string,
  filters: readonly { dataset_filterable_id: string; value: readonly string[] }[],
): void {
  store.publish(userId, rememberSeenValues(userId, filters));
}

/** The values remembered for this user, kept current as more are recorded. */
export function useSeenValues(userId: string): SeenValues {
  return useUserStore(store, userId);
}
