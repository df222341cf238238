import type { QuadrantPoint } from './quadrant-data';

export interface Hovered {
  point: QuadrantPoint;
  /** The point's centre in the plot's SVG, in pixels. */
  x: number;
  y: number;
}

export interface HoverStore {
  get: () => Hovered | null;
  set: (hovered: Hovered | null) => void;
  subscribe: (listener: () => void) => () => void;
}

/**
 * The point under the pointer (or keyboard focus), outside React state: hovering re-renders the
 * tooltip alone, never the chart's hundreds of points.
 */
export function createHoverStore(): HoverStore {
  let value: Hovered | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next) => {
      if (next?.point.id === value?.point.id && next?.x === value?.x && next?.y === value?.y)
        return;
      value = next;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
