import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import {
  ACCOUNTS,
  PASSWORD,
  expect as baseExpect,
  test,
  signIn,
  signInWithForm,
  tokenOf,
} from './fixtures';

// Web security (docs/decisions.md, Security). Every test here (as in every spec) also fails on
// any CSP violation.
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

test('the token never appears in a URL, the console or localStorage', async ({ page }) => {
  const urls: string[] = [];
  const logs: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  page.on('console', (message) => logs.push(message.text()));
  await signInWithForm(page, ACCOUNTS.analyst);
  const token = await tokenOf(page);
  for (const path of ['/reports', '/portfolios', '/segments', '/attitudes', '/organization']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  // A report and its CSV export: the download goes through fetch with the header, not a link.
  await page.goto('/reports');
  await page.getByRole('list', { name: 'Reports' }).getByRole('link').first().click();
  await expect(page.getByTestId('main-score')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByRole('dialog', { name: 'Export dataset as CSV' })
      .getByRole('button', { name: 'Download CSV' })
      .click(),
  ]);
  expect(download.url()).not.toContain(token);

  expect(urls.length).toBeGreaterThan(10);
  expect(urls.filter((url) => url.includes(token))).toEqual([]);
  expect(logs.filter((line) => line.includes(token))).toEqual([]);
  const local = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(local).not.toContain(token);
  // Where it does live: sessionStorage of this tab only.
  expect(await page.evaluate(() => sessionStorage.getItem('pulse.token'))).toBe(token);
});

for (const next of ['//evil.test', 'https://evil.test', '/\\evil.test', 'javascript:alert(1)']) {
  test(`next=${next} cannot redirect away: sign-in lands on /`, async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`/login?next=${encodeURIComponent(next)}`);
    await page.getByLabel('Email').fill(ACCOUNTS.viewer);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
    expect(page.url()).toMatch(/^http:\/\/localhost:\d+\/$/);
    expect(dialogs).toEqual([]);
  });
}

test('HTML in names is shown as text and runs nothing', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signIn(page, ACCOUNTS.admin);
  const headers = { Authorization: `Bearer ${await tokenOf(page)}` };
  const me = await (await page.request.get('/auth/me/', { headers })).json();
  const organizationId = me.memberships[0].organization.id as string;
  const portfolios = await (await page.request.get('/api/v1/portfolios/', { headers })).json();
  const portfolioId = portfolios.results[0].id as string;

  const payload = '<img src=x onerror=alert(1)>';
  const segmentName = `${payload} ${randomUUID().slice(0, 6)}`;
  const segment = await page.request.post('/api/v1/segments/', {
    headers,
    data: { name: segmentName, portfolio_id: portfolioId, description: `<b>${payload}</b>` },
  });
  expect(segment.status()).toBe(201);
  // Invitation names hold 25 characters: a shorter payload that also runs on render.
  const short = '<svg onload=alert(1)>';
  const email = `xss-${randomUUID().slice(0, 8)}@example.com`;
  const invitation = await page.request.put(`/api/v1/organization-invitations/${randomUUID()}/`, {
    headers,
    data: { email, first_name: short, last_name: '<i>x</i>', organization_id: organizationId },
  });
  expect(invitation.status()).toBe(201);

  await page.goto(`/segments?portfolio_id=${portfolioId}`);
  await expect(page.getByRole('article', { name: segmentName })).toBeVisible();
  await expect(page.getByText(segmentName)).toBeVisible();
  await page.goto('/invitations');
  const row = page.getByTestId('invitation-row').filter({ hasText: email });
  await expect(row).toContainText(short);
  await expect(row).toContainText('<i>x</i>');

  // Nothing became markup: no injected image or svg, and no dialog fired.
  await page.waitForTimeout(500);
  expect(await page.locator('img[src="x"], main svg[onload]').count()).toBe(0);
  expect(dialogs).toEqual([]);
});

test('the security headers are on the page, the API and errors', async ({ page }) => {
  for (const path of ['/', '/login', '/api/v1/portfolios/', '/no-such-file.js']) {
    const response = await page.request.get(path);
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ]) {
      expect(csp, `${path}: ${directive}`).toContain(directive);
    }
    expect(csp, path).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['referrer-policy'], path).toBe('no-referrer');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
  }
  const api = await page.request.get('/api/v1/portfolios/');
  expect(api.status()).toBe(401);
  expect(api.headers()['cache-control']).toBe('no-store');
});

/** Cells of an RFC 4180 document. */
function csvCells(text: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',' || ch === '\n') {
      cells.push(cell.replace(/\r$/, ''));
      cell = '';
    } else cell += ch;
  }
  if (cell) cells.push(cell);
  return cells;
}

test('CSV formula cells are guarded in the file the dashboard saves', async ({ page }) => {
  await signIn(page, ACCOUNTS.analyst, '/reports');
  await page.getByRole('list', { name: 'Reports' }).getByRole('link').first().click();
  await expect(page.getByTestId('main-score')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export dataset as CSV' });
  await dialog.getByRole('switch', { name: 'Mask text violations' }).uncheck();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  const cells = csvCells(await readFile((await download.path())!, 'utf8'));
  expect(cells.length).toBeGreaterThan(100);
  const dangerous = cells.filter((cell) => /^[=+\-@\t\r]/.test(cell));
  expect(dangerous).toEqual([]);
  // The seed's comments include formulas, so the guard had something to do.
  expect(cells.some((cell) => /^'[=+\-@]/.test(cell))).toBe(true);
});
