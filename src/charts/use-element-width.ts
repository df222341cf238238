import { useCallback, useState, type RefCallback } from 'react';

/**
 * The width of an element, in whole pixels, kept current as it resizes. The first width is read
 * when the element is attached, in the same commit, so a chart draws in the page's first frame;
 * recharts' ResponsiveContainer measures a frame later and costs the chart another render pass.
 */
export function useElementWidth<T extends HTMLElement>(): [RefCallback<T>, number] {
  const [width, setWidth] = useState(0);
  const ref = useCallback((node: T | null) => {
    if (!node) return;
    setWidth(Math.floor(node.getBoundingClientRect().width));
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
