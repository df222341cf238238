import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, expectNoAxeViolations, signIn, test, tokenOf } from './fixtures';
import type { components } from '../src/api/schema.gen';

type Report = components['schemas']['Report'];
type Comparison = components['schemas']['Comparison'];
type ReportSummary = components['schemas']['ReportSummary'];
type ReportSummaryList = components['schemas']['PaginatedReportSummaryList'];

// The machine running these may be busy: leave room for slow charts.
test.describe.configure({ timeout: 180_000 });
const slow = { timeout: 30_000 };
const count = (n: number) => new Intl.NumberFormat('en-US').format(n);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The API as the signed-in analyst sees it: what the page must show. */
async function api(page: Page) {
  const headers = { Authorization: `Bearer ${await tokenOf(page)}` };
  return {
    async summaries(): Promise<ReportSummary[]> {
      const response = await page.request.get('/api/v1/reports/?page_size=100', { headers });
      expect(response.ok()).toBe(true);
      return ((await response.json()) as ReportSummaryList).results;
    },
    async report(id: string): Promise<Report> {
      const response = await page.request.post(`/api/v1/reports/${id}/filter/`, {
        headers,
        data: { filters: [] },
      });
      expect(response.ok()).toBe(true);
      return (await response.json()) as Report;
    },
    async compare(id: string, body: unknown): Promise<Comparison> {
      const response = await page.request.post(`/api/v1/reports/${id}/compare/`, {
        headers,
        data: body,
      });
      expect(response.ok()).toBe(true);
      return (await response.json()) as Comparison;
    },
  };
}

/** The newest report, its Age group filterable and the two age groups the demo data sets apart. */
async function ageGroups(page: Page) {
  const client = await api(page);
  const summary = (await client.summaries())[0]!;
  const report = await client.report(summary.id);
  const age = report.dataset.configurations.filterables.find((item) => item.name === 'Age group')!;
  const young = { dataset_filterable_id: age.id, value: ['18-24'] };
  const old = { dataset_filterable_id: age.id, value: ['55+'] };
  const comparison = await client.compare(summary.id, {
    a: { filters: [young] },
    b: { filters: [old] },
  });
  const size = (report: Report) => report.dataset.configurations.result.population_size;
  return {
    summary,
    report,
    age,
    link: `/reports/${summary.id}?f=${age.id}:18-24&cmp=1&b.f=${age.id}:55%2B`,
    sizes: { a: size(comparison.a), b: size(comparison.b) },
    attitudes: comparison.a.dataset.configurations.result.attitudes.length,
  };
}

/** The comparison's arrows, paired bars and table are drawn. */
async function expectComparisonDrawn(page: Page, attitudes: number) {
  await expect(page.locator('.compare-point')).toHaveCount(attitudes, slow);
  // Every attitude's arrow is joined into a few paths: at least one of them is drawn.
  await expect
    .poll(() =>
      page
        .locator('.compare-shifts path')
        .evaluateAll((paths) => paths.filter((p) => /^M/.test(p.getAttribute('d') ?? '')).length),
    )
    .toBeGreaterThan(0);
  const balance = page.getByRole('region', { name: 'Fulfillment balance, A and B' });
  await expect(balance.locator('.balance-bar')).toHaveCount(2 * attitudes, slow);
  const table = page.getByRole('table', { name: 'Attitudes, A and B' });
  await expect(table.getByRole('row')).toHaveCount(attitudes + 2, slow);
}

async function expectNoHorizontalOverflow(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
}

/** The text a saved SVG shows, its lines joined (the footer wraps long ones). */
function svgText(svg: string): string {
  return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)]
    .map((match) => match[1]!.replaceAll('&amp;', '&'))
    .join(' ');
}

