import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { idFor } from '../../server/seed/prng';
import { ACCOUNTS, expect, signIn, test } from '../fixtures';

/*
 * The analyst's journey on a service with only the published interface: no reports list, no
 * filter values, no portfolio of a report. Each step either works or takes its explained path.
 * Report ids are the seed's (the link a colleague would share).
 */
const RETAIL_CX = idFor('report:acme-retail-cx');
const PRIVATE_CLIENTS = idFor('report:acme-private-clients');

test.describe.configure({ timeout: 120_000 });
const slow = { timeout: 30_000 };

/** The values chosen in the filter panel's boxes. */
const filterChips = (page: Page) =>
  page.locator('form[aria-labelledby="filters-heading"] .MuiChip-root');

/** Types `value` into the `filterable` box, sees it become a chip, then applies it. */
async function applyTypedFilter(page: Page, filterable: string, value: string) {
  const input = page.getByRole('combobox', { name: filterable });
  await input.fill(value);
  await input.press('Enter');
  await expect(filterChips(page).filter({ hasText: value })).toBeVisible();
  await page.getByRole('button', { name: 'Apply' }).click();
}

test('reports reach the analyst as links, and a link opens the report and copies', async ({
  page,
  context,
}) => {
  await signIn(page, ACCOUNTS.analyst, '/reports');
  await expect(page.getByTestId('how-reports-reach-you')).toContainText(
    'This service does not list reports: each one reaches you as a link.',
  );

  await page.goto(`/reports/${RETAIL_CX}`);
  await expect(page.getByTestId('main-score')).toBeVisible(slow);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy link to this view' }).click();
  await expect(page.getByText('Link to this view copied')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(page.url());
});

test('typed filter values are matched exactly, and the ones that matched are suggested', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.analyst, `/reports/${RETAIL_CX}`);
  await expect(page.getByTestId('main-score')).toBeVisible(slow);
  await expect(page.getByText('This service sends no list of values')).toBeVisible();

  await applyTypedFilter(page, 'Region', 'europe');
  const floor = page.getByTestId('privacy-floor');
  await expect(floor).toBeVisible(slow);
  await expect(page.getByTestId('typed-values-hint')).toContainText(
    'check how the survey spells “europe”',
  );

  // Reset empties the boxes at once; what is typed while the page draws the unfiltered view stays.
  await page.getByRole('button', { name: 'Reset', exact: true }).click();
  await expect(page).not.toHaveURL(/[?&]f=/);
  await expect(filterChips(page)).toHaveCount(0);
  await applyTypedFilter(page, 'Region', 'Europe');
  await expect(page.getByTestId('main-score')).toBeVisible(slow);
  await expect(page).toHaveURL(/Europe/);

  // Europe matched: it is offered from now on, here and on the next visit.
  await page.reload();
  await page.getByRole('button', { name: 'Reset', exact: true }).click();
  await expect(page.getByTestId('main-score')).toBeVisible(slow);
  await page.getByRole('combobox', { name: 'Region' }).click();
  await expect(page.getByRole('option', { name: 'Europe' })).toBeVisible();
});

test('another configuration of the report is found through the segment that holds it', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.analyst, `/reports/${RETAIL_CX}`);
  await expect(page.getByTestId('main-score')).toBeVisible(slow);
  const picker = page.getByRole('combobox', { name: 'Configuration' });
  await expect(page.getByText('Those held by your organization’s segments')).toBeVisible(slow);
  await picker.click();
  await page
    .getByRole('option', { name: 'Configuration of segment “Digital-first customers”' })
    .click();
  await expect(page).toHaveURL(new RegExp(`cfg=${idFor('configuration:acme-retail-cx:mobile')}`));
  await expect(page.getByTestId('main-score')).toBeVisible(slow);
  // Opened once, the configuration is known by its own name.
  await expect(picker).toHaveText(/Mobile app users/);

  // The segment now links the report it has seen opened here.
  await page.goto('/segments');
  const card = page.getByRole('article', { name: 'Digital-first customers' });
  await card.getByRole('link', { name: 'Retail Banking CX 2026 Q3' }).click();
  await expect(page).toHaveURL(new RegExp(`/reports/${RETAIL_CX}\\?cfg=`));
});

test('saving a segment asks for the portfolio, and says when the service left the configuration out', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.analyst, `/reports/${PRIVATE_CLIENTS}`);
  await expect(page.getByTestId('main-score')).toBeVisible(slow);
  await page.getByRole('button', { name: 'Save as segment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save as segment' });
  await expect(dialog).toContainText('The service does not say which portfolio this report is in.');
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Private clients, as seen');

  // The wrong portfolio: the service creates the segment and drops the configuration.
  await dialog.getByRole('combobox', { name: 'Portfolio' }).click();
  await page.getByRole('option', { name: 'Retail Banking' }).click();
  await dialog.getByRole('button', { name: 'Save segment' }).click();
  await expect(dialog.getByTestId('configuration-left-out')).toContainText(
    'the report is not in that portfolio',
  );

  await dialog.getByRole('combobox', { name: 'Portfolio' }).click();
  await page.getByRole('option', { name: 'Wealth Management' }).click();
  await dialog.getByRole('button', { name: 'Save segment' }).click();
  await expect(dialog).toBeHidden();

  // The configuration saved is the one in view, and the new segment links back to the report.
  await page.goto('/segments');
  // The first save's segment, left empty in Retail Banking, has the same name.
  const card = page
    .getByRole('article', { name: 'Private clients, as seen' })
    .filter({ hasText: 'Wealth Management' });
  await card.getByRole('link', { name: 'Private Clients 2026' }).click();
  await expect(page).toHaveURL(
    new RegExp(
      `/reports/${PRIVATE_CLIENTS}\\?cfg=${idFor('configuration:acme-private-clients:primary')}`,
    ),
  );
});

test('a filter, a comparison and the CSV export work, each saying what the service does not do', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.analyst, `/reports/${RETAIL_CX}`);
  await expect(page.getByTestId('main-score')).toBeVisible(slow);
  await applyTypedFilter(page, 'Region', 'Europe');
  await expect(page).toHaveURL(/Europe/);
  await expect(
    page.getByText('This service does not mark which differences are significant'),
  ).toBeVisible(slow);

  // Europe against everyone: the dashboard asks for both groups and leaves them untested.
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Compare with another group' });
  await dialog.getByRole('button', { name: 'Compare' }).click();
  await expect(page.getByTestId('compare-note')).toHaveText(
    'This service does not compare groups, so differences are shown without tests.',
    slow,
  );
  await expect(page.getByTestId('group-a-size')).toContainText(/\d/);
  await page.goBack();
  await expect(page.getByTestId('main-score')).toBeVisible(slow);

  await page.getByRole('button', { name: 'Export CSV' }).click();
  const exportDialog = page.getByRole('dialog', { name: 'Export dataset as CSV' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    exportDialog.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  const lines = (await readFile((await download.path())!, 'utf8')).split('\r\n').filter(Boolean);
  expect(lines[0]!.split(',')[0]).toBe('respondent_id');
  expect(lines.length).toBeGreaterThan(1);
});
