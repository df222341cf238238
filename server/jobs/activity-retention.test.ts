import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Db, openDatabase } from '../db/index';
import { DAY_MS, recordActivity } from '../lib/activity';
import { seedDemoData } from '../seed/index';
import { seedIds } from '../test/fixtures';
import { activityRetentionJob, HOUR_MS } from './activity-retention';
import { startJobs } from './scheduler';
import { fakeClock } from './test-clock';

let dir: string;
let db: Db;
const start = new Date('2026-03-01T12:00:00Z');
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'pulse-jobs-test-'));
  db = openDatabase(join(dir, 'pulse.sqlite'));
  seedDemoData(db, { scale: 'small', now: start });
});
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

it('prunes at start and then hourly, by the scheduler’s clock', async () => {
  // Ten days on, with a five-day period: the seeded entries of the last days have aged out.
  const clock = fakeClock(new Date(start.getTime() + 10 * DAY_MS));
  const aged = () =>
    db
      .prepare('SELECT count(*) FROM activity WHERE at < ?')
      .pluck()
      .get(clock.now().getTime() - 5 * DAY_MS) as number;
  expect(aged()).toBeGreaterThan(0);

  const jobs = startJobs([activityRetentionJob(db, 5)], { clock, log: () => {} });
  try {
    expect(aged()).toBe(0);
    // An entry four and a half days old passes the period after 12 hours; the next hourly run
    // after that removes it, and not one before.
    recordActivity(db, new Date(clock.now().getTime() - 4.5 * DAY_MS), {
      organizationId: seedIds(db).acme,
      actor: null,
      action: 'auth.login_failed',
      target: { type: 'user', id: null, label: 'ageing' },
    });
    const kept = () =>
      db.prepare("SELECT count(*) FROM activity WHERE target_label = 'ageing'").pluck().get();
    clock.advance(11 * HOUR_MS);
    expect(kept()).toBe(1);
    clock.advance(2 * HOUR_MS);
    expect(kept()).toBe(0);
  } finally {
    await jobs.stop();
  }
});
