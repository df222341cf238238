import { idFor } from '../../server/seed/prng';
import { ACCOUNTS, expect, signIn, test } from '../fixtures';

/*
 * The trend on a service with only the published interface: no trend extension, so the dashboard
 * asks for each wave with the filter operation. It shows the figures and marks no change, and
 * says why; a wave whose report this browser has never opened is listed, not guessed.
 */
test.describe.configure({ timeout: 120_000 });
const slow = { timeout: 30_000 };

const OPENED = ['acme-branch-tracker-w1', 'acme-branch-tracker-w2', 'acme-branch-tracker'];

test('the tracker’s figures per wave, no change marked, and the page says why', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.analyst, '/');
  // Reports reach an analyst here as links: opening one teaches this browser its configurations.
  for (const key of OPENED) {
    await page.goto(`/reports/${idFor(`report:${key}`)}`);
    await expect(page.getByTestId('main-score')).toBeVisible(slow);
  }
  await page.goto('/segments');
  await page.getByRole('link', { name: 'Trend of Branch experience tracker' }).click();

  await expect(page.getByTestId('trend-no-tests')).toContainText(
    'This service offers no change tests',
    slow,
  );
  const rows = page.getByTestId('trend-row');
  await expect(rows).toHaveCount(3);
  // Each wave's size and main score are shown; no change is marked on the table or the chart.
  for (const row of await rows.all()) {
    await expect(row.getByRole('cell').first()).toHaveText(/^\d{1,3}(,\d{3})*$/);
  }
  await expect(page.getByTestId('trend-change-marked')).toHaveCount(0);
  await expect(page.getByTestId('trend-mark')).toHaveCount(0);
  await expect(page.getByTestId('trend-unlocated')).toContainText(
    'Branch Experience Tracker 2026 Q2',
  );
});
