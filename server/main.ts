import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './app';
import { openDatabase } from './db/index';
import { Engine } from './engine/index';
import { scheduleActivityRetention } from './lib/activity';
import { parseEnv } from './lib/env';
import { serveApp } from './lib/http-server';
import { seedDemoData } from './seed/index';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const parsed = parseEnv(process.env);
if (!parsed.ok) {
  for (const error of parsed.errors) console.error(`Configuration error: ${error}`);
  process.exit(1);
}
const env = parsed.value;

const db = openDatabase(resolve(repoRoot, env.dbPath));
const users = () => db.prepare('SELECT count(*) FROM users').pluck().get() as number;
if (env.demo) {
  if (users() === 0) console.log('Seeding demo data (first run)…');
  seedDemoData(db);
} else if (users() === 0) {
  console.warn('The database has no users and PULSE_DEMO is off: run `npm run seed` to add some.');
}

// Old activity entries go at start and then hourly, on a timer that never holds the process open.
const stopRetention = scheduleActivityRetention(db, {
  retentionDays: env.activityRetentionDays,
});

const app = createApp({
  db,
  engine: new Engine(db),
  staticDir: resolve(repoRoot, env.staticDir),
  config: { apiBaseUrl: env.apiBaseUrl, demo: env.demo },
  tokenTtlSeconds: env.tokenTtlSeconds,
  apiMode: env.apiMode,
  publicUrl: env.publicUrl,
});

const server = serveApp(app.fetch, { port: env.port, hostname: env.host }, (info) => {
  const shownHost = env.host === '0.0.0.0' || env.host === '::' ? 'localhost' : env.host;
  const mode = env.apiMode === 'published' ? ' (published interface only)' : '';
  console.log(`Pulse is listening on http://${shownHost}:${info.port}${mode}`);
});

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: closing`);
  stopRetention();
  // Let in-flight requests finish, but do not wait on idle keep-alive sockets or stuck clients.
  const force = setTimeout(() => {
    if ('closeAllConnections' in server) server.closeAllConnections();
  }, 5000);
  force.unref();
  server.close(() => {
    db.close();
    process.exit(0);
  });
  if ('closeIdleConnections' in server) server.closeIdleConnections();
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
