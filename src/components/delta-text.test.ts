import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { formatDeltaWithUnit } from './delta-text';

const inGerman = () => i18n.loadAndActivate({ locale: 'de', locales: ['de'], messages: {} });

describe('formatDeltaWithUnit', () => {
  it('writes a change in percent points with the percent sign as English does', () => {
    expect(formatDeltaWithUnit(2.54, '%')).toBe('+2.5%');
    expect(formatDeltaWithUnit(-1, '%')).toBe('−1%');
    expect(formatDeltaWithUnit(0.01, '%')).toBe('±0%');
  });

  it('spaces the percent sign as German does, with the German decimal comma', () => {
    inGerman();
    expect(formatDeltaWithUnit(2.54, '%')).toBe('+2,5\u00a0%');
    expect(formatDeltaWithUnit(-1234.5, '%')).toBe('−1.234,5\u00a0%');
  });

  it('sets any other unit after the figure, and no unit at all when there is no figure', () => {
    expect(formatDeltaWithUnit(2.5)).toBe('+2.5');
    expect(formatDeltaWithUnit(2.5, ' pts')).toBe('+2.5 pts');
    expect(formatDeltaWithUnit(Number.NaN, '%')).toBe('—');
  });
});
