import { useCallback, useState, type RefCallback } from 'react';

/** The last width seen of each remembered kind of chart, for its next mount. */
const remembered = new Map<string, number>();

/** Forgets every remembered width: tests share this module from one test to the next. */
export function forgetElementWidths(): void {
  remembered.clear();
}

/**
 * The width of an element, in whole pixels, kept current as it resizes. By default the first
 * width is read when the element is attached, in the same commit, so a chart draws in the page's
 * first frame (recharts' ResponsiveContainer measures a frame later, at the cost of another render
 * pass). That read makes the browser lay out the whole page there and then.
 *
 * With `remember`, a kind of chart mounted again in this tab (a language switch draws every page
 * afresh; the next report's chart sits in the same card) starts at the width it last had and
 * reads none: the resize observer, which reports after the browser's own layout, corrects it if
 * the window has changed since. With `later`, the first width comes from the resize observer
 * instead (a remembered width is not used), and what depends on it renders in a task of its own:
 * a large chart then does not lengthen the page's first task.
 */
export function useElementWidth<T extends HTMLElement>({
  later = false,
  remember,
}: { later?: boolean; remember?: string } = {}): [RefCallback<T>, number] {
  const known = later ? undefined : remember;
  const [width, setWidth] = useState(() => (known && remembered.get(known)) || 0);
  const ref = useCallback(
    (node: T | null) => {
      if (!node) return;
      const keep = (next: number) => {
        // A box without width (not laid out, or hidden) says nothing about the next one.
        if (remember && next > 0) remembered.set(remember, next);
        setWidth(next);
      };
      if (!later && !(known && remembered.has(known)))
        keep(Math.floor(node.getBoundingClientRect().width));
      const observer = new ResizeObserver(([entry]) => {
        if (entry) keep(Math.floor(entry.contentRect.width));
      });
      observer.observe(node);
      return () => observer.disconnect();
    },
    [later, remember, known],
  );
  return [ref, width];
}
