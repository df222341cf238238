import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { ACCOUNTS, expect, expectNoAxeViolations, signIn, test } from './fixtures';
import type { components } from '../src/api/schema.gen';

type Report = components['schemas']['Report'];
type ReportSummaryList = components['schemas']['PaginatedReportSummaryList'];
type FilterItem = components['schemas']['ReportFilterItem'];

/** The dashboard's own bearer token, to ask the API what to expect (never put in a URL). */
async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => sessionStorage.getItem('pulse.token'));
  expect(token).toBeTruthy();
  return token!;
}

async function api(page: Page) {
  const token = await tokenOf(page);
  const headers = { Authorization: `Bearer ${token}` };
  const request: APIRequestContext = page.request;
  return {
    async summaries() {
      const response = await request.get('/api/v1/reports/?page_size=100', { headers });
      expect(response.ok()).toBe(true);
      return ((await response.json()) as ReportSummaryList).results;
    },
    async filter(id: string, body: { configuration_id?: string; filters?: FilterItem[] }) {
      const response = await request.post(`/api/v1/reports/${id}/filter/`, {
        headers,
        data: { filters: [], ...body },
      });
      expect(response.ok()).toBe(true);
      return (await response.json()) as Report;
    },
  };
}

const resultOf = (report: Report) => report.dataset.configurations.result;

// The machine running these may be busy: leave room for a slow first chart.
test.describe.configure({ timeout: 120_000 });
const slow = { timeout: 30_000 };

/** The first report (newest first) in the list, opened from the list. */
async function openFirstReport(page: Page) {
  await page.goto('/reports');
  const first = page.getByRole('list', { name: 'Reports' }).getByRole('link').first();
  await expect(first).toBeVisible();
  await first.click();
  await expect(page).toHaveURL(/\/reports\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('main-score')).toBeVisible(slow);
  return page.url().split('/reports/')[1]!.split('?')[0]!;
}

