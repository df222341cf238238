import type { Locator, Page } from '@playwright/test';
import { ACCOUNTS, PASSWORD, expect as baseExpect, test, signIn } from './fixtures';

// Accessibility of the main tasks, done with the keyboard alone (axe on every view in both colour
// schemes: every-view.spec.ts).
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * Presses Tab (Shift+Tab when `back`) until `target` has the focus. The target is found once and
 * asked about directly after each press (finding it by role on every press costs more than the
 * press itself); when a render replaces it, it is found again.
 */
async function tabTo(page: Page, target: Locator, back = false) {
  let element = await target.elementHandle();
  for (let presses = 0; presses <= 120;) {
    const focused = await element.evaluate((el) =>
      el.isConnected ? el === document.activeElement : null,
    );
    if (focused) return;
    if (focused === null) {
      element = await target.elementHandle();
      continue;
    }
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    presses++;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

test('sign in, invite, filter and export with the keyboard alone', async ({ page }) => {
  // Sign-in.
  await page.goto('/login');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(ACCOUNTS.admin);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();

  // Invite a member.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await tabTo(page, nav.getByRole('link', { name: 'Invitations' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Invitations', level: 1 })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Invite member' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Invite member' });
  await expect(dialog).toBeVisible();
  const email = `keyboard-${Date.now()}@example.com`;
  await tabTo(page, dialog.getByLabel('Email'));
  await page.keyboard.type(email);
  await tabTo(page, dialog.getByLabel('First name'));
  await page.keyboard.type('Keyboard');
  await tabTo(page, dialog.getByRole('button', { name: 'Send invitation' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('invitation-row').filter({ hasText: email })).toBeVisible();

  // Filter the list: Space presses the focused toggle.
  await tabTo(page, page.getByTestId('status-filter-1'));
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/status=1/);
  await expect(page.getByTestId('status-filter-1')).toHaveAttribute('aria-pressed', 'true');

  // Open a report and export its dataset.
  await tabTo(page, nav.getByRole('link', { name: 'Reports' }), true);
  await page.keyboard.press('Enter');
  const firstReport = page.getByRole('list', { name: 'Reports' }).getByRole('link').first();
  await expect(firstReport).toBeVisible();
  await tabTo(page, firstReport);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('main-score')).toBeVisible({ timeout: 30_000 });
  const exportButton = page.getByRole('button', { name: 'Export CSV' });
  await tabTo(page, exportButton);
  await page.keyboard.press('Enter');
  const exportDialog = page.getByRole('dialog', { name: 'Export dataset as CSV' });
  await expect(exportDialog).toBeVisible();
  // Escape closes it and gives the focus back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(exportDialog).toHaveCount(0);
  await expect(exportButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(exportDialog).toBeVisible();
  await tabTo(page, exportDialog.getByRole('button', { name: 'Download CSV' }));
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.keyboard.press('Enter'),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
});

test('a larger default text size gets the layout for the room it leaves', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, ACCOUNTS.admin, '/invitations');
  const openNavigation = page.getByRole('button', { name: 'Open navigation' });
  const invitationsTable = page.getByRole('table', { name: 'Invitations' });
  // At the default 16 px, 1,280 px is a wide screen: navigation beside the page, the full table.
  await expect(invitationsTable).toBeVisible();
  await expect(openNavigation).toBeHidden();

  // Chromium's "Very large" font setting (24 px), as a reader with low vision would set it.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 24 } });
  await page.reload();
  await expect(openNavigation).toBeVisible();
  // The invitations as cards, which wrap, rather than a table wider than the window.
  await expect(page.getByRole('list', { name: 'Invitations' })).toBeVisible();
  await expect(invitationsTable).toHaveCount(0);
  // Nothing runs off the side of the window.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  // The navigation drawer still opens and leads somewhere.
  await openNavigation.click();
  await page.getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
});

test('a reader who asks for less motion gets dialogs and colour changes without animation', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.admin, '/invitations');
  const invite = page.getByRole('button', { name: 'Invite member' });
  // The suite runs with reduced motion (playwright.config.ts): nothing on the page transitions.
  await expect(invite).toHaveCSS('transition-duration', '0s');
  await invite.click();
  await expect(page.locator('.MuiDialog-container')).toHaveCSS('transition-duration', '0s');
  await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Without the preference, the same button animates its colours.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await expect(invite).toHaveCSS('transition-duration', /^0\.25s/);
});
