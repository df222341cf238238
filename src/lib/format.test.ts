import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import {
  formatBytes,
  formatDate,
  formatDateTime,
  formatDelta,
  formatInteger,
  formatNumber,
  formatPercent,
  formatRelative,
} from './format';

// The test runs in en-US, as the figures below are written; dates are built in local time, so the
// day and hour read the same in any time zone.

describe('formatNumber', () => {
  it('writes a negative figure with a true minus sign, as the Δ figures are', () => {
    expect(formatNumber(-66.54)).toBe('−66.5');
    expect(formatDelta(-66.54)).toBe('−66.5');
    expect(formatNumber(1234.56)).toBe('1,234.6');
  });

  it('writes no sign for a negative figure that rounds to zero, and a dash for no figure', () => {
    expect(formatNumber(-0.04)).toBe('0');
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(Number.NaN)).toBe('—');
  });
});

describe('formatInteger', () => {
  it('writes a count rounded to a whole number, with thousands grouped', () => {
    expect(formatInteger(1234.56)).toBe('1,235');
    expect(formatInteger(7)).toBe('7');
    expect(formatInteger(0)).toBe('0');
  });

  it('writes a dash for a count that is not a number', () => {
    expect(formatInteger(Number.NaN)).toBe('—');
    expect(formatInteger(Number.POSITIVE_INFINITY)).toBe('—');
  });
});

describe('formatPercent', () => {
  it('writes a share to one decimal at most, with the sign of per cent', () => {
    expect(formatPercent(12.345)).toBe('12.3%');
    expect(formatPercent(50)).toBe('50%');
    expect(formatPercent(0)).toBe('0%');
  });

  it('says a share too small to show at one decimal is there, not 0%', () => {
    expect(formatPercent(0.04)).toBe('< 0.1%');
    expect(formatPercent(-0.04)).toBe('> −0.1%');
    expect(formatPercent(0.05)).toBe('0.1%');
  });

  it('writes a dash for a share that is not a number', () => {
    expect(formatPercent(Number.NaN)).toBe('—');
    expect(formatPercent(Number.NEGATIVE_INFINITY)).toBe('—');
  });
});

describe('formatDelta', () => {
  it('signs every change, rounded to one decimal', () => {
    expect(formatDelta(2.5)).toBe('+2.5');
    expect(formatDelta(-1)).toBe('−1');
    expect(formatDelta(4.84)).toBe('+4.8');
    expect(formatDelta(1234.5)).toBe('+1,234.5');
  });

  it('writes no change, and one too small to show, as ±0 rather than +0 or −0', () => {
    expect(formatDelta(0)).toBe('±0');
    expect(formatDelta(0.04)).toBe('±0');
    expect(formatDelta(-0.04)).toBe('±0');
  });

  it('writes a dash for a change that is not a number', () => {
    expect(formatDelta(Number.NaN)).toBe('—');
    expect(formatDelta(Number.POSITIVE_INFINITY)).toBe('—');
  });
});

describe('formatBytes', () => {
  it('writes sizes in B, KB and MB', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(3.5 * 1024 * 1024)).toBe('3.5 MB');
  });

  it('moves to the next unit at exactly 1024 of the one before', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1023)).toBe('1,023 B');
    expect(formatBytes(1024)).toBe('1 KB');
    expect(formatBytes(1024 * 1024)).toBe('1 MB');
  });
});

describe('formatDate and formatDateTime', () => {
  it('write the day with the month in words, and the time for formatDateTime', () => {
    const when = new Date(2026, 0, 2, 14, 30);
    expect(formatDate(when)).toBe('Jan 2, 2026');
    expect(formatDateTime(when)).toBe('Jan 2, 2026, 2:30 PM');
  });

  it('read the ISO text the API sends', () => {
    // Noon UTC is 2 January from UTC−11 to UTC+11.
    expect(formatDate('2026-01-02T12:00:00Z')).toBe('Jan 2, 2026');
    expect(formatDateTime(new Date(2026, 6, 14, 9, 5).toISOString())).toBe('Jul 14, 2026, 9:05 AM');
  });

  it('write a dash for what is no date', () => {
    expect(formatDate('not a date')).toBe('—');
    expect(formatDateTime('')).toBe('—');
    expect(formatDate(new Date(Number.NaN))).toBe('—');
  });
});

