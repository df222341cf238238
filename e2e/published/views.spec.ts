import { idFor } from '../../server/seed/prng';
import { ACCOUNTS, expect, signIn, test } from '../fixtures';

const RETAIL_CX = idFor('report:acme-retail-cx');
test.describe.configure({ timeout: 120_000 });
const slow = { timeout: 30_000 };

test('without the service’s saved views, a view is kept in this browser and says so', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.analyst, `/reports/${RETAIL_CX}?tab=sentiment`);
  await page.getByRole('button', { name: 'Views' }).click();
  const dialog = page.getByRole('dialog', { name: 'Saved views' });
  await expect(dialog).toContainText(
    'This service does not keep saved views: this one is kept in this browser only',
  );
  await expect(dialog.getByRole('radio')).toHaveCount(0);
  await dialog.getByRole('textbox', { name: 'View name' }).fill('Sentiment at a glance');
  await dialog.getByRole('button', { name: 'Save view' }).click();
  await expect(page.getByText('View “Sentiment at a glance” saved in this browser')).toBeVisible();

  await page.goto('/');
  await expect(page.getByText('Kept in this browser only')).toBeVisible();
  await page.getByRole('list', { name: 'Saved views' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/tab=sentiment/, slow);
});
