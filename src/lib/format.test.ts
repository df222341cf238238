import { describe, expect, it } from 'vitest';
import { formatBytes, formatDelta, formatNumber } from './format';

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

describe('formatBytes', () => {
  it('writes sizes in B, KB and MB', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(3.5 * 1024 * 1024)).toBe('3.5 MB');
  });
});
