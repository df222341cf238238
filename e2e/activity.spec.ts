import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  ACCOUNTS,
  expect as baseExpect,
  expectNoAxeViolations,
  signIn,
  test,
  tokenOf,
} from './fixtures';

// Several pages per test on a machine shared with other runs: give each test and wait room.
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

/** Who is signed in, and their organization, as the service reports them. */
async function whoAmI(page: Page) {
  const headers = { Authorization: `Bearer ${await tokenOf(page)}` };
  const me = await (await page.request.get('/auth/me/', { headers })).json();
  return {
    headers,
    name: me.user.full_name as string,
    organizationId: me.memberships[0].organization.id as string,
  };
}

test('an administrator finds the invitation they revoked in the activity log, and exports it', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.admin);
  const { headers, name, organizationId } = await whoAmI(page);
  // A unique invitee: specs run in parallel against one database.
  const email = `e2e-activity-${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`;
  const created = await page.request.put(`/api/v1/organization-invitations/${randomUUID()}/`, {
    headers,
    data: { email, organization_id: organizationId, role: 0, status: 0 },
  });
  expect(created.status()).toBe(201);

  await page.goto('/invitations?status=0');
  const invitation = page.getByTestId('invitation-row').filter({ hasText: email });
  await invitation.getByRole('button', { name: /^Revoke the invitation/ }).click();
  await expect(page.getByText(/was revoked/)).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Activity' })
    .click();
  await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'Invitation status changed' }).click();
  await expect(page).toHaveURL(/[?&]action=invitation\.status_changed(&|$)/);
  // The list of actions fades out as it closes: axe below must not see it half transparent.
  await expect(page.locator('[role="listbox"]')).toHaveCount(0);

  // The unfiltered rows stay in view while the filtered page loads: wait for it.
  await expect(page.getByRole('progressbar', { name: 'Loading activity' })).toHaveCount(0);
  const sentence = `${name} revoked the invitation of ${email}`;
  const entry = page.getByTestId('activity-row').filter({ hasText: email });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(sentence);
  await expect(entry.getByRole('link', { name: email })).toHaveAttribute(
    'href',
    '/invitations?status=4',
  );
  // Every entry in view is of the action chosen.
  await expect(
    page.getByTestId('activity-row').filter({ hasNotText: 'Invitation status changed' }),
  ).toHaveCount(0);
  await expectNoAxeViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^activity-[\p{L}\p{N}-]+-\d{4}-\d{2}-\d{2}\.csv$/u);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe('\uFEFFTime,Actor,Action,Target type,Target,Details');
  expect(csv).toContain(`,invitation.status_changed,invitation,${email},${sentence}\r\n`);
  expect(csv).not.toContain('auth.login,');
});

test('a member is not offered the activity log, and is refused at its address', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.viewer);
  const navigation = page.getByRole('navigation', { name: 'Main' });
  await expect(navigation.getByRole('link', { name: 'Reports' })).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Activity' })).toHaveCount(0);

  await page.goto('/activity');
  await expect(page.getByText('The activity log is for administrators')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
  await expect(page.getByTestId('activity-row')).toHaveCount(0);

  // The service refuses the member too, whatever the page would have shown.
  const { headers } = await whoAmI(page);
  const answer = await page.request.get('/api/v1/activity/', { headers });
  expect(answer.status()).toBe(403);
});
