import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './app';
import { openDatabase } from './db/index';
import { Engine } from './engine/index';
import { serverJobs, startJobs } from './jobs/index';
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

// Background work (server/jobs/): each job runs now and then on its interval until shutdown.
const jobs = startJobs(serverJobs(db, env));

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
  const jobsStopped = jobs.stop();
  // Let in-flight requests finish, but do not wait on idle keep-alive sockets or stuck clients.
  const force = setTimeout(() => {
    if ('closeAllConnections' in server) server.closeAllConnections();
  }, 5000);
  force.unref();
  server.close(() => {
    // A job run under way finishes before the database closes.
    void jobsStopped.then(() => {
      db.close();
      process.exit(0);
    });
  });
  if ('closeIdleConnections' in server) server.closeIdleConnections();
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