test('two age groups: started from the report page, in the URL, reloaded and opened anew, then Back leaves', async ({
  page,
  browser,
}) => {
  await signIn(page, ACCOUNTS.analyst, '/reports');
  const groups = await ageGroups(page);
  await page.goto(`/reports/${groups.summary.id}?f=${groups.age.id}:18-24`);
  await expect(page.getByTestId('main-score')).toBeVisible(slow);

  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Compare with another group' });
  await expect(dialog.getByRole('radio', { name: /Other filters on/ })).toBeChecked();
  await dialog.getByRole('combobox', { name: 'Group B: Age group' }).click();
  await page.getByRole('option', { name: '55+', exact: true }).click();
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Compare' }).click();
  await expect(page).toHaveURL(/[?&]cmp=1/);
  await expect(page).toHaveURL(/[?&]b\.f=[^&]+%3A55%2B/);

  const expectGroups = async (target: Page) => {
    await expect(target.getByTestId('group-a')).toContainText('Age group: 18-24', slow);
    await expect(target.getByTestId('group-b')).toContainText('Age group: 55+');
    await expect(target.getByTestId('group-a-size')).toContainText(count(groups.sizes.a));
    await expect(target.getByTestId('group-b-size')).toContainText(count(groups.sizes.b));
    await expect(target.getByTestId('compare-note')).toContainText(
      `B’s ${count(groups.sizes.b)} respondents tested against A’s ${count(groups.sizes.a)}`,
    );
  };
  await expectGroups(page);
  await expectComparisonDrawn(page, groups.attitudes);
  // The planted difference: the young rate ease of use higher than those 55 and over.
  await expect(page.locator('[data-verdict="significant"]').first()).toBeVisible();

  await page.reload();
  await expectGroups(page);
  await expectComparisonDrawn(page, groups.attitudes);

  // The link, opened in a page of its own, shows the same comparison.
  const other = await browser.newPage();
  await signIn(other, ACCOUNTS.analyst, page.url().replace(/^https?:\/\/[^/]+/, ''));
  await expectGroups(other);
  await expectComparisonDrawn(other, groups.attitudes);
  await other.close();

  await page.goBack();
  await expect(page).not.toHaveURL(/cmp=1/);
  await expect(page.getByRole('button', { name: 'Compare', exact: true })).toBeVisible();
  await expect(page.getByTestId('compare-mode')).toHaveCount(0);
});

// Axe, cut text and sideways scroll of this comparison in both schemes and widths are checked with
// every other view (every-view.spec.ts); here, that both groups are drawn whole at either width.
test('at 1,280 and 375 px both groups are drawn whole', async ({ page }) => {
  await signIn(page, ACCOUNTS.analyst, '/reports');
  const groups = await ageGroups(page);
  for (const width of [1280, 375]) {
    await test.step(`${width} px`, async () => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(groups.link);
      await expect(page.getByTestId('group-b-size')).toBeVisible(slow);
      await expectComparisonDrawn(page, groups.attitudes);
      await expect(page.getByTestId('compare-main-score')).toBeVisible();
      await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0, slow);
    });
  }
});

test('a saved SVG says which report, which groups and how many respondents it shows', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.analyst, '/reports');
  const groups = await ageGroups(page);
  await page.goto(groups.link);
  await expectComparisonDrawn(page, groups.attitudes);

  await page
    .getByRole('button', { name: 'Save Importance × performance, A → B as an image' })
    .click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: /SVG vector/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/18-24 vs 55\+ - importance x performance\.svg$/);
  const text = svgText(await readFile((await download.path())!, 'utf8'));
  expect(text).toContain(groups.summary.name);
  expect(text).toContain('Age group: 18-24');
  expect(text).toContain('Age group: 55+');
  expect(text).toContain(`${count(groups.sizes.a)} respondents`);
  expect(text).toContain(`${count(groups.sizes.b)} respondents`);
  // What the rings, dots and bold arrows mean: the significance legend of this chart.
  expect(text).toContain('Rings: group A; dots: group B');
  expect(text).toContain('Bold arrows: B − A of a plotted figure is beyond chance');
  expect(text).toMatch(/Exported from Pulse \w/);

  // Sorting by keyboard: the biggest performance differences come first; Enter on the column
  // again puts the smallest first, and the link keeps it.
  const table = page.getByRole('table', { name: 'Attitudes, A and B' });
  await table.getByRole('button', { name: 'B − A' }).first().focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]csort=performance\.diff/);

  // The table's figures as CSV, with the same groups in its name.
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/18-24 vs 55\+ - attitudes\.csv$/);
  const lines = (await readFile((await csv.path())!, 'utf8')).split('\r\n').filter(Boolean);
  // Both groups named above the table: A, B.
  expect(lines[2]).toContain('Attitude,In groups,Performance A,Performance B,Performance B − A');
  expect(lines).toHaveLength(groups.attitudes + 3);
});

