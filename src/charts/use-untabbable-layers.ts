import { useEffect, type RefObject } from 'react';

const LAYERS = 'g[class^="recharts-zIndex-layer_"]:not([tabindex])';

/**
 * Keeps recharts' layer groups inside `ref` out of the tab order. Recharts draws each z-index
 * layer (grid, bars, axes, labels) through a React portal into a bare <g>, React listens for
 * focus events on every portal's container, and Chromium makes an SVG element with focus
 * listeners focusable: each layer was an unnamed tab stop, four or five per chart. The charts'
 * own stops (the quadrant's points) are not layers and keep their place.
 */
export function useUntabbableLayers(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const mark = () => {
      for (const layer of root.querySelectorAll<SVGGElement>(LAYERS)) {
        layer.setAttribute('tabindex', '-1');
        // A click on a tick or a bar still focuses its layer, which Chromium rings as a whole.
        layer.style.outline = 'none';
      }
    };
    mark();
    // Recharts adds its layers a render after the chart's, and a lazy chart arrives later still.
    const observer = new MutationObserver(mark);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [ref]);
}
