import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, signIn, test } from './fixtures';

const DIR = '/tmp/shots-reports';
const WHICH = process.env.SHOTS ?? 'report';

/** Full page in slices of 1400 px, so each can be looked at in detail. */
async function slices(page: Page, name: string) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const width = page.viewportSize()!.width;
  for (let y = 0, i = 0; y < height && i < 6; y += 1400, i++) {
    await page.screenshot({
      path: `${DIR}/${name}-${i}.png`,
      fullPage: true,
      clip: { x: 0, y, width, height: Math.min(1400, height - y) },
    });
  }
}

test('screenshots', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, ACCOUNTS.analyst, '/reports');
  await expect(page.getByRole('list', { name: 'Reports' })).toBeVisible();
  const link = page.getByRole('list', { name: 'Reports' }).getByRole('link').first();
  const href = (await link.getAttribute('href'))!;
  const schemes = (process.env.SCHEMES ?? 'light,dark').split(',') as ('light' | 'dark')[];
  const widths = (process.env.WIDTHS ?? '1280,375').split(',').map(Number);
  for (const scheme of schemes) {
    for (const width of widths) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width, height: 900 });
      const tag = `${scheme}-${width}`;
      if (WHICH.includes('list')) {
        await page.goto('/reports');
        await expect(page.getByRole('list', { name: 'Reports' })).toBeVisible();
        await slices(page, `list-${tag}`);
      }
      if (WHICH.includes('report')) {
        await page.goto(href);
        await expect(page.locator('.quadrant-point').first()).toBeVisible();
        await slices(page, `report-${tag}`);
      }
      if (WHICH.includes('drawer')) {
        await page.goto(href);
        await page.locator('.quadrant-point').first().click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await page.screenshot({ path: `${DIR}/drawer-${tag}.png` });
      }
      if (WHICH.includes('sentiment')) {
        await page.goto(`${href}?tab=sentiment`);
        await expect(page.locator('svg.recharts-surface').first()).toBeVisible();
        await slices(page, `sentiment-${tag}`);
      }
      if (WHICH.includes('export')) {
        await page.goto(href);
        await page.getByRole('button', { name: 'Export CSV' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await page.screenshot({ path: `${DIR}/export-${tag}.png` });
      }
    }
  }
});
