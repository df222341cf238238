import { performance } from 'node:perf_hooks';
import { openDatabase } from '../db';
import { seedDemoData } from './index';

// `npm run seed`: seeds PULSE_DB (default data/pulse.sqlite) unless it already has users.
const path = process.env.PULSE_DB ?? 'data/pulse.sqlite';
const scale = process.env.PULSE_SEED_SCALE === 'small' ? 'small' : 'demo';
const db = openDatabase(path);
const started = performance.now();
const before = db.prepare('SELECT count(*) FROM users').pluck().get() as number;
seedDemoData(db, { scale });
const seconds = ((performance.now() - started) / 1000).toFixed(1);

const tables = [
  'organizations',
  'users',
  'portfolios',
  'attitudes',
  'reports',
  'configurations',
  'respondents',
  'comments',
  'segments',
  'invitations',
];
const counts = tables.map(
  (t) => `${t} ${db.prepare(`SELECT count(*) FROM ${t}`).pluck().get() as number}`,
);
console.log(
  before > 0
    ? `${path} already has users; nothing seeded.`
    : `Seeded ${path} (${scale}) in ${seconds} s.`,
);
console.log(counts.join(', '));
db.close();
