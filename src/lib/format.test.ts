import { describe, expect, it } from 'vitest';
import { formatDelta, formatNumber } from './format';

describe('formatNumber', () => {
  it('writes a negative figure with a true minus sign, as the Δ figures are', () => {
    expect(formatNumber(-66.54)).toBe('−66.5');
    expect(formatDelta(-66.54)).toBe('−66.5');
    expect(formatNumber(1234.56)).toBe('1,234.6');
  });

  it('writes no sign for a negative figure that rounds to zero, and a dash for no figure', () => {
    expect(formatNumber(-0.04)).toBe('0');
    expect(formatNumber(Number.NaN)).toBe('—');
  });
});