test('two configurations of one report: groups that share respondents are not tested, and sentiment sits side by side', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.analyst, '/reports');
  const summary = (await (await api(page)).summaries()).find(
    (item) => item.configurations.length > 1,
  )!;
  const secondary = summary.configurations.find((item) => !item.is_primary)!;
  await page.goto(`/reports/${summary.id}`);
  await expect(page.getByTestId('main-score')).toBeVisible(slow);

  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Compare with another group' });
  await dialog.getByRole('radio', { name: 'Another configuration of this report' }).check();
  await dialog.getByRole('combobox', { name: 'Group B: configuration' }).click();
  await page.getByRole('option', { name: secondary.name }).click();
  await dialog.getByRole('button', { name: 'Compare' }).click();

  await expect(page).toHaveURL(new RegExp(`b\\.cfg=${secondary.id}`));
  await expect(page.getByTestId('group-b')).toContainText(secondary.name, slow);
  await expect(page.getByTestId('compare-note')).toHaveText(
    'These groups share respondents, so differences are not tested.',
  );
  await expect(page.locator('.compare-point').first()).toBeVisible(slow);
  await expect(page.locator('[data-verdict]')).toHaveCount(0);

  await page.getByRole('tab', { name: 'Sentiment' }).click();
  await expect(page).toHaveURL(/tab=sentiment/);
  // Each attitude's chart card holds group A's chart beside group B's.
  const groupB = page.getByRole('heading', { name: 'Group B', exact: true }).first();
  await expect(groupB).toBeVisible(slow);
  const frame = groupB.locator('xpath=ancestor::section[1]');
  await expect(frame.getByRole('heading', { name: 'Group A', exact: true })).toBeVisible();
  await expect(frame.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(page.getByTestId('same-sentiment')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('two reports of one model version: picked from the list, tested, and another model version refused in the service’s words', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.analyst, '/reports');
  const client = await api(page);
  const summaries = await client.summaries();
  // The list does not say which model a report uses: each report's own answer does.
  const reports = await Promise.all(summaries.slice(0, 8).map((item) => client.report(item.id)));
  const first = reports[0]!;
  const same = reports.find(
    (r) => r.id !== first.id && r.model_version.id === first.model_version.id,
  )!;
  const other = reports.find((r) => r.model_version.id !== first.model_version.id)!;
  expect(same, 'two reports of one model version').toBeTruthy();

  await page.setViewportSize({ width: 375, height: 800 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(`/reports/${first.id}`);
  await expect(page.getByTestId('main-score')).toBeVisible(slow);
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Compare with another group' });
  await dialog.getByRole('radio', { name: 'Another report' }).check();
  await dialog.getByRole('combobox', { name: 'Group B: report' }).click();
  // Each option names the report, then its issue date and tag.
  await page
    .getByRole('option', { name: new RegExp(`^${escapeRegExp(same.name)} Issued`) })
    .click();
  await expect(dialog.getByRole('combobox', { name: 'Group B: configuration' })).toBeVisible(slow);
  await dialog.getByRole('button', { name: 'Compare' }).click();

  await expect(page).toHaveURL(new RegExp(`b\\.report=${same.id}`));
  await expect(page.getByTestId('group-b')).toContainText(same.name, slow);
  await expect(page.getByTestId('compare-note')).toContainText('marked * is beyond chance');
  const shared = first.dataset.configurations.result.attitudes.filter((a) =>
    same.dataset.configurations.result.attitudes.some((b) => b.attitude_id === a.attitude_id),
  ).length;
  await expect(page.locator('.compare-point')).toHaveCount(shared, slow);
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);

  // A report of another model version, from a link: the service refuses, and says why.
  await page.goto(`/reports/${first.id}?cmp=1&b.report=${other.id}`);
  await expect(page.getByTestId('compare-refused')).toContainText(
    'Group B: this report uses another model version than report A',
    slow,
  );
});

test('a service without the compare operation: the two groups, untested, and one line saying so', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.analyst, '/reports');
  const groups = await ageGroups(page);
  await page.route('**/api/v1/reports/*/compare/', (route) =>
    route.fulfill({ status: 404, json: { detail: 'Not found.' } }),
  );
  await page.goto(groups.link);
  await expect(page.getByTestId('compare-note')).toHaveText(
    'This service does not compare groups, so differences are shown without tests.',
    slow,
  );
  await expect(page.getByTestId('group-b-size')).toContainText(count(groups.sizes.b));
  await expectComparisonDrawn(page, groups.attitudes);
  await expect(page.locator('[data-verdict]')).toHaveCount(0);
});
