import { useEffect, useState } from 'react';

/**
 * How many of `total` steps to show: `initial` at once (the first step, by default), each next
 * one a task later. A long table or chart drawn in steps takes several short tasks instead of one
 * that freezes the page, and the browser can paint and answer input between them.
 */
export function useSteppedReveal(total: number, initial = 1): number {
  const [shown, setShown] = useState(initial);
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => setShown((count) => count + 1), 0);
    return () => clearTimeout(timer);
  }, [shown, total]);
  return Math.min(shown, total);
}
