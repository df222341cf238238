import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, signIn, test, tokenOf } from './fixtures';

/*
 * A segment's configurations over time: the demo's branch tracker has four quarterly waves, and
 * plants a fall in Speed of service among European respondents (−0.25 a wave) that the service's
 * change tests mark once the trend is filtered to Europe.
 */
test.describe.configure({ timeout: 90_000 });
const slow = { timeout: 30_000 };
const TRACKER = 'Branch experience tracker';

/** The cell of the `column` figure in the wave row whose name contains `wave`. */
async function cellOf(page: Page, wave: string, column: string) {
  const table = page.getByTestId('trend-table');
  const headers = await table.getByRole('columnheader').allInnerTexts();
  // The row's first cell is its header (the wave), which `cell` does not count.
  const index = headers.findIndex((text) => text.replace(/\s+/g, ' ').trim() === column) - 1;
  return table.getByRole('row').filter({ hasText: wave }).getByRole('cell').nth(index);
}

async function openTrendAndFilter(
  page: Page,
  words: { trendOf: string; apply: string; filterHeading: string },
) {
  await signIn(page, ACCOUNTS.analyst, '/segments');
  await page.getByRole('link', { name: `${words.trendOf} ${TRACKER}` }).click();
  await expect(page).toHaveURL(/\/segments\/[^/]+\/trend$/);
  await expect(page.getByTestId('trend-row')).toHaveCount(4, slow);

  const filters = page.getByRole('form', { name: words.filterHeading });
  await filters.getByRole('combobox', { name: 'Region' }).click();
  await page.getByRole('option', { name: 'Europe', exact: true }).click();
  await page.keyboard.press('Escape');
  await filters.getByRole('button', { name: words.apply }).click();
  await expect(page).toHaveURL(/[?&]f=[^&]+%3AEurope/);
}

test('an analyst follows the tracker over time, filtered to Europe, and the link keeps it', async ({
  page,
}) => {
  await openTrendAndFilter(page, {
    trendOf: 'Trend of',
    apply: 'Apply',
    filterHeading: 'Filters for every wave',
  });
  // Speed of service falls in Europe: the last wave's change is marked, with its interval.
  const speed = await cellOf(page, '2026 Q3', 'Speed of service');
  await expect(speed.getByTestId('trend-change-marked')).toHaveText(/^Δ −\d+(\.\d)?\* \(−/, slow);
  await expect(page.getByTestId('trend-mark').first()).toBeVisible();
  await expect(page.getByTestId('trend-family-note')).toContainText('tests that ran');

  // The URL holds the view: a reload shows the same filter and the same marked change.
  await page.reload();
  await expect(page.getByRole('form', { name: 'Filters for every wave' })).toContainText('Europe');
  const again = await cellOf(page, '2026 Q3', 'Speed of service');
  await expect(again.getByTestId('trend-change-marked')).toBeVisible(slow);

  // Back leaves the page rather than undoing the filter; Forward returns to the same view.
  const trendUrl = page.url();
  await page.goBack();
  await expect(page).toHaveURL(/\/segments$/);
  await page.goForward();
  await expect(page).toHaveURL(trendUrl);

  // Saved as a view, it opens from its report's link on the same trend.
  await page.getByRole('button', { name: 'Save view' }).click();
  await page.getByRole('dialog').getByLabel('Name').fill('Europe over time');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('View “Europe over time” saved')).toBeVisible();
  const listed = await page.request.get('/api/v1/saved-views/?page_size=100', {
    headers: { Authorization: `Bearer ${await tokenOf(page)}` },
  });
  const { results } = (await listed.json()) as {
    results: { id: string; name: string; report: { id: string } }[];
  };
  const saved = results.find((view) => view.name === 'Europe over time')!;
  await page.goto(`/reports/${saved.report.id}?view=${saved.id}`);
  await expect(page).toHaveURL(trendUrl, slow);
  await expect(page.getByTestId('trend-change-marked').first()).toBeVisible(slow);
});

test.describe('on a phone, in German', () => {
  test.use({ locale: 'de-DE', timezoneId: 'Europe/Berlin', viewport: { width: 375, height: 800 } });

  test('the same journey reads in German and fits the screen', async ({ page }) => {
    await openTrendAndFilter(page, {
      trendOf: 'Trend von',
      apply: 'Anwenden',
      filterHeading: 'Filter für alle Wellen',
    });
    const speed = await cellOf(page, '2026 Q3', 'Speed of service');
    // A decimal comma and a true minus sign.
    await expect(speed.getByTestId('trend-change-marked')).toHaveText(/^Δ −\d+(,\d)?\* \(−/, slow);
    await expect(page.getByTestId('trend-family-note')).toContainText('durchgeführten Tests');
    await page.reload();
    await expect(
      (await cellOf(page, '2026 Q3', 'Speed of service')).getByTestId('trend-change-marked'),
    ).toBeVisible(slow);
    // Nothing but the table (which scrolls in its own box) is wider than the phone.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
