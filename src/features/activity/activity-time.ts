import { formatDate, formatRelative } from '../../lib/format';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * "3 hours ago" within the last week; the date beyond it, where "2 weeks ago" on every row of a
 * page would tell entries apart no more than a blank.
 */
export function entryTimeLabel(at: string, now: Date = new Date()): string {
  return now.getTime() - Date.parse(at) < WEEK_MS ? formatRelative(at, now) : formatDate(at);
}
