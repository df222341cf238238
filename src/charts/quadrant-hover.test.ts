import { describe, expect, it, vi } from 'vitest';
import { createHoverStore } from './quadrant-hover';
import type { QuadrantPoint } from './quadrant-data';

const point: QuadrantPoint = {
  id: 'p1',
  attitudeId: 'a1',
  keyword: 'Trust',
  importance: 70,
  performance: 60,
  classification: 'FE',
  seol: 'S',
};

describe('quadrant hover store', () => {
  it('tells its listeners when the hovered point changes, and only then', () => {
    const store = createHoverStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set({ point, x: 10, y: 20 });
    store.set({ point, x: 10, y: 20 });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get()?.point.keyword).toBe('Trust');
    store.set(null);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.get()).toBeNull();
    unsubscribe();
    store.set({ point, x: 1, y: 2 });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
