import { useCallback, useState, type RefCallback } from 'react';
import { flushSync } from 'react-dom';

/**
 * The width of an element, in whole pixels, kept current as it resizes, from a resize observer:
 * its first callback comes after the browser's own layout of the frame, so nothing is measured in
 * the middle of a render or a commit (reading the width there made the browser lay out the whole
 * page once more). By default the first width is drawn at once, before that frame is painted, so
 * a chart appears in the same frame as the page. With `later`, what depends on it renders in a
 * task of its own: a large chart then does not lengthen the frame that shows the page.
 */
export function useElementWidth<T extends HTMLElement>({
  later = false,
}: { later?: boolean } = {}): [RefCallback<T>, number] {
  const [width, setWidth] = useState(0);
  const ref = useCallback(
    (node: T | null) => {
      if (!node) return;
      let first = !later;
      const observer = new ResizeObserver(([entry]) => {
        if (!entry) return;
        const next = Math.floor(entry.contentRect.width);
        if (first) flushSync(() => setWidth(next));
        else setWidth(next);
        first = false;
      });
      observer.observe(node);
      return () => observer.disconnect();
    },
    [later],
  );
  return [ref, width];
}
