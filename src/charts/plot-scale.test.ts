import { describe, expect, it } from 'vitest';
import { linearScale, niceTicks } from './plot-scale';

describe('niceTicks', () => {
  it('marks a quadrant axis in round steps from end to end', () => {
    expect(niceTicks([40, 90])).toEqual([40, 50, 60, 70, 80, 90]);
    expect(niceTicks([0, 100])).toEqual([0, 20, 40, 60, 80, 100]);
  });

  it('marks a balance axis symmetrically through zero, with no "-0"', () => {
    expect(niceTicks([-40, 40])).toEqual([-40, -20, 0, 20, 40]);
    expect(niceTicks([-10, 10])).toEqual([-10, -5, 0, 5, 10]);
    expect(Object.is(niceTicks([-10, 30])[1], 0) || !niceTicks([-10, 30]).includes(0)).toBe(true);
  });

  it('never widens the domain, even when no round step lands on both ends', () => {
    const ticks = niceTicks([-70, 70]);
    expect(ticks.length).toBeLessThanOrEqual(7);
    expect(Math.min(...ticks)).toBeGreaterThanOrEqual(-70);
    expect(Math.max(...ticks)).toBeLessThanOrEqual(70);
    expect(ticks).toContain(0);
  });

  it('gives one tick for an empty range', () => {
    expect(niceTicks([50, 50])).toEqual([50]);
  });
});

describe('linearScale', () => {
  it('maps the domain onto the range, reversed for a y axis', () => {
    const y = linearScale([40, 90], [300, 50]);
    expect(y(40)).toBe(300);
    expect(y(90)).toBe(50);
    expect(y(65)).toBe(175);
  });
});
