import type { Response } from '@playwright/test';
import { ACCOUNTS, expect, signIn, test } from './fixtures';

/**
 * The page and its code reach the browser compressed (scripts/vite/precompress.ts and the
 * server's static routes): what a user on a real network waits for is a quarter of the build.
 */
test('a report deep link arrives compressed: the page, with its styles, and its code', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.admin, '/reports');
  const report = (await page
    .getByRole('list', { name: 'Reports' })
    .getByRole('link')
    .first()
    .getAttribute('href'))!;

  // Away first, so the list page's last downloads are not taken for the report's.
  await page.goto('about:blank');
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  await page.goto(report);
  await expect(page.locator('.quadrant-point').first()).toBeVisible({ timeout: 30_000 });

  const encodingOf = async (response: Response) =>
    (await response.allHeaders())['content-encoding'] ?? 'none';
  const document = responses.find((r) => r.request().resourceType() === 'document')!;
  expect(await encodingOf(document)).toBe('br');
  const code = responses.filter((r) => new URL(r.url()).pathname.endsWith('.js'));
  expect(code.length).toBeGreaterThan(10);
  for (const response of code) {
    const size = (await response.body()).length;
    // The smallest chunks are left as they are: below 1 KB a coding saves less than its headers.
    if (size >= 1024) expect(await encodingOf(response), response.url()).toBe('br');
  }
});
