import type { Db } from '../db/index';
import type { ServerEnv } from '../lib/env';
import { activityRetentionJob } from './activity-retention';
import type { Job } from './scheduler';

export { type Job, type JobClock, type RunningJobs, startJobs, systemClock } from './scheduler';

/** Every job the server runs; a new job (a digest, a trend refresh) is one more line here. */
export function serverJobs(db: Db, env: Pick<ServerEnv, 'activityRetentionDays'>): Job[] {
  return [activityRetentionJob(db, env.activityRetentionDays)];
}
