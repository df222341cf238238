import { defineConfig, devices } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_ENTRY, SERVER_NODE_FLAGS } from './vite.server.config.ts';
import { e2eChromium } from './scripts/lib/chromium-binaries.ts';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://localhost:${PORT}`;
// The same server with only the published interface (PULSE_API_MODE=published): the journeys of
// e2e/published/ run against it, as against a production service.
const PUBLISHED_PORT = PORT + 1;
const publishedURL = `http://localhost:${PUBLISHED_PORT}`;
// A fresh database per run and server: each seeds the demo data into its own on start.
const dbPath = process.env.E2E_DB ?? join(tmpdir(), `pulse-e2e-${Date.now()}.sqlite`);
process.env.E2E_DB = dbPath;
const publishedDbPath = dbPath.replace(/\.sqlite$/, '') + '-published.sqlite';

const serverEnv = {
  PULSE_LOG: '0',
  PULSE_DEMO: 'true',
  PULSE_STATIC_DIR: process.env.PULSE_STATIC_DIR ?? 'dist',
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Two workers: the CI machine has two cores, shared with the server under test.
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    // A stuck click or fill fails at its own step, not as an anonymous test timeout.
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    // Recording a trace costs every test its snapshots, failed or not: the whole run took 8.2 min
    // with 'retain-on-failure' and 5.6 min without, and CI keeps no files to open one from. When a
    // test fails here, rerun it with `--trace retain-on-failure`; the screenshot stays on.
    trace: 'off',
    screenshot: 'only-on-failure',
    // As a reader who asks for less motion: no fade or colour transition is caught half-way by a
    // measurement or an axe scan (three CI runs failed so before). e2e/a11y.spec.ts checks that
    // the page honours the preference, and that it animates without it.
    reducedMotion: 'reduce',
    launchOptions: {
      // Debian's headless shell where it is installed (scripts/lib/chromium-binaries.ts).
      executablePath: e2eChromium(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: 'published/**',
      use: { ...devices['Desktop Chrome'] },
    },
    {
      name: 'published',
      testMatch: 'published/**/*.spec.ts',
      use: { ...devices['Desktop Chrome'], baseURL: publishedURL },
    },
  ],
  // Started one after the other: the first builds the server that both run.
  webServer: [
    {
      // The server as `npm start` runs it, built from the current sources first (about a second).
      command: `npx vite build -c vite.server.config.ts --logLevel warn && node ${SERVER_NODE_FLAGS.join(' ')} ${SERVER_ENTRY}`,
      url: `${baseURL}/config.json`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: { ...serverEnv, PORT: String(PORT), PULSE_DB: dbPath },
    },
    {
      command: `node ${SERVER_NODE_FLAGS.join(' ')} ${SERVER_ENTRY}`,
      url: `${publishedURL}/config.json`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        ...serverEnv,
        PORT: String(PUBLISHED_PORT),
        PULSE_DB: publishedDbPath,
        PULSE_API_MODE: 'published',
      },
    },
  ],
});
