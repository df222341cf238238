import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { idFor } from '../server/seed/prng';

export const PASSWORD = 'demo1234';
export const ACCOUNTS = {
  admin: 'admin@demo.test',
  analyst: 'analyst@demo.test',
  viewer: 'viewer@demo.test',
  globex: 'admin@globex.test',
} as const;

/** Signs in through the sign-in form, as a user does, starting from `path` while signed out. */
export async function signInWithForm(page: Page, email: string = ACCOUNTS.admin, path = '/') {
  await page.goto(path);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expectShell(page);
}

/**
 * Starts a test signed in on `path`: the tab holds what the sign-in form leaves in it (the token
 * and the session in this tab's sessionStorage), got from the API, and opens the page once. The
 * form itself is tested where it matters (auth.spec, a11y.spec, security.spec); setting up through
 * it cost every other test two extra page loads, seconds each on a busy machine.
 */
export async function signIn(page: Page, email: string = ACCOUNTS.admin, path = '/') {
  const response = await page.request.post('/auth/login/', {
    data: { email, password: PASSWORD },
  });
  expect(response.ok(), `sign-in as ${email}`).toBe(true);
  const { token, ...session } = (await response.json()) as { token: string };
  // Any page of the origin will do to write its sessionStorage; this one runs no app code.
  await page.goto('/config.json');
  await page.evaluate(
    ({ token, session }) => {
      sessionStorage.setItem('pulse.token', token);
      sessionStorage.setItem('pulse.session', session);
    },
    { token, session: JSON.stringify(session) },
  );
  await page.goto(path);
  await expectShell(page);
}

async function expectShell(page: Page) {
  // The account menu is in the top bar at every width (the navigation hides in a drawer when narrow);
  // found by test id, so that set-up works in any language.
  await expect(page.getByTestId('account-menu')).toBeVisible();
}

/** Waits until the page has its title and no loading indicator or request left, in any language. */
export async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[role="status"]:has(.MuiCircularProgress-root)')).toHaveCount(0);
  await expect(page.locator('.MuiLinearProgress-root:visible')).toHaveCount(0);
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
}

/**
 * Every view of the signed-in app, with a real report and portfolio of the seed: each route, plus
 * what a route list leaves out (the activity log, a report's sentiment tab, two age groups of a
 * report compared). No two neighbours are drawn by the same page component, so `openInApp` can
 * tell each arrival by a new heading.
 */
export async function everyView(page: Page): Promise<string[]> {
  const headers = { Authorization: `Bearer ${await tokenOf(page)}` };
  const reports = await (await page.request.get('/api/v1/reports/', { headers })).json();
  const portfolios = await (await page.request.get('/api/v1/portfolios/', { headers })).json();
  const retail = idFor('report:acme-retail-cx');
  const report = (await (
    await page.request.post(`/api/v1/reports/${retail}/filter/`, {
      headers,
      data: { filters: [] },
    })
  ).json()) as { dataset: { configurations: { filterables: { id: string; name: string }[] } } };
  const age = report.dataset.configurations.filterables.find((f) => f.name === 'Age group');
  expect(age, 'Retail CX has an age group to compare').toBeTruthy();
  return [
    '/',
    '/reports',
    `/reports/${reports.results[0].id as string}`,
    '/portfolios',
    `/portfolios/${portfolios.results[0].id as string}`,
    '/segments',
    `/reports/${retail}?tab=sentiment`,
    '/attitudes',
    `/reports/${retail}?f=${age!.id}:18-24&cmp=1&b.f=${age!.id}:55%2B`,
    '/invitations',
    '/organization',
    '/activity',
    '/no-such-page',
  ];
}

/**
 * Goes to `path` inside the running app, as its own links do (history and the router), and waits
 * for the new page's heading. A sweep over every view costs one app start this way instead of one
 * per view; each view's deep link is tested where it matters (auth.spec, reports.spec).
 */
export async function openInApp(page: Page, path: string) {
  const url = new URL(page.url());
  if (url.pathname + url.search === path) return;
  const before = await page.locator('h1').elementHandle();
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForFunction((old) => {
    const heading = document.querySelector('h1');
    return heading !== null && heading !== old && heading.isConnected;
  }, before);
  await before?.dispose();
}

/**
 * Runs axe on the current page and fails with the list of violations, if any. Legacy mode runs
 * axe in the page itself: the default opens a blank page for every scan to merge the results of
 * each frame, which doubled the scan's time here (5 s against 2.5 s on the report page) and which
 * only cross-origin frames need; Pulse has none. Only violations are collected
 * (`resultTypes`): axe still runs every rule, but keeps one node of each rule that passed instead
 * of all, which halved the scans of a sweep (21.6 → 11.5 s over 13 views). Each setting finds the
 * same violations as the default (checked with an image without alt text and low-contrast text
 * added to a page).
 */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

export { expect };

/**
 * `test` with an automatic guard: any Content-Security-Policy violation reported while the test
 * runs (Chromium logs each one to the console; the securitypolicyviolation event is logged too,
 * in case a report is not) fails the test. Every spec uses it through `test`, so the whole e2e
 * run is checked against the policy (docs/decisions.md, Security).
 */
export const secureTest = base.extend<{ cspGuard: void }>({
  cspGuard: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(
            `Content Security Policy violation: ${event.violatedDirective} blocked ${event.blockedURI}`,
          );
        });
      });
      page.on('console', (message) => {
        if (/Content[ -]Security[ -]Policy/i.test(message.text())) violations.push(message.text());
      });
      await use();
      expect(violations, 'Content-Security-Policy violations during the test').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * With E2E_CPU_THROTTLE=N, every test's page runs on a main thread N times slower (Chromium's own
 * throttling): a way to hunt the races a busy machine exposes, such as an element swapped between
 * a press and its release, without waiting for CI to hit one. Off by default.
 */
const cpuThrottle = Number(process.env.E2E_CPU_THROTTLE ?? 1);

export const test = secureTest.extend<{ slowMainThread: void }>({
  slowMainThread: [
    async ({ page }, use) => {
      if (cpuThrottle > 1) {
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });
      }
      await use();
    },
    { auto: true },
  ],
});

/** The signed-in page's bearer token, for API set-up calls (never put in a URL). */
export async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => sessionStorage.getItem('pulse.token'));
  expect(token).toBeTruthy();
  return token!;
}
