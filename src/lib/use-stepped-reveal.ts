import { useEffect, useState } from 'react';

interface SteppedRevealOptions {
  /** Steps shown at once (the first, by default). */
  initial?: number;
  /** Tasks to let pass before the first step after `initial`, so another part's steps go first. */
  wait?: number;
}

/**
 * How many of `total` steps to show: `initial` at once, then one more per task. A long table or
 * chart drawn in steps takes several short tasks instead of one that freezes the page, and the
 * browser can paint and answer input between them.
 */
export function useSteppedReveal(
  total: number,
  { initial = 1, wait = 0 }: SteppedRevealOptions = {},
): number {
  // Counts tasks from `wait` below zero, so waiting needs no state of its own.
  const [ticks, setTicks] = useState(initial - wait);
  useEffect(() => {
    if (ticks >= total) return;
    const timer = setTimeout(() => setTicks((count) => count + 1), 0);
    return () => clearTimeout(timer);
  }, [ticks, total]);
  return Math.max(0, Math.min(ticks, total));
}
