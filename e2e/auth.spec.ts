import type { Page } from '@playwright/test';
import { ACCOUNTS, PASSWORD, expect, signIn, signInWithForm, test } from './fixtures';

test('signs in, shows the shell with role and organization, and signs out', async ({ page }) => {
  await signInWithForm(page, ACCOUNTS.analyst);
  await expect(page.getByTestId('current-organization')).toContainText('Acme Research');
  await page.getByRole('button', { name: /Account menu/ }).click();
  await expect(page.getByTestId('user-role')).toHaveText('Collaborator');
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in to Pulse' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('pulse.token'))).toBeNull();
  // The old page is not reachable any more without signing in again.
  await page.goto('/reports');
  await expect(page).toHaveURL(/\/login\?next=%2Freports$/);
});

test('each navigation entry opens its page with title and breadcrumb', async ({ page }) => {
  test.slow(); // Six pages, each loading its data.
  await signIn(page);
  for (const name of [
    'Reports',
    'Portfolios',
    'Segments',
    'Attitudes',
    'Invitations',
    'Organization',
  ]) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Home');
  }
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('a wrong password shows the server message and keeps the email', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(ACCOUNTS.viewer);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Unable to log in with provided credentials.',
  );
  await expect(page.getByLabel('Email')).toHaveValue(ACCOUNTS.viewer);
});

test('empty and malformed fields are refused before anything is sent', async ({ page }) => {
  let loginRequests = 0;
  page.on('request', (request) => {
    if (request.url().includes('/auth/login/')) loginRequests++;
  });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Enter your email address.')).toBeVisible();
  await expect(page.getByText('Enter your password.')).toBeVisible();
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Enter a valid email address.')).toBeVisible();
  expect(loginRequests).toBe(0);
});

test('a deep link while signed out comes back after sign-in', async ({ page }) => {
  await page.goto('/segments?page=2');
  await expect(page).toHaveURL(/\/login\?next=%2Fsegments%3Fpage%3D2$/);
  await page.getByLabel('Email').fill(ACCOUNTS.admin);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/segments\?page=2$/);
});

test('an open-redirect next lands on home', async ({ page }) => {
  await page.goto('/login?next=' + encodeURIComponent('//evil.test/x'));
  await page.getByLabel('Email').fill(ACCOUNTS.admin);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
});

test('dark mode toggles and is remembered across a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await signIn(page);
  // What the user sees: the page's colour scheme (form controls, scrollbars) and background.
  const html = page.locator('html');
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await expect(html).toHaveCSS('color-scheme', 'light');
  const light = await background();
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(html).toHaveCSS('color-scheme', 'dark');
  expect(await background()).not.toBe(light);
  await page.reload();
  await expect(html).toHaveCSS('color-scheme', 'dark');
  expect(await background()).not.toBe(light);
  await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
});

test('the session survives a reload and the token stays out of URLs and localStorage', async ({
  page,
}) => {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  await signIn(page);
  await page.reload();
  await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
  const token = await page.evaluate(() => sessionStorage.getItem('pulse.token'));
  expect(token).toBeTruthy();
  expect(urls.some((url) => url.includes(token!))).toBe(false);
  const local = await page.evaluate(() => JSON.stringify(localStorage));
  expect(local).not.toContain(token!);
});

test('narrow screens get a navigation drawer', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page);
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('link', { name: 'Segments' }).click();
  await expect(page.getByRole('heading', { name: 'Segments', level: 1 })).toBeVisible();
});

/** Revokes the tab's token behind the dashboard's back, as an expiry or an administrator would. */
async function revokeTokenBehindTheApp(page: Page) {
  await page.evaluate(async () => {
    const token = sessionStorage.getItem('pulse.token');
    await fetch('/auth/logout/', { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
  });
}

test('a token revoked mid-session signs out once and returns to the same page after sign-in', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.admin, '/segments');
  await expect(page).toHaveURL(/\/segments$/);
  await revokeTokenBehindTheApp(page);
  await page.reload();
  await expect(page).toHaveURL(/\/login\?next=%2Fsegments$/);
  await expect(page.getByText('Your session has ended. Sign in again to continue.')).toBeVisible();
  await page.getByLabel('Email').fill(ACCOUNTS.admin);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/segments$/);
});

test('a session ended by a 401 still says so when the tab opens a page afresh', async ({
  page,
}) => {
  // The portfolios page reads one list. Once it shows, nothing is left in flight to meet the 401
  // before the click does (the segments page's second round of requests did, in CI17).
  await signIn(page, ACCOUNTS.admin, '/portfolios');
  await expect(page.getByRole('link', { name: /Retail Banking/ })).toBeVisible();
  await revokeTokenBehindTheApp(page);
  // The next request answers 401 and the app signs out at once (CI13 met this before its reload).
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Reports' })
    .click();
  await expect(page).toHaveURL(/\/login\?next=/);
  await expect(page.getByText('Your session has ended. Sign in again to continue.')).toBeVisible();
  // A fresh load of a page (a reload that came before the redirect did, as in CI13) knows it too.
  await page.goto('/segments');
  await expect(page).toHaveURL(/\/login\?next=%2Fsegments$/);
  await expect(page.getByText('Your session has ended. Sign in again to continue.')).toBeVisible();
});

test('a first visit does not claim a session has ended', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in to Pulse' })).toBeVisible();
  await expect(page.getByText('Your session has ended')).toHaveCount(0);
});
