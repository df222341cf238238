import type { components } from '../api/schema.gen';

type SavedView = components['schemas']['SavedView'];

/**
 * Saved views kept in this browser, for a service without the saved-views operations: the same
 * shape as the service's, always private and the user's own. Per user; at most as many as the
 * service allows.
 */
export const LOCAL_VIEW_LIMIT = 200;
const key = (userId: string) => `pulse.saved-views.${userId}`;

export function readLocalViews(userId: string): SavedView[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key(userId)) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (item): item is SavedView =>
        typeof item?.id === 'string' &&
        typeof item?.name === 'string' &&
        typeof item?.report?.id === 'string' &&
        typeof item?.organization?.id === 'string' &&
        typeof item?.state === 'object',
    );
  } catch {
    return [];
  }
}

export function writeLocalViews(userId: string, views: readonly SavedView[]): void {
  // Unlike a convenience list, a lost write here loses the user's work: let it throw.
  localStorage.setItem(key(userId), JSON.stringify(views));
}

/** Most recently used first; never used ones by when they were saved. */
export function byRecentUse(a: SavedView, b: SavedView): number {
  const at = (view: SavedView) => Date.parse(view.last_used_at ?? view.created_at);
  return at(b) - at(a);
}
