import type { Db } from '../db';
import { hashPassword } from '../lib/password';
import { writePlan } from './insert';
import { buildSeedPlan } from './plan';

export { buildSeedPlan } from './plan';
export type { SeedPlan } from './plan-types';

export interface SeedOptions {
  /** 'small' = 40-120 respondents per report, for fast tests. Default 'demo'. */
  scale?: 'demo' | 'small';
  /** The instant invitation expiry dates are relative to (default: now). */
  now?: Date;
}

export const DEMO_PASSWORD = 'demo1234';

/**
 * Seeds the demo organizations, users, attitude library, reports with respondent-level
 * datasets, segments and invitations, in one transaction. Does nothing when the users table
 * already has rows, so it is safe to call on every start.
 */
export function seedDemoData(db: Db, options: SeedOptions = {}): void {
  const users = db.prepare('SELECT count(*) FROM users').pluck().get() as number;
  if (users > 0) return;
  const plan = buildSeedPlan(options.scale ?? 'demo', options.now ?? new Date());
  // One hash shared by every demo account: they share the published demo password anyway, and
  // hashing once keeps a test seed fast (scrypt is deliberately slow).
  const passwordHash = hashPassword(DEMO_PASSWORD);
  db.transaction(() => {
    // Re-check inside the write transaction so two processes seeding one file cannot both write.
    if ((db.prepare('SELECT count(*) FROM users').pluck().get() as number) > 0) return;
    writePlan(db, plan, passwordHash);
  }).immediate();
}
