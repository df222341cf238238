import { useCallback, useState, type RefCallback } from 'react';

/**
 * The width of an element, in whole pixels, kept current as it resizes. By default the first
 * width is read when the element is attached, in the same commit, so a chart draws in the page's
 * first frame (recharts' ResponsiveContainer measures a frame later, at the cost of another render
 * pass). With `later`, the first width comes from the resize observer instead, and what depends on
 * it renders in a task of its own: a large chart then does not lengthen the page's first task.
 */
export function useElementWidth<T extends HTMLElement>({
  later = false,
}: { later?: boolean } = {}): [RefCallback<T>, number] {
  const [width, setWidth] = useState(0);
  const ref = useCallback(
    (node: T | null) => {
      if (!node) return;
      if (!later) setWidth(Math.floor(node.getBoundingClientRect().width));
      const observer = new ResizeObserver(([entry]) => {
        if (entry) setWidth(Math.floor(entry.contentRect.width));
      });
      observer.observe(node);
      return () => observer.disconnect();
    },
    [later],
  );
  return [ref, width];
}
