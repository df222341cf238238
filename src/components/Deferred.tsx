import { useDeferredValue, type ReactNode } from 'react';

/**
 * Renders `children` in a background render that follows the one drawing the rest of the page:
 * for a costly part the page's figures should not wait for (a panel of comboboxes). Until then
 * `fallback` holds its place, sized like it so nothing moves when it arrives.
 */
export function Deferred({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : fallback;
}
