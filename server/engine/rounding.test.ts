import { describe, expect, it } from 'vitest';
import { round1, round2 } from './aggregate';

describe('rounding of reported figures', () => {
  it('rounds an exact half up whichever order its sum ran in', () => {
    // Potential main score of a two-attitude report: (50 × 37.5 + 79.2 × 62.5) / 100 = 68.25.
    const forwards = (50 * 37.5 + (61.1 + 18.1) * 62.5) / 100;
    const regrouped = (50 * 37.5 + (61.1 + 62.5 - 44.4) * 62.5) / 100;
    expect(forwards).not.toBe(regrouped);
    expect(round1(forwards)).toBe(68.3);
    expect(round1(regrouped)).toBe(68.3);
  });

  it('keeps ordinary values and negative halves as Math.round does', () => {
    expect(round1(42.94)).toBe(42.9);
    expect(round1(-18.15)).toBe(-18.1);
    expect(round2(1.005)).toBe(1.01);
    expect(round2(2 / 3)).toBe(0.67);
  });
});
