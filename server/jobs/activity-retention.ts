import type { Db } from '../db/index';
import { pruneActivity } from '../lib/activity';
import type { Job } from './scheduler';

export const HOUR_MS = 60 * 60 * 1000;

/**
 * Deletes the activity entries older than `retentionDays` (PULSE_ACTIVITY_RETENTION_DAYS); at start
 * and then hourly, so a server that runs for months keeps its log to the period.
 */
export function activityRetentionJob(db: Db, retentionDays: number, intervalMs = HOUR_MS): Job {
  return {
    name: 'activity-retention',
    intervalMs,
    run: (now) => {
      pruneActivity(db, now, retentionDays);
    },
  };
}
