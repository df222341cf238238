import { describe, expect, it } from 'vitest';
import { formatDate } from '../../lib/format';
import { entryTimeLabel } from './activity-time';

const NOW = new Date('2026-11-28T12:00:00Z');

describe('entryTimeLabel', () => {
  it('reads relative within the last week', () => {
    expect(entryTimeLabel('2026-11-28T09:00:00Z', NOW)).toBe('3 hours ago');
    expect(entryTimeLabel('2026-11-21T12:00:01Z', NOW)).toMatch(/days? ago|last week/);
  });

  it('reads as a date from a week back', () => {
    expect(entryTimeLabel('2026-11-21T12:00:00Z', NOW)).toBe(formatDate('2026-11-21T12:00:00Z'));
    expect(entryTimeLabel('2026-11-02T08:00:00Z', NOW)).toBe(formatDate('2026-11-02T08:00:00Z'));
  });
});
