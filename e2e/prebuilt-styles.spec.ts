import type { Page } from '@playwright/test';
import { recordEmotionRules } from '../scripts/record-emotion-rules';
import { ACCOUNTS, expect, signIn, test } from './fixtures';

/**
 * The deep links the server preloads, and the sign-in page, carry their first render's styles,
 * prebuilt (scripts/vite/prebuilt-styles.ts). Their names are content hashes, so a stale file is
 * never wrong, only slow: these checks catch it going stale, and a page that adopts nothing.
 */

/** Emotion classes on the page, and how many of them emotion had to make itself. */
async function styleCounts(page: Page) {
  return page.evaluate(() => {
    const inUse = new Set<string>();
    for (const element of document.querySelectorAll('[class*="css-"]')) {
      for (const name of element.classList) if (/^css-[a-z0-9]+$/.test(name)) inUse.add(name);
    }
    const made = new Set<string>();
    for (const rule of window.__emotionRules ?? []) {
      for (const match of rule.matchAll(/\.(css-[a-z0-9]+)/g)) made.add(match[1]!);
    }
    return { inUse: inUse.size, madeInUse: [...inUse].filter((name) => made.has(name)).length };
  });
}

const STALE = 'more than a tenth of the styles made at run time: run `npm run styles:gen`';

test('a report deep link and the invitations deep link adopt their prebuilt styles', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.admin, '/reports');
  const first = page.getByRole('list', { name: 'Reports' }).getByRole('link').first();
  const report = (await first.getAttribute('href'))!;
  await page.addInitScript(recordEmotionRules);

  for (const [path, ready] of [
    [report, page.locator('.quadrant-point').first()],
    ['/invitations', page.getByTestId('invitation-row').first()],
  ] as const) {
    await page.goto(path);
    await expect(ready).toBeVisible({ timeout: 30_000 });
    const { inUse, madeInUse } = await styleCounts(page);
    expect(inUse, `emotion classes on ${path}`).toBeGreaterThan(50);
    expect(madeInUse, `${path}: ${STALE}`).toBeLessThanOrEqual(inUse / 10);
  }
});

test('the sign-in page adopts its own small set of prebuilt styles', async ({ page }) => {
  await page.addInitScript(recordEmotionRules);
  const response = await page.goto('/login');
  // The deep links' set is over 300 KB; the sign-in page's own is a tenth of that.
  expect((await response!.text()).length).toBeLessThan(80_000);
  await expect(page.getByRole('heading', { name: 'Sign in to Pulse' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  const { inUse, madeInUse } = await styleCounts(page);
  expect(inUse, 'emotion classes on the sign-in page').toBeGreaterThan(15);
  expect(madeInUse, `/login: ${STALE}`).toBeLessThanOrEqual(inUse / 10);
});