describe('formatRelative', () => {
  const now = new Date(2026, 0, 15, 12, 0, 0);
  const inSeconds = (seconds: number) => new Date(now.getTime() + seconds * 1000);
  const minute = 60;
  const hour = 60 * minute;
  const day = 24 * hour;

  it('says how far ahead or back a moment is, in the largest whole unit', () => {
    expect(formatRelative(inSeconds(5 * minute), now)).toBe('in 5 minutes');
    expect(formatRelative(inSeconds(-2 * hour), now)).toBe('2 hours ago');
    expect(formatRelative(inSeconds(3 * day), now)).toBe('in 3 days');
    expect(formatRelative(inSeconds(-day), now)).toBe('yesterday');
    expect(formatRelative(inSeconds(day), now)).toBe('tomorrow');
    expect(formatRelative(inSeconds(14 * day), now)).toBe('in 2 weeks');
    expect(formatRelative(inSeconds(-60 * day), now)).toBe('2 months ago');
    expect(formatRelative(inSeconds(2 * 365 * day), now)).toBe('in 2 years');
  });

  it('rounds to the nearest whole unit', () => {
    expect(formatRelative(inSeconds(90 * minute), now)).toBe('in 2 hours');
    expect(formatRelative(inSeconds(-(day + 11 * hour)), now)).toBe('yesterday');
  });

  it('carries a rounding that reaches the next unit over to it', () => {
    expect(formatRelative(inSeconds(-(23 * hour + 40 * minute)), now)).toBe('yesterday');
    expect(formatRelative(inSeconds(59 * minute + 45), now)).toBe('in 1 hour');
    expect(formatRelative(inSeconds(-(6 * day + 13 * hour)), now)).toBe('last week');
    // Short of the next unit, the count stays in its own.
    expect(formatRelative(inSeconds(-(23 * hour + 20 * minute)), now)).toBe('23 hours ago');
    expect(formatRelative(inSeconds(-27 * day), now)).toBe('4 weeks ago');
  });

  it('takes a unit from exactly one of it, and calls less than a minute this minute', () => {
    expect(formatRelative(inSeconds(minute), now)).toBe('in 1 minute');
    expect(formatRelative(inSeconds(-hour), now)).toBe('1 hour ago');
    expect(formatRelative(inSeconds(7 * day), now)).toBe('next week');
    expect(formatRelative(inSeconds(59), now)).toBe('this minute');
    expect(formatRelative(inSeconds(-30), now)).toBe('this minute');
    expect(formatRelative(now, now)).toBe('this minute');
  });

  it('reads the ISO text the API sends, and counts from the present by default', () => {
    expect(formatRelative(inSeconds(-3 * day).toISOString(), now)).toBe('3 days ago');
    expect(formatRelative(new Date(Date.now() + 2 * day * 1000))).toBe('in 2 days');
  });

  it('writes a dash for what is no date', () => {
    expect(formatRelative('soon', now)).toBe('—');
  });
});

describe('in German', () => {
  beforeEach(() => i18n.loadAndActivate({ locale: 'de', locales: ['de'], messages: {} }));
  afterEach(() => i18n.loadAndActivate({ locale: 'en', locales: ['en'], messages: {} }));

  it('writes numbers with a decimal comma and a true minus sign', () => {
    expect(formatNumber(65.84)).toBe('65,8');
    expect(formatNumber(-66.54)).toBe('−66,5');
    expect(formatNumber(1234.56)).toBe('1.234,6');
    expect(formatNumber(0)).toBe('0');
    expect(formatInteger(6800)).toBe('6.800');
  });

  it('writes shares with a space before the sign of per cent, as German does', () => {
    expect(formatPercent(12.345)).toBe('12,3\u00a0%');
    expect(formatPercent(0)).toBe('0\u00a0%');
    expect(formatPercent(0.04)).toBe('< 0,1\u00a0%');
  });

  it('writes changes with their sign, and none for no change', () => {
    expect(formatDelta(2.54)).toBe('+2,5');
    expect(formatDelta(-1.26)).toBe('−1,3');
    expect(formatDelta(0.04)).toBe('±0');
    expect(formatDelta(0)).toBe('±0');
  });

  it('writes dates day first, and times on the 24-hour clock', () => {
    const when = new Date(2026, 0, 2, 14, 30);
    expect(formatDate(when)).toBe('02.01.2026');
    expect(formatDateTime(when)).toBe('02.01.2026, 14:30');
  });

  it('says how far ahead or back a moment is in German', () => {
    const now = new Date(2026, 0, 15, 12, 0, 0);
    const days = (count: number) => new Date(now.getTime() + count * 24 * 3600 * 1000);
    expect(formatRelative(days(6), now)).toBe('in 6 Tagen');
    expect(formatRelative(days(-1), now)).toBe('gestern');
    expect(formatRelative(days(-14), now)).toBe('vor 2 Wochen');
  });

  it('writes sizes with a decimal comma', () => {
    expect(formatBytes(1536)).toBe('1,5 KB');
    expect(formatBytes(1023)).toBe('1.023 B');
  });
});
