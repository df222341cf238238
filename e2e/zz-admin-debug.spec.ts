import { ACCOUNTS, expect, signIn, test } from './fixtures';
test('debug widths', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin, '/invitations');
  await expect(page.getByTestId('invitation-row').first()).toBeVisible();
  const info = await page.evaluate(() => {
    const out: string[] = [
      `doc ${document.documentElement.scrollWidth} body ${document.body.scrollWidth} inner ${innerWidth}`,
    ];
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const r = el.getBoundingClientRect();
      if (r.right > 1300)
        out.push(
          `${el.tagName}.${String(el.className).slice(0, 80)} right=${Math.round(r.right)} w=${Math.round(r.width)}`,
        );
    }
    const table = document.querySelector('table');
    out.push(
      `table ${table?.getBoundingClientRect().width} container ${table?.parentElement?.getBoundingClientRect().width}`,
    );
    for (const th of Array.from(document.querySelectorAll('th')))
      out.push(`th ${th.textContent} ${Math.round(th.getBoundingClientRect().width)}`);
    return out.slice(0, 40);
  });
  console.log(info.join('\n'));
});
