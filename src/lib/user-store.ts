import { useSyncExternalStore } from 'react';

/**
 * A per-user value kept in this browser's storage, as an external store: pages read it with
 * `useUserStore` and see each change the moment it is recorded, without a copy in their state.
 */
export interface UserStore<T> {
  subscribe: (listener: () => void) => () => void;
  snapshot: (userId: string) => T;
  /** Tells every reader that `userId`'s value is now `value` (already written to storage). */
  publish: (userId: string, value: T) => void;
}

export function createUserStore<T>(read: (userId: string) => T): UserStore<T> {
  const listeners = new Set<() => void>();
  const snapshots = new Map<string, T>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot(userId) {
      if (!snapshots.has(userId)) snapshots.set(userId, read(userId));
      return snapshots.get(userId) as T;
    },
    publish(userId, value) {
      snapshots.set(userId, value);
      for (const listener of listeners) listener();
    },
  };
}

export function useUserStore<T>(store: UserStore<T>, userId: string): T {
  return useSyncExternalStore(store.subscribe, () => store.snapshot(userId));
}
