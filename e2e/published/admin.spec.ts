import { ACCOUNTS, expect, settled, signIn, test } from '../fixtures';

/*
 * The administrator's journeys on a service with only the published interface: where the service
 * ignores a parameter, the dashboard does the work itself or does not offer the control.
 */
test.describe.configure({ timeout: 90_000 });

test('the segments’ portfolio filter is done by the dashboard, showing only that portfolio’s', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.admin, '/segments');
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  await settled(page);
  const all = await cards.count();
  expect(all).toBeGreaterThan(1);

  await page.getByRole('combobox', { name: 'Portfolio' }).click();
  await page.getByRole('option', { name: 'Fundraising' }).click();
  await expect(page).toHaveURL(/portfolio_id=/);
  await expect(cards).not.toHaveCount(all);
  // Retried until the list has settled: no card of another portfolio, and at least one card.
  await expect(
    cards.filter({ hasNot: page.getByRole('link', { name: 'Portfolio Fundraising' }) }),
  ).toHaveCount(0);
  await expect(cards.first().getByRole('link', { name: 'Portfolio Fundraising' })).toBeVisible();
});

test('invitations offer no sort the service does not do, and say so', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin, '/invitations');
  await expect(page.getByTestId('invitation-row').first()).toBeVisible();
  await expect(
    page.getByText(
      'This service lists invitations in its own order, so they cannot be sorted here.',
    ),
  ).toBeVisible();
  const headers = page.getByRole('columnheader');
  await expect(headers.filter({ hasText: 'Invitee' })).toBeVisible();
  await expect(headers.getByRole('button')).toHaveCount(0);
  await expect(page.locator('th[aria-sort]')).toHaveCount(0);

  // A sort in a shared link is not shown as applied.
  await page.goto('/invitations?ordering=email');
  await expect(page.getByTestId('invitation-row').first()).toBeVisible();
  await expect(page.locator('th[aria-sort]')).toHaveCount(0);
});

test('attitude search says it narrows only the page', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin, '/attitudes');
  const search = page.getByRole('searchbox', { name: 'Search this page' });
  await expect(search).toBeVisible();
  await expect(
    page.getByText(
      'This service does not search, so only the attitudes on this page are narrowed.',
    ),
  ).toBeVisible();
  await search.fill('trust');
  await expect(page.getByText(/attitudes on this page match “trust”/)).toBeVisible();
});

test('signing out says the token stays valid until it expires, as the service cannot end it', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.analyst, '/');
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(
    page.getByText(
      /You are signed out on this device\. This service cannot end sessions, so the token stays valid until it expires at .+\./,
    ),
  ).toBeVisible();
  // On the sign-in page after a reload too: it is kept for this tab until the next sign-in.
  await page.reload();
  await expect(page.getByText(/the token stays valid until it expires/)).toBeVisible();
});
