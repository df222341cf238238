import { ACCOUNTS, expect, expectNoAxeViolations, signIn, test } from './fixtures';

// Each test signs in, visits several pages and runs axe: beyond 30 s when the machine is busy.
test.describe.configure({ timeout: 90_000 });

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

test('home tiles link to the filtered lists behind them', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  const overview = page.getByRole('list', { name: 'Overview' });
  await expect(overview.getByRole('link', { name: /Portfolios\s*\d+/ })).toHaveAttribute(
    'href',
    '/portfolios',
  );
  await expect(overview.getByRole('link', { name: /Reports\s*\d+/ })).toHaveAttribute(
    'href',
    '/reports',
  );
  await expect(overview.getByRole('link', { name: /Segments\s*\d+/ })).toHaveAttribute(
    'href',
    '/segments',
  );
  const byStatus = page.getByRole('list', { name: 'Invitations by status' });
  for (const [status, label] of [
    'Pending',
    'Accepted',
    'Cancelled',
    'Expired',
    'Revoked',
  ].entries()) {
    await expect(
      byStatus.getByRole('link', { name: new RegExp(`\\d+\\s*${label}`) }),
    ).toHaveAttribute('href', `/invitations?status=${status}`);
  }
  // The seeded demo has pending invitations that expire within hours.
  await expect(page.getByText(/pending invitations? expires? within 3 days/)).toBeVisible();
  await expectNoAxeViolations(page);

  await byStatus.getByRole('link', { name: /Pending/ }).click();
  await expect(page).toHaveURL(/\/invitations\?status=0$/);
  await page.goBack();
  await overview.getByRole('link', { name: /Portfolios/ }).click();
  await expect(page).toHaveURL(/\/portfolios$/);
  await expect(page.getByRole('heading', { name: 'Portfolios', level: 1 })).toBeVisible();
  await page.goBack();
  await overview.getByRole('link', { name: /Segments/ }).click();
  await expect(page.getByRole('heading', { name: 'Segments', level: 1 })).toBeVisible();
});

test('members see no invitations tile, and no 403 on the way', async ({ page }) => {
  const forbidden: string[] = [];
  page.on('response', (response) => response.status() === 403 && forbidden.push(response.url()));
  await signIn(page, ACCOUNTS.viewer);
  await expect(
    page.getByRole('list', { name: 'Overview' }).getByRole('link', { name: /Portfolios\s*\d+/ }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Invitations' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Recently viewed' })).toBeVisible();
  expect(forbidden).toEqual([]);
});

test('opens a portfolio and reaches one of its reports', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin, '/portfolios');
  await page.getByRole('link', { name: /Retail Banking/ }).click();
  await expect(page).toHaveURL(new RegExp(`/portfolios/${UUID}$`));
  await expect(page.getByRole('heading', { name: 'Retail Banking', level: 1 })).toBeVisible();
  const reports = page.getByRole('list', { name: 'Reports' });
  await expect(reports.getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: /Segments/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Access by invitation/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await reports.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/reports/${UUID}$`));
});

test('creates a segment and sees it listed', async ({ page }) => {
  const name = `E2E segment ${Date.now()}`;
  await signIn(page, ACCOUNTS.analyst, '/segments');
  await page.getByRole('button', { name: 'New segment' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New segment' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('combobox', { name: /Portfolio/ }).click();
  await page.getByRole('option', { name: 'Retail Banking' }).click();
  await dialog.getByRole('checkbox').first().check();
  await expect(dialog.getByText('(1 chosen)')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Create segment' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Segment “${name}” was created in Retail Banking`)).toBeVisible();
  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: 'Portfolio Retail Banking' })).toBeVisible();
  await expect(card.getByRole('link').nth(1)).toHaveAttribute(
    'href',
    new RegExp(`^/reports/${UUID}`),
  );
  await expectNoAxeViolations(page);
});

test('attitude audience tabs live in the URL and survive a reload', async ({ page }) => {
  await signIn(page, ACCOUNTS.viewer, '/attitudes');
  const tabs = page.getByRole('tablist', { name: 'Audience' });
  await expect(tabs.getByRole('tab', { name: 'All audiences' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await tabs.getByRole('tab', { name: 'Employees' }).click();
  await expect(page).toHaveURL(/audience_type=2/);
  await expect(page.getByText(/attitudes for Employees/)).toBeVisible();
  await page.reload();
  await expect(tabs.getByRole('tab', { name: 'Employees' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  await expect(cards.filter({ hasNotText: 'Employees' })).toHaveCount(0);
  await tabs.getByRole('tab', { name: 'Customers' }).click();
  await expect(page).toHaveURL(/audience_type=1/);
  await expectNoAxeViolations(page);
});

test("opens an attitude's recommendations and studies", async ({ page }) => {
  await signIn(page, ACCOUNTS.viewer, '/attitudes?audience_type=1');
  await page.getByRole('searchbox', { name: 'Search' }).fill('trust');
  await expect(page.getByRole('article')).toHaveCount(1);
  await page.getByRole('button', { name: 'View details of Trust' }).click();
  const dialog = page.getByRole('dialog', { name: 'Trust' });
  await expect(dialog.getByRole('heading', { name: 'Recommendations' })).toBeVisible();
  await expect(
    dialog.getByRole('heading', { name: 'Close the loop on every complaint' }),
  ).toBeVisible();
  await expect(dialog.getByText('Why it works').first()).toBeVisible();
  const study = dialog.getByRole('link', { name: /economics of trust/i });
  await expect(study).toHaveAttribute('target', '_blank');
  await expect(study).toHaveAttribute('rel', 'noopener noreferrer');
  await expectNoAxeViolations(page);
  // The open attitude is part of the URL, so a reload (or a shared link) reopens it.
  await expect(page).toHaveURL(/attitude=/);
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Trust' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page).not.toHaveURL(/attitude=/);
});
