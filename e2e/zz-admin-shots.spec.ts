import { ACCOUNTS, expect, signIn, test } from './fixtures';

const DIR = '/tmp/shots-admin';
test.describe.configure({ timeout: 180_000 });

for (const scheme of ['light', 'dark'] as const) {
  for (const [label, width] of [
    ['wide', 1280],
    ['narrow', 375],
  ] as const) {
    test(`admin ${scheme} ${label}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await signIn(page, ACCOUNTS.admin, '/invitations');
      await page.setViewportSize({ width, height: 900 });
      await expect(page.getByTestId('invitation-row').first()).toBeVisible();
      await page.waitForTimeout(500);
      await page.screenshot({
        path: `${DIR}/invitations-${label}-${scheme}.png`,
        fullPage: label === 'narrow' ? false : true,
      });
      await page.getByTestId('invitation-row').nth(0).getByRole('checkbox').check();
      await page.getByTestId('invitation-row').nth(1).getByRole('checkbox').check();
      await page.screenshot({ path: `${DIR}/invitations-selected-${label}-${scheme}.png` });
      await page.getByRole('button', { name: 'Invite member' }).click();
      const dialog = page.getByRole('dialog', { name: 'Invite member' });
      await dialog.getByLabel('First name').fill('A'.repeat(26));
      await dialog.getByRole('button', { name: 'Send invitation' }).click();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${DIR}/invite-dialog-${label}-${scheme}.png` });
      await page.keyboard.press('Escape');
      await page.goto('/organization');
      await expect(page.getByRole('textbox', { name: 'Name' })).toBeVisible();
      await page.getByRole('textbox', { name: 'Website' }).fill('globex');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${DIR}/organization-${label}-${scheme}.png`, fullPage: true });
    });
  }
  test(`states ${scheme}`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await signIn(page, ACCOUNTS.admin, '/');
    await page.route('**/api/v1/organization-invitations/?**', (route) =>
      route.fulfill({ json: { count: 0, next: null, previous: null, results: [] } }),
    );
    await page.goto('/invitations');
    await expect(page.getByText('No invitations yet')).toBeVisible();
    await page.screenshot({ path: `${DIR}/empty-${scheme}.png` });
    await page.unroute('**/api/v1/organization-invitations/?**');
    await page.route('**/api/v1/organization-invitations/?**', (route) =>
      route.fulfill({ status: 400, json: { detail: 'Bad thing.' } }),
    );
    await page.goto('/invitations?status=2');
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${DIR}/error-${scheme}.png` });
    await page.unroute('**/api/v1/organization-invitations/?**');
    await page.route('**/api/v1/organization-invitations/?**', () => {});
    await page.goto('/invitations');
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${DIR}/loading-${scheme}.png` });
  });
  test(`viewer ${scheme}`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await signIn(page, ACCOUNTS.viewer, '/invitations');
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByText('Invitations are for administrators')).toBeVisible();
    await page.screenshot({ path: `${DIR}/viewer-invitations-${scheme}.png`, fullPage: true });
    await page.goto('/organization');
    await expect(page.getByText(/read only/)).toBeVisible();
    await page.screenshot({ path: `${DIR}/viewer-organization-${scheme}.png`, fullPage: true });
  });
}
