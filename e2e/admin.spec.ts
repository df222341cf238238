import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { ACCOUNTS, expect as baseExpect, expectNoAxeViolations, signIn, test } from './fixtures';

// Several steps per test on a machine shared with other runs: give each test and wait room.
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

/** A unique invitee per test: specs run in parallel against one database. */
function invitee(label: string) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return {
    email: `e2e-${label}-${stamp}@example.com`,
    first_name: label.slice(0, 12),
    last_name: `T${stamp.slice(-8)}`,
  };
}

/** Creates an invitation straight through the API with the signed-in page's token (test setup). */
async function createInvitation(page: Page, person: ReturnType<typeof invitee>) {
  const token = await page.evaluate(() => sessionStorage.getItem('pulse.token'));
  const headers = { Authorization: `Bearer ${token}` };
  const me = await (await page.request.get('/auth/me/', { headers })).json();
  const organizationId = me.memberships[0].organization.id as string;
  const response = await page.request.put(`/api/v1/organization-invitations/${randomUUID()}/`, {
    headers,
    data: { ...person, organization_id: organizationId, role: 0, status: 0 },
  });
  expect(response.status()).toBe(201);
}

const rowOf = (page: Page, email: string) =>
  page.getByTestId('invitation-row').filter({ hasText: email });

test('an administrator invites a member and finds them in the list', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin, '/invitations');
  await expect(page.getByRole('heading', { name: 'Invitations', level: 1 })).toBeVisible();
  await expect(page.getByTestId('invitation-row').first()).toBeVisible();
  await expectNoAxeViolations(page);

  const person = invitee('Invite');
  await page.getByRole('button', { name: 'Invite member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite member' });
  await dialog.getByLabel('Email').fill(person.email);
  await dialog.getByLabel('First name').fill(person.first_name);
  await dialog.getByLabel('Last name').fill(person.last_name);
  await dialog.getByRole('radio', { name: /Collaborator/ }).check();
  await dialog.getByRole('combobox', { name: 'Portfolio access' }).click();
  await page.getByRole('option', { name: 'Retail Banking' }).click();
  await page.keyboard.press('Escape');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();

  await expect(dialog).toBeHidden();
  const row = rowOf(page, person.email);
  await expect(row).toBeVisible();
  await expect(row).toContainText('Collaborator');
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('Retail Banking');
  await expect(row).toContainText(`${person.first_name} ${person.last_name}`);
});

test('the status filter narrows the list and survives a reload', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin, '/invitations');
  await page.getByTestId('status-filter-1').click();
  await expect(page).toHaveURL(/[?&]status=1(&|$)/);
  await expect(page.getByTestId('status-filter-1')).toHaveAttribute('aria-pressed', 'true');
  const rows = page.getByTestId('invitation-row');
  await expect(rows.first()).toBeVisible();
  // The unfiltered page stays in view while the filtered one loads: retry until it has gone.
  await expect(rows.filter({ hasNotText: 'Accepted' })).toHaveCount(0);
  await expect(rows.first()).toContainText('Accepted');

  await page.reload();
  await expect(page.getByTestId('status-filter-1')).toHaveAttribute('aria-pressed', 'true');
  await expect(rows.first()).toContainText('Accepted');
  await expect(page.getByTestId('invitation-row').filter({ hasText: 'Pending' })).toHaveCount(0);

  // Sorting is kept in the URL too.
  await page.getByRole('button', { name: 'Role' }).click();
  await expect(page).toHaveURL(/ordering=role/);
  await expect(page).toHaveURL(/status=1/);
});

test('an administrator changes an invitation’s role', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  const person = invitee('Edit');
  await createInvitation(page, person);
  await page.goto('/invitations');
  const row = rowOf(page, person.email);
  await expect(row).toContainText('Member');

  await row.getByRole('button', { name: /More actions/ }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit invitation' });
  await expect(dialog.getByLabel('Email')).toHaveValue(person.email);
  await dialog.getByRole('radio', { name: /Administrator/ }).check();
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Administrator');
  await expect(page.getByText(/was saved/)).toBeVisible();
});

test('revoke and re-open are one click each', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  const person = invitee('Revoke');
  await createInvitation(page, person);
  await page.goto('/invitations');
  const row = rowOf(page, person.email);
  await expect(row).toContainText('Pending');

  // On a busy machine, too: a slowed main thread once let the row's tooltip be made between the
  // button's press and its release, and the browser made no click of them.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await row.getByRole('button', { name: /^Revoke the invitation/ }).click();
  await expect(row).toContainText('Revoked');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await expect(page.getByText(/was revoked/)).toBeVisible();

  await row.getByRole('button', { name: /^Re-open the invitation/ }).click();
  await expect(row).toContainText('Pending');
  await expect(row.getByRole('button', { name: /^Revoke the invitation/ })).toBeVisible();
  // The server keeps it: a reload shows the same.
  await page.reload();
  await expect(rowOf(page, person.email)).toContainText('Pending');
});

