import type { Page, Request, Route } from '@playwright/test';
import { ACCOUNTS, PASSWORD, expect as baseExpect, test, signIn, tokenOf } from './fixtures';
import type { components } from '../src/api/schema.gen';

// The browser under faults (docs/decisions.md, Security): answers are replaced with page.route.
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const at = (path: string) => (url: URL) => url.pathname === path;
const isGet = (route: Route) => route.request().method() === 'GET';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Answers GETs of `path` with `answer` (others pass through) and counts them. */
async function intercept(
  page: Page,
  path: string,
  answer: (route: Route, call: number) => Promise<void>,
): Promise<{ calls: number; times: number[]; urls: string[]; off: () => Promise<void> }> {
  const matcher = at(path);
  const seen = {
    calls: 0,
    times: [] as number[],
    urls: [] as string[],
    off: () => page.unroute(matcher),
  };
  await page.route(matcher, async (route) => {
    if (!isGet(route)) return route.continue();
    seen.calls++;
    seen.times.push(Date.now());
    seen.urls.push(route.request().url());
    await answer(route, seen.calls);
  });
  return seen;
}

test('500s are retried twice, then an error state whose Retry recovers', async ({ page }) => {
  const seen = await intercept(page, '/api/v1/segments/', (route) =>
    route.fulfill({ status: 500, json: { detail: 'Internal server error.' } }),
  );
  await signIn(page, ACCOUNTS.analyst, '/segments');
  await expect(page.getByText('Something went wrong')).toBeVisible();
  expect(seen.calls).toBe(3);
  // No further attempts once the error is shown.
  await sleep(1500);
  expect(seen.calls).toBe(3);

  await seen.off();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
});

test('a 4xx is not retried: exactly one request, then its message', async ({ page }) => {
  const seen = await intercept(page, '/api/v1/segments/', (route) =>
    route.fulfill({ status: 400, json: { portfolio_id: ['Must be a valid UUID.'] } }),
  );
  await signIn(page, ACCOUNTS.analyst, '/segments');
  await expect(page.getByText('Portfolio id: Must be a valid UUID.')).toBeVisible();
  await sleep(2500);
  expect(seen.calls).toBe(1);
});

test('a 403 explains the role limit and never signs out', async ({ page }) => {
  const seen = await intercept(page, '/api/v1/organization-invitations/', (route) =>
    route.fulfill({
      status: 403,
      json: { detail: 'You do not have permission to perform this action.' },
    }),
  );
  await signIn(page, ACCOUNTS.admin, '/invitations');
  await expect(page.getByText('Invitations are for administrators')).toBeVisible();
  await expect(page).toHaveURL(/\/invitations$/);
  await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
  await sleep(1500);
  // The page asks for the list and a count per status: each of them once, none retried.
  expect(seen.calls).toBeGreaterThanOrEqual(1);
  expect(new Set(seen.urls).size).toBe(seen.urls.length);
  expect(await page.evaluate(() => sessionStorage.getItem('pulse.token'))).toBeTruthy();
});

test('a 429 waits for Retry-After before trying again', async ({ page }) => {
  const seen = await intercept(page, '/api/v1/segments/', (route, call) =>
    call === 1
      ? route.fulfill({
          status: 429,
          headers: { 'Retry-After': '2' },
          json: { detail: 'Request was throttled. Expected available in 2 seconds.' },
        })
      : route.continue(),
  );
  await signIn(page, ACCOUNTS.analyst, '/segments');
  await expect(page.getByRole('article').first()).toBeVisible();
  // The throttled request is asked again, once, after the wait (then the rest of the page's).
  expect(seen.urls[1]).toBe(seen.urls[0]);
  expect(seen.urls.filter((url) => url === seen.urls[0])).toHaveLength(2);
  expect(seen.times[1]! - seen.times[0]!).toBeGreaterThanOrEqual(1900);
});

test('offline: a banner, queries pause, and resume when the connection returns', async ({
  page,
  context,
}) => {
  await signIn(page, ACCOUNTS.admin, '/invitations');
  await expect(page.getByTestId('invitation-row').first()).toBeVisible();
  // The status counts (asked once the page is drawn) are in: only the list is asked from here on.
  await expect(page.getByTestId('status-filter-2')).toContainText(/\d/);
  const cancelled: Request[] = [];
  page.on('request', (request) => {
    if (
      request.url().includes('/api/v1/organization-invitations/') &&
      /status=2/.test(request.url())
    )
      cancelled.push(request);
  });

  await context.setOffline(true);
  await expect(page.getByText('You are offline')).toBeVisible();
  await page.getByTestId('status-filter-2').click();
  await expect(page).toHaveURL(/status=2/);
  await sleep(1500);
  // Paused, not failed: nothing was sent and no error is shown.
  expect(cancelled).toHaveLength(0);
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  await expect(page.getByText('Cannot reach the server')).toHaveCount(0);

  await context.setOffline(false);
  await expect(page.getByText('You are offline')).toHaveCount(0);
  await expect(page.getByTestId('invitation-row').first()).toContainText('Cancelled');
  expect(cancelled.length).toBeGreaterThanOrEqual(1);
});

