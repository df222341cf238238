import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, expectNoAxeViolations, signIn, test, tokenOf } from './fixtures';
import type { components } from '../src/api/schema.gen';

type Report = components['schemas']['Report'];
type ReportSummaryList = components['schemas']['PaginatedReportSummaryList'];

// The machine running these may be busy: leave room for a slow first chart.
test.describe.configure({ timeout: 120_000 });
const slow = { timeout: 30_000 };
const METRICS = [
  'performance_rebased',
  'importance_rebased',
  'performance_agreed',
  'importance_agreed',
] as const;
const count = (n: number) => new Intl.NumberFormat('en-US').format(n);

/**
 * The newest report, filtered on a group the demo data plants differences in (Region = Europe
 * rates Value for money and Transparency lower), as the API answers it: what the page must show.
 */
async function plantedGroup(page: Page) {
  const headers = { Authorization: `Bearer ${await tokenOf(page)}` };
  const list = await page.request.get('/api/v1/reports/?page_size=100', { headers });
  const id = ((await list.json()) as ReportSummaryList).results[0]!.id;
  const post = async (filters: unknown[]) => {
    const response = await page.request.post(`/api/v1/reports/${id}/filter/`, {
      headers,
      data: { filters },
    });
    expect(response.ok()).toBe(true);
    return ((await response.json()) as Report).dataset.configurations;
  };
  const region = (await post([])).filterables.find((item) => item.name === 'Region')!;
  expect(region.values).toContain('Europe');
  const filter = { dataset_filterable_id: region.id, value: ['Europe'] };
  const { result } = await post([filter]);
  const significance = result.analyses.significance!;
  expect(significance, 'the reference server tests a filtered result').toBeTruthy();
  const tests = new Map(significance.attitudes.map((item) => [item.attitude_id, item]));
  const significant = result.attitudes.filter((attitude) =>
    METRICS.some((metric) => tests.get(attitude.attitude_id)?.[metric].significant === true),
  );
  // Planted effects beside plain noise: both kinds of marks are there to see.
  expect(significant.length).toBeGreaterThan(0);
  expect(significant.length).toBeLessThan(result.attitudes.length);
  const lower = result.attitudes.find(
    (attitude) => tests.get(attitude.attitude_id)?.performance_rebased.significant === true,
  )!;
  return {
    id,
    url: `/reports/${id}?f=${region.id}:Europe`,
    total: result.attitudes.length,
    significant,
    lower,
    complement: significance.complement_size,
    testsRun: significance.tests_run!,
    threshold: significance.threshold!,
  };
}

test('a filtered report marks significant and non-significant differences, keeps only the significant ones on demand, and explains the test', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.analyst, '/reports');
  const group = await plantedGroup(page);
  await page.goto(group.url);
  await expect(page.getByTestId('main-score')).toBeVisible(slow);

  const note = page.getByTestId('significance-note');
  await expect(note).toContainText(
    `Δ sets the group against the ${count(group.complement)} respondents outside the filter. Marked differences (*) are beyond chance: the ${count(group.testsRun)} tests that ran are corrected together (false discovery rate 5%), so among filters with no real difference about 1 in 20 still shows a chance mark.`,
    slow,
  );
  const table = page.getByRole('table', { name: 'Attitudes' });
  await expect(table.locator('[data-verdict="significant"]').first()).toBeVisible(slow);
  await expect(table.locator('[data-verdict="not-significant"]').first()).toBeVisible();
  // An attitude whose performance differs for Europe: its performance Δ is starred and says so.
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: group.lower.keyword, exact: true }) });
  const performance = row.getByTestId('delta').first();
  await expect(performance).toHaveAttribute('data-verdict', 'significant');
  await expect(performance).toContainText('*');
  await expect(performance).toContainText('significant');

  // Only the significant differences, kept in the URL.
  await page.getByRole('switch', { name: 'Significant differences only' }).check();
  await expect(page).toHaveURL(/[?&]sig=1/);
  await expect(table.getByRole('row')).toHaveCount(group.significant.length + 1);
  await expect(page.getByTestId('significant-only-status')).toContainText(
    `${group.significant.length} of ${group.total} attitudes differ significantly; ${group.total - group.significant.length} without a significant difference`,
  );
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Significant differences only' })).toBeChecked(
    slow,
  );
  await expect(table.getByRole('row')).toHaveCount(group.significant.length + 1, slow);

  // Each test's figures on demand.
  await page.getByRole('switch', { name: 'Test details' }).check();
  await expect(page).toHaveURL(/[?&]tests=1/);
  // The intervals are at 1 − t, the level that agrees with the marks.
  const level = `${Math.floor((1 - group.threshold) * 1000) / 10}% CI`;
  await expect(table.getByRole('columnheader', { name: level })).toHaveCount(4);

  // The quadrant draws the significant shifts from where everyone is.
  await expect(page.locator('.quadrant-shifts path').nth(1)).toHaveAttribute('d', /^M/, slow);
  await expectNoAxeViolations(page);

  const how = note.getByRole('button', { name: 'How is this tested?' });
  await how.click();
  const help = page.getByRole('dialog', { name: 'How differences are tested' });
  // The help read in the browser states the procedure the server ran on this result.
  await expect(help).toContainText(`This result ran ${count(group.testsRun)} tests`);
  const threshold = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 2 }).format(
    group.threshold,
  );
  await expect(help).toContainText(`a difference is marked when its p is below ${threshold}`);
  await expect(help).toContainText('about 1 in 20 still shows a chance mark');
  await expect(help).toContainText('each weighted by its own importance');
  await expect(help).toContainText('Benjamini–Hochberg');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(help).toHaveCount(0);
  await expect(how).toBeFocused();

  // Dark mode from the start, as a reader who prefers it opens the page (a scheme switched under
  // an open page is scanned mid-transition).
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');
  await expect(table.getByRole('row')).toHaveCount(group.significant.length + 2, slow);
  await expect(page.locator('.quadrant-shifts path').nth(1)).toHaveAttribute('d', /^M/, slow);
  await expectNoAxeViolations(page);
});

test('a service that sends no significance: the plain Δ values and one line saying so', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.analyst, '/reports');
  const group = await plantedGroup(page);
  // As the production service may answer: the same result without the extension.
  await page.route(`**/api/v1/reports/${group.id}/filter/`, async (route) => {
    const response = await route.fetch();
    const report = (await response.json()) as Report;
    delete report.dataset.configurations.result.analyses.significance;
    await route.fulfill({ response, json: report });
  });
  await page.goto(group.url);
  await expect(page.getByTestId('significance-note')).toContainText(
    'This service does not mark which differences are significant',
    slow,
  );
  const table = page.getByRole('table', { name: 'Attitudes' });
  await expect(table.getByTestId('delta').first()).toBeVisible(slow);
  await expect(page.locator('[data-verdict]')).toHaveCount(0);
  await expect(page.getByRole('switch', { name: 'Significant differences only' })).toHaveCount(0);
  await expect(page.getByText(/Marked differences/)).toHaveCount(0);
});

test('an asynchronous filter marks its differences once ready', async ({ page }) => {
  await signIn(page, ACCOUNTS.analyst, '/reports');
  const group = await plantedGroup(page);
  await page.goto(`${group.url}&async=1&sig=1`);
  await expect(page.getByTestId('significance-note')).toContainText('Marked differences', slow);
  const table = page.getByRole('table', { name: 'Attitudes' });
  await expect(table.getByRole('row')).toHaveCount(group.significant.length + 1, slow);
  await expect(table.locator('[data-verdict="significant"]').first()).toBeVisible();
});