test('delete asks first, naming the invitee', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  const person = invitee('Delete');
  await createInvitation(page, person);
  await page.goto('/invitations');
  const row = rowOf(page, person.email);
  await row.getByRole('button', { name: /More actions/ }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();

  const confirm = page.getByRole('dialog', { name: 'Delete invitation?' });
  await expect(confirm).toContainText(`${person.first_name} ${person.last_name}`);
  await expect(confirm).toContainText(person.email);
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('invitation-row').first()).toBeVisible();
  await expect(rowOf(page, person.email)).toHaveCount(0);
});

test('bulk revoke of selected rows with one confirmation', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  const first = invitee('BulkA');
  const second = invitee('BulkB');
  await createInvitation(page, first);
  await createInvitation(page, second);
  await page.goto('/invitations?status=0');

  for (const person of [first, second]) {
    await rowOf(page, person.email).getByRole('checkbox').check();
  }
  await expect(page.getByRole('toolbar', { name: 'Selected invitations' })).toContainText(
    '2 selected',
  );
  await page.getByRole('button', { name: 'Revoke selected' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke 2 pending invitations?' });
  await expect(confirm).toContainText(`${first.first_name} ${first.last_name}`);
  await expect(confirm).toContainText(`${second.first_name} ${second.last_name}`);
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('2 invitations revoked.')).toBeVisible();

  // Revoked, they leave the pending list and show under "Revoked".
  await expect(rowOf(page, first.email)).toHaveCount(0);
  await page.getByTestId('status-filter-4').click();
  await expect(rowOf(page, first.email)).toContainText('Revoked');
  await expect(rowOf(page, second.email)).toContainText('Revoked');
});

test('a 26-character first name is refused before anything is sent', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin, '/invitations');
  let puts = 0;
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().includes('/organization-invitations/')) puts++;
  });
  await page.getByRole('button', { name: 'Invite member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite member' });
  const person = invitee('Long');
  await dialog.getByLabel('Email').fill(person.email);
  await dialog.getByLabel('First name').fill('A'.repeat(26));
  await expect(dialog.getByText('At most 25 characters.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('First name')).toHaveValue('A'.repeat(26));
  await expect(dialog.getByLabel('Email')).toHaveValue(person.email);

  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByLabel('First name').fill('Ann');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByText('Enter a valid email address.')).toBeVisible();
  expect(puts).toBe(0);
});

test('the profile is saved and the new name shows in the shell', async ({ page }) => {
  // Globex, so parallel specs that look for "Acme Research" are not disturbed; restored below.
  await signIn(page, ACCOUNTS.globex, '/organization');
  const name = page.getByRole('textbox', { name: 'Name' });
  await expect(name).toHaveValue('Globex');
  await expectNoAxeViolations(page);
  const renamed = `Globex ${Date.now()}`;

  await name.fill(renamed);
  await page.getByRole('textbox', { name: 'Website' }).fill('https://globex.example');
  // Leaving with unsaved changes asks first.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Invitations' })
    .click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/organization$/);

  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Organization profile saved.')).toBeVisible();
  await expect(page.getByTestId('current-organization')).toContainText(renamed);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(renamed);
  await expect(page.getByRole('textbox', { name: 'Website' })).toHaveValue(
    'https://globex.example',
  );

  await page.getByRole('textbox', { name: 'Name' }).fill('Globex');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Organization profile saved.')).toBeVisible();
  await expect(page.getByTestId('current-organization')).toHaveText('Globex');
});

test('a member sees the profile and invitations without admin actions', async ({ page }) => {
  await signIn(page, ACCOUNTS.viewer, '/invitations');
  await expect(page.getByText('Invitations are for administrators')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Invite member' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Organization' })
    .click();
  await expect(page.getByText(/profile is read only/)).toBeVisible();
  await expect(page.getByText('Acme Research').first()).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('narrow and dark: the invitations become cards, still accessible', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await signIn(page, ACCOUNTS.admin, '/invitations?status=0');
  await page.setViewportSize({ width: 375, height: 800 });
  const first = page.getByTestId('invitation-row').first();
  await expect(first).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(first.getByRole('button', { name: /^Revoke the invitation/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);
});