test('a report opens from the list with its scores, charts, table and attitude detail', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.analyst, '/reports');
  const id = await openFirstReport(page);
  const expected = resultOf(await (await api(page)).filter(id, {}));
  await expect(page.getByTestId('population')).toContainText(
    new Intl.NumberFormat('en-US').format(expected.population_size),
  );
  await expect(page.getByRole('heading', { name: 'Importance × performance' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Fulfillment balance' })).toBeVisible();
  const points = page.locator('.quadrant-point');
  await expect(points).toHaveCount(expected.attitudes.length, slow);

  // Enter on a focused point opens its detail.
  await points.first().focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('heading', { name: 'Recommendations' })).toBeVisible();
  await expect(page).toHaveURL(/detail=/);
  // Focus moves into the drawer, so Escape closes it.
  await expect(drawer).toBeFocused();
  for (const link of await drawer.getByRole('link').all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);

  // The table row opens the same detail, by keyboard too.
  const keyword = expected.attitudes[0]!.keyword;
  const table = page.getByRole('table', { name: 'Attitudes' });
  await table.getByRole('button', { name: keyword, exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog').getByRole('heading', { name: keyword })).toBeVisible();
  await page.getByRole('button', { name: 'Close attitude details' }).click();

  // Rebased and agreed figures.
  await page.getByRole('button', { name: 'Agreed', exact: true }).click();
  await expect(page).toHaveURL(/figures=agreed/);
  await expect(points).toHaveCount(expected.attitudes.length);

  // The recently viewed list remembers it.
  await page.goto('/reports');
  await expect(page.getByRole('region', { name: 'Recently viewed' }).getByRole('link')).toHaveCount(
    1,
  );
});

test('filtering shrinks the population with Δ values, survives a reload, and runs asynchronously', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.analyst, '/reports');
  const id = await openFirstReport(page);
  const client = await api(page);
  const base = await client.filter(id, {});
  const filterable = base.dataset.configurations.filterables.find(
    (item) => (item.values?.length ?? 0) > 1,
  )!;
  const value = filterable.values![0]!;
  const filtered = resultOf(
    await client.filter(id, {
      filters: [{ dataset_filterable_id: filterable.id, value: [value] }],
    }),
  );
  expect(filtered.state.status).toBe('ready');

  await page.getByRole('combobox', { name: filterable.name }).click();
  await page.getByRole('option', { name: value, exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Apply' }).click();
  const population = page.getByTestId('population');
  const count = new Intl.NumberFormat('en-US').format(filtered.population_size);
  await expect(population).toContainText(count, slow);
  await expect(population.getByTestId('delta')).toBeVisible();
  expect(filtered.population_size).toBeLessThan(resultOf(base).population_size);
  await expect(
    page.getByRole('table', { name: 'Attitudes' }).getByTestId('delta').first(),
  ).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('population')).toContainText(count, slow);
  await expect(page.getByRole('button', { name: value })).toBeVisible();

  // The same filter, asynchronously: the answers are held until "pending" has been seen. (A fixed
  // delay made the banner's time on screen depend on the machine: on a busy CI box it showed
  // for 0.4 s, between two polls of the assertion.)
  const bodies: unknown[] = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/v1/reports/${id}/filter/`, async (route) => {
    const body = route.request().postDataJSON() as { asynchronous?: boolean };
    bodies.push(body);
    if (body.asynchronous) await held;
    await route.continue();
  });
  await page.getByRole('switch', { name: 'Compute asynchronously' }).check();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('async-pending')).toContainText('Pending');
  release();
  await expect(page.getByTestId('async-pending')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByTestId('population')).toContainText(count);
  await expect(page).toHaveURL(/async=1/);
  expect(bodies.some((body) => (body as { asynchronous?: boolean }).asynchronous)).toBe(true);
});

test('a filter under five respondents explains the privacy floor instead of charts', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.analyst, '/reports');
  const id = await openFirstReport(page);
  const client = await api(page);
  const { filterables } = (await client.filter(id, {})).dataset.configurations;
  // Narrow down one value per filterable until the population falls under the floor.
  const filters: FilterItem[] = [];
  let status = 'ready';
  for (const filterable of filterables) {
    const values = filterable.values ?? [];
    let best: { value: string; population: number; status: string } | null = null;
    for (const value of values) {
      const attempt = [...filters, { dataset_filterable_id: filterable.id, value: [value] }];
      const result = resultOf(await client.filter(id, { filters: attempt }));
      const population = result.state.status === 'ready' ? result.population_size : 0;
      if (!best || population < best.population)
        best = { value, population, status: result.state.status };
    }
    if (!best) continue;
    filters.push({ dataset_filterable_id: filterable.id, value: [best.value] });
    status = best.status;
    if (status === 'insufficient_data') break;
  }
  expect(status).toBe('insufficient_data');

  const query = filters
    .flatMap((item) =>
      item.value.map((value) => `f=${item.dataset_filterable_id}:${encodeURIComponent(value)}`),
    )
    .join('&');
  await page.goto(`/reports/${id}?${query}`);
  await expect(page.getByTestId('privacy-floor')).toContainText('Fewer than 5 respondents');
  await expect(page.locator('.quadrant-point')).toHaveCount(0);
  await page.getByTestId('privacy-floor').getByRole('button', { name: 'Reset filters' }).click();
  await expect(page.getByTestId('main-score')).toBeVisible(slow);
});

test('configurations switch, and the sentiment tab shows topics per attitude', async ({ page }) => {
  await signIn(page, ACCOUNTS.analyst, '/reports');
  const client = await api(page);
  const report = (await client.summaries()).find((item) => item.configurations.length > 1)!;
  const secondary = report.configurations.find((item) => !item.is_primary)!;
  await page.goto(`/reports/${report.id}`);
  await expect(page.getByTestId('main-score')).toBeVisible(slow);

  await page.getByRole('combobox', { name: 'Configuration' }).click();
  await page.getByRole('option', { name: secondary.name }).click();
  await expect(page).toHaveURL(new RegExp(`cfg=${secondary.id}`));
  const expected = resultOf(await client.filter(report.id, { configuration_id: secondary.id }));
  await expect(page.getByTestId('population')).toContainText(
    new Intl.NumberFormat('en-US').format(expected.population_size),
  );

  await page.getByRole('tab', { name: 'Sentiment' }).click();
  await expect(page).toHaveURL(/tab=sentiment/);
  await expect(page.getByText(`configuration “${secondary.name}”`)).toBeVisible();
  const firstChart = page.getByRole('region').filter({ has: page.locator('svg.recharts-surface') });
  await expect(firstChart.first()).toBeVisible();
  const keyword = expected.attitudes[0]!.keyword;
  await page.getByRole('combobox', { name: 'Attitudes' }).fill(keyword);
  await page.getByRole('option', { name: keyword, exact: true }).click();
  await expect(page).toHaveURL(/attitude=/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Sentiment' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('the CSV export downloads the dataset with its header and one row per respondent', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.analyst, '/reports');
  const id = await openFirstReport(page);
  const primary = resultOf(await (await api(page)).filter(id, {}));

  await page.getByRole('button', { name: 'Export CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export dataset as CSV' });
  await expect(dialog.getByRole('switch', { name: 'Mask text violations' })).toBeChecked();
  await dialog.getByRole('checkbox', { name: 'comment', exact: true }).uncheck();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const text = await readFile((await download.path())!, 'utf8');
  const lines = text.split('\r\n').filter(Boolean);
  const header = lines[0]!.split(',');
  expect(header[0]).toBe('respondent_id');
  expect(header).not.toContain('comment');
  expect(header).toContain(`${primary.attitudes[0]!.keyword}_performance`);
  expect(lines.length - 1).toBe(primary.population_size);
  await expect(dialog).toHaveCount(0);
});

test('a member sees no export button and no "Save as segment"', async ({ page }) => {
  await signIn(page, ACCOUNTS.viewer, '/reports');
  await openFirstReport(page);
  await expect(page.getByRole('heading', { name: 'Importance × performance' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save as segment' })).toHaveCount(0);
});

for (const scheme of ['light', 'dark'] as const) {
  // The states of a report no route shows by itself; the list, the report as it opens and its
  // sentiment tab are scanned in both schemes with every other view (every-view.spec.ts).
  test(`the report's chart tables, its drawer and export have no axe violations (${scheme})`, async ({
    page,
  }) => {
    // axe on a page with two charts and a wide table is slow on a busy machine.
    test.setTimeout(240_000);
    await page.emulateMedia({ colorScheme: scheme });
    await signIn(page, ACCOUNTS.analyst, '/reports');
    await expect(page.getByRole('list', { name: 'Reports' })).toBeVisible(slow);
    await openFirstReport(page);
    await expect(page.locator('.quadrant-point').first()).toBeVisible(slow);
    await expect(page.getByRole('table', { name: 'Attitudes' })).toBeVisible();
    await page.getByRole('button', { name: 'Data table' }).click();
    await expectNoAxeViolations(page);
    await page
      .getByRole('table', { name: 'Attitudes' })
      .locator('tbody')
      .getByRole('button')
      .first()
      .click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('heading', { name: 'Studies' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await page.getByRole('button', { name: 'Export CSV' }).click();
    await expect(page.getByRole('dialog', { name: 'Export dataset as CSV' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('"Save as segment" creates a segment holding the configuration in view', async ({ page }) => {
  await signIn(page, ACCOUNTS.analyst, '/reports');
  await openFirstReport(page);
  await page.getByRole('button', { name: 'Save as segment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save as segment' });
  const name = `E2E segment ${Date.now()}`;
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Description' }).fill('From the report explorer');
  await dialog.getByRole('button', { name: 'Save segment' }).click();
  await expect(page.getByText(`Segment “${name}” created`)).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

test('a deep link to a report fetches its page and chart code before the app has even run', async ({
  page,
}) => {
  // With the app's entry held back, only the page's first script can ask for code.
  await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
  const preloaded = async (path: string) => {
    await page.goto(path);
    return page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
        (link) => new URL(link.href).pathname,
      ),
    );
  };
  const id = '00000000-0000-4000-8000-000000000001';
  const forResults = await preloaded(`/reports/${id}`);
  expect(forResults.some((path) => /\/ReportPage-[\w-]+\.js$/.test(path))).toBe(true);
  expect(forResults.some((path) => /\/QuadrantChart-[\w-]+\.js$/.test(path))).toBe(true);
  // The sentiment tab draws no quadrant, so its link leaves that chart's code alone.
  const forSentiment = await preloaded(`/reports/${id}?tab=sentiment`);
  expect(forSentiment.some((path) => /\/ReportPage-/.test(path))).toBe(true);
  expect(forSentiment.some((path) => /\/QuadrantChart-/.test(path))).toBe(false);
  // Other pages preload no report code.
  expect((await preloaded('/segments')).some((path) => /\/ReportPage-/.test(path))).toBe(false);
});

test('the reports list fetches the report page and chart code before a report is opened', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.analyst);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/reports');
  await expect(page.getByRole('list', { name: 'Reports' }).getByRole('link').first()).toBeVisible();
  const asked = (chunk: RegExp) => requested.some((path) => chunk.test(path));
  await expect.poll(() => asked(/\/assets\/ReportPage-[\w-]+\.js$/)).toBe(true);
  await expect.poll(() => asked(/\/assets\/QuadrantChart-[\w-]+\.js$/)).toBe(true);
});
