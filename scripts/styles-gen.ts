/**
 * `npm run styles:gen`: writes src/app/prebuilt-styles.gen.css, the CSS that emotion makes at run
 * time for the first render of the deep links the server preloads (home, invitations, the reports
 * and a report), in both colour modes, loading and loaded. The build writes it as a `<style>` tag
 * that the server puts into those pages, for emotion to adopt (scripts/vite/prebuilt-styles.ts).
 *
 * It builds the app without those styles, serves it with the reference server on a scratch
 * database, opens each page in Chromium and records every rule emotion inserts, in order. Each
 * page is opened twice: once as it comes, once with every API answer held back, so skeletons and
 * progress bars are recorded as well as the loaded page.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import type { Browser, Page } from '@playwright/test';
import { launchBrowser } from '../bench/browser.ts';
import { login, startServer, type Session } from '../bench/server.ts';
import { INVITATION_STATUSES } from '../src/lib/invitation-status.ts';
import { recordEmotionRules } from './record-emotion-rules.ts';
import { PREBUILT_STYLES_FILE } from './vite/prebuilt-styles.ts';

const PORT = Number(process.env.STYLES_PORT ?? 4391);
const HELD_BACK_MS = 1_500;

interface Visit {
  path: string;
  /** A session, or none for the signed-out pages. */
  session?: Session;
  /** What shows that the page has drawn its data. */
  ready: (page: Page) => Promise<void>;
}

async function visit(
  browser: Browser,
  url: string,
  { path, session, ready }: Visit,
  options: { mode: 'light' | 'dark'; holdBack: boolean },
): Promise<string[]> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    colorScheme: options.mode,
    reducedMotion: 'reduce',
  });
  try {
    await context.addInitScript(recordEmotionRules);
    if (session) {
      await context.addInitScript(({ token, me }) => {
        sessionStorage.setItem('pulse.token', token);
        sessionStorage.setItem('pulse.session', JSON.stringify(me));
      }, session);
    }
    const page = await context.newPage();
    if (options.holdBack) {
      await page.route(/\/(api|auth)\//, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, HELD_BACK_MS));
        await route.continue();
      });
    }
    await page.goto(url + path);
    await ready(page);
    return await page.evaluate(() => window.__emotionRules ?? []);
  } finally {
    await context.close();
  }
}

async function firstReportPath(url: string, session: Session): Promise<string> {
  const headers = { Authorization: `Bearer ${session.token}` };
  const me = (await (await fetch(`${url}/auth/me/`, { headers })).json()) as {
    memberships: { organization: { id: string } }[];
  };
  const organization = me.memberships[0]!.organization.id;
  const response = await fetch(
    `${url}/api/v1/reports/?organization_id=${organization}&page_size=1`,
    { headers },
  );
  const body = (await response.json()) as { results: { id: string }[] };
  return `/reports/${body.results[0]!.id}`;
}

const heading = (name: string | RegExp) => async (page: Page) => {
  await page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
};

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'pulse-styles-'));
  const outDir = join(work, 'dist');
  process.env.PULSE_PREBUILT_STYLES = '0';
  await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true } });

  const server = await startServer({ port: PORT, db: join(work, 'db.sqlite'), staticDir: outDir });
  const browser = await launchBrowser();
  try {
    const admin = await login(server.url, 'admin@demo.test');
    const visits: Visit[] = [
      { path: '/', session: admin, ready: heading('Home') },
      { path: '/invitations', session: admin, ready: heading('Invitations') },
      // One page of each status, so every status chip's colours are there.
      ...INVITATION_STATUSES.map((status) => ({
        path: `/invitations?status=${status}`,
        session: admin,
        ready: heading('Invitations'),
      })),
      { path: '/reports', session: admin, ready: heading('Reports') },
      {
        path: await firstReportPath(server.url, admin),
        session: admin,
        ready: async (page) => {
          await page.getByTestId('main-score').waitFor({ timeout: 60_000 });
          await page.locator('.quadrant-point').first().waitFor({ timeout: 60_000 });
          await page.waitForLoadState('networkidle');
        },
      },
    ];
    const rules: string[] = [];
    const seen = new Set<string>();
    for (const mode of ['light', 'dark'] as const) {
      for (const holdBack of [true, false]) {
        for (const page of visits) {
          for (const rule of await visit(browser, server.url, page, { mode, holdBack })) {
            if (seen.has(rule)) continue;
            seen.add(rule);
            rules.push(rule);
          }
        }
      }
    }
    const header =
      '/* Generated by `npm run styles:gen` (scripts/styles-gen.ts): the rules emotion makes for the\n' +
      ' * first render of the home, invitations, reports and report pages, in order. Do not\n' +
      ' * edit; regenerate after changing styles (a stale rule is only unused, never wrong). */\n';
    writeFileSync(PREBUILT_STYLES_FILE, header + rules.join('\n') + '\n');
    console.log(`${rules.length} rules written to ${PREBUILT_STYLES_FILE}`);
  } finally {
    await browser.close();
    await server.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
