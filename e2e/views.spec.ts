import { idFor } from '../server/seed/prng';
import { ACCOUNTS, expect, signIn, test } from './fixtures';

/*
 * Saved views: saved by an analyst for the organization, opened by a colleague from home with the
 * same filters, and invisible to another organization.
 */
const RETAIL_CX = idFor('report:acme-retail-cx');
test.describe.configure({ timeout: 120_000 });
const slow = { timeout: 30_000 };

test('a view saved for the organization opens for a colleague with its filters, and not elsewhere', async ({
  page,
  browser,
}) => {
  const name = `Europe, mobile ${Date.now()}`;
  await signIn(page, ACCOUNTS.analyst, `/reports/${RETAIL_CX}`);
  await expect(page.getByTestId('main-score')).toBeVisible(slow);
  const region = page.getByRole('combobox', { name: 'Region' });
  await region.click();
  await page.getByRole('option', { name: 'Europe' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/f=[^&]+%3AEurope/);
  await expect(page.getByTestId('main-score')).toBeVisible(slow);
  const filtered = new URL(page.url()).searchParams.getAll('f');

  await page.getByRole('button', { name: 'Views' }).click();
  const dialog = page.getByRole('dialog', { name: 'Saved views' });
  await dialog.getByRole('textbox', { name: 'View name' }).fill(name);
  await dialog.getByRole('radio', { name: /Everyone in Acme Research/ }).check();
  await dialog.getByRole('button', { name: 'Save view' }).click();
  await expect(page.getByText(`View “${name}” saved for everyone in Acme Research`)).toBeVisible();
  await expect(dialog.getByRole('link', { name })).toBeVisible();

  // A colleague finds it on home and gets the same filters.
  const colleague = await browser.newPage();
  await signIn(colleague, ACCOUNTS.admin, '/');
  const views = colleague.getByRole('list', { name: 'Saved views' });
  await views.getByRole('link', { name }).click();
  await expect(colleague.getByTestId('main-score')).toBeVisible(slow);
  await expect(colleague).not.toHaveURL(/view=/);
  expect(new URL(colleague.url()).searchParams.getAll('f')).toEqual(filtered);
  await expect(colleague.getByText(`Showing the saved view “${name}”`)).toBeVisible();
  // The colleague administers the organization: the view's creation is in its activity log.
  await colleague.goto('/activity?action=saved_view.created');
  await expect(
    colleague.getByText(`Noah Patel saved the view “${name}” for the organization`),
  ).toBeVisible();
  await colleague.close();

  // Another organization's member sees neither the view nor its name.
  const outsider = await browser.newPage();
  await signIn(outsider, ACCOUNTS.globex, '/');
  await expect(outsider.getByRole('heading', { name: 'Saved views' })).toBeVisible();
  // The heading comes with the card, and the card shows its skeleton until the list is in: a count
  // of 0 read before that would prove nothing.
  await expect(outsider.getByRole('status', { name: 'Loading saved views' })).toHaveCount(0);
  await expect(outsider.getByText(name)).toHaveCount(0);
  await outsider.close();
});