test('a token revoked while several requests are in flight signs out once, then returns', async ({
  page,
}) => {
  // The portfolios page reads one list. Once it shows, nothing is left in flight to meet the 401
  // before the click (the segments page's second round of requests did, in the last CI run).
  await signIn(page, ACCOUNTS.admin, '/portfolios');
  await expect(page.getByRole('link', { name: /Retail Banking/ })).toBeVisible();
  const token = await tokenOf(page);
  // Revoke it behind the dashboard's back, then hold the API answers so they overlap.
  const revoked = await page.request.post('/auth/logout/', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(revoked.status()).toBe(204);
  let unauthorized = 0;
  let sent = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/v1/')) sent++;
  });
  page.on('response', (response) => {
    if (response.status() === 401) unauthorized++;
  });
  await page.route('**/api/v1/**', async (route) => {
    await sleep(400);
    await route.continue().catch(() => {});
  });
  let signOuts = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && new URL(frame.url()).pathname === '/login') signOuts++;
  });

  // Home asks for several counts at once: every one of them answers 401.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('Your session has ended. Sign in again to continue.')).toBeVisible();
  await sleep(1500);
  // Several requests went out with the dead token; the first 401 signed out, the rest were
  // aborted or answered 401 too, and none of them signed out again.
  expect(sent).toBeGreaterThan(1);
  expect(unauthorized).toBeGreaterThanOrEqual(1);
  expect(signOuts).toBe(1);

  await page.unroute('**/api/v1/**');
  await page.getByLabel('Email').fill(ACCOUNTS.admin);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
  expect(signOuts).toBe(1);
});

test('a body that is not JSON gives an error state, not a white page', async ({ page }) => {
  await intercept(page, '/api/v1/segments/', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: '{"count": 3, "results": [',
    }),
  );
  await signIn(page, ACCOUNTS.analyst, '/segments');
  await expect(page.getByText('The server sent a response that could not be read.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('JSON of the wrong shape is caught by an error state or boundary, never a blank page', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await intercept(page, '/api/v1/segments/', (route) =>
    route.fulfill({
      status: 200,
      json: { count: 2, next: null, previous: null, results: [{ id: 7 }, null] },
    }),
  );
  await signIn(page, ACCOUNTS.analyst, '/segments');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  // The boundary's title is both the page heading and its breadcrumb: either will do.
  await expect(
    page.getByText(/This page could not be shown|Something went wrong|could not be read/).first(),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

type Report = components['schemas']['Report'];

test('a slow asynchronous filter can be cancelled, and its late answer is never shown', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.analyst, '/reports');
  const first = page.getByRole('list', { name: 'Reports' }).getByRole('link').first();
  await first.click();
  await expect(page.getByTestId('main-score')).toBeVisible({ timeout: 30_000 });
  const id = page.url().split('/reports/')[1]!.split('?')[0]!;
  const headers = { Authorization: `Bearer ${await tokenOf(page)}` };
  const base = (await (
    await page.request.post(`/api/v1/reports/${id}/filter/`, { headers, data: {} })
  ).json()) as Report;
  const filterable = base.dataset.configurations.filterables.find(
    (f) => (f.values?.length ?? 0) > 1,
  )!;
  const baseCount = new Intl.NumberFormat('en-US').format(
    base.dataset.configurations.result.population_size,
  );
  await expect(page.getByTestId('population')).toContainText(baseCount);

  // Asynchronous answers take 6 s each: long enough to cancel, and to arrive after it.
  let late = 0;
  await page.route(`**/api/v1/reports/${id}/filter/`, async (route) => {
    const body = route.request().postDataJSON() as { asynchronous?: boolean };
    if (!body.asynchronous) return route.continue();
    await sleep(6000);
    late++;
    await route.continue().catch(() => {});
  });
  await page.getByRole('switch', { name: 'Compute asynchronously' }).check();
  await page.getByRole('combobox', { name: filterable.name }).click();
  await page.getByRole('option', { name: filterable.values![0]!, exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Apply' }).click();
  const pending = page.getByTestId('async-pending');
  await expect(pending).toBeVisible();
  await pending.getByRole('button', { name: 'Cancel' }).click();
  await expect(pending).toHaveCount(0);
  await expect(page.getByTestId('population')).toContainText(baseCount);

  // The cancelled request's answer comes later: the figures must not change.
  await expect.poll(() => late, { timeout: 15_000 }).toBeGreaterThan(0);
  await sleep(1500);
  await expect(page.getByTestId('population')).toContainText(baseCount);
  await expect(pending).toHaveCount(0);
});
