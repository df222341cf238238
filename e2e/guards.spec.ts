import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page, Response } from '@playwright/test';
import type { components } from '../src/api/schema.gen';
import { ACCOUNTS, expect as baseExpect, signIn, test, tokenOf } from './fixtures';

// Journeys whose guard no other test would miss: what a file, a poll, a saved segment or a status
// change actually holds, checked through the API behind the page, not only by the page's message.

type Report = components['schemas']['Report'];
type ReportSummary = components['schemas']['ReportSummary'];
type FilterItem = components['schemas']['ReportFilterItem'];
type Segment = components['schemas']['Segment'];
type Invitation = components['schemas']['OrganizationInvitation'];

test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });
const slow = { timeout: 30_000 };
const count = (n: number) => new Intl.NumberFormat('en-US').format(n);

/** API calls with the signed-in page's token (set-up and checks, never put in a URL). */
async function api(page: Page) {
  const headers = { Authorization: `Bearer ${await tokenOf(page)}` };
  const request = page.request;
  const json = async <T>(response: Awaited<ReturnType<typeof request.get>>): Promise<T> => {
    expect(response.ok(), `${response.url()} → ${response.status()}`).toBe(true);
    return (await response.json()) as T;
  };
  return {
    headers,
    get: <T>(path: string) => request.get(path, { headers }).then((r) => json<T>(r)),
    summaries: () =>
      request
        .get('/api/v1/reports/?page_size=100', { headers })
        .then((r) => json<{ results: ReportSummary[] }>(r))
        .then((page) => page.results),
    filter: (id: string, body: { configuration_id?: string; filters?: FilterItem[] }) =>
      request
        .post(`/api/v1/reports/${id}/filter/`, { headers, data: { filters: [], ...body } })
        .then((r) => json<Report>(r)),
    csv: async (id: string, mask: boolean) => {
      const response = await request.get(
        `/api/v1/reports/${id}/download_dataset/?mask_text_violations=${mask}`,
        { headers },
      );
      expect(response.ok()).toBe(true);
      return response.text();
    },
  };
}

test('the export dialog masks an e-mail address in a comment as ***', async ({ page }) => {
  await signIn(page, ACCOUNTS.analyst, '/reports');
  const client = await api(page);
  // A report whose file holds a comment with an address (the seed writes "Please contact me at
  // <address> about <topic>." into some comments).
  let found: { id: string; line: string; email: string } | undefined;
  for (const summary of await client.summaries()) {
    const text = await client.csv(summary.id, false);
    const line = text
      .split('\r\n')
      .find((row) => /Please contact me at \S+@example\.com/.test(row));
    if (line) {
      found = { id: summary.id, line, email: /[\w.+-]+@example\.com/.exec(line)![0] };
      break;
    }
  }
  if (!found) throw new Error('no readable report has a comment with an e-mail address');

  await page.goto(`/reports/${found.id}`);
  await expect(page.getByTestId('main-score')).toBeVisible(slow);
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export dataset as CSV' });
  // Masking is on unless the analyst turns it off; the comment column stays in.
  await expect(dialog.getByRole('switch', { name: 'Mask text violations' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'comment', exact: true })).toBeChecked();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  const file = await readFile((await download.path())!, 'utf8');
  const respondent = found.line.split(',')[0]!;
  const row = file.split('\r\n').find((line) => line.startsWith(`${respondent},`));
  expect(row).toBeDefined();
  expect(row).toContain('Please contact me at *** about');
  expect(row).not.toContain(found.email);
  expect(file).not.toMatch(/[\w.+-]+@example\.com/);
});

test('an asynchronous filter no one asked for before is polled until it is ready', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.analyst, '/reports');
  const client = await api(page);
  // The second newest report and the last value of its last multi-valued filterable: other specs
  // filter the newest report by a first value, so this key has not been computed.
  const report = (await client.summaries())[1]!;
  const { filterables } = (await client.filter(report.id, {})).dataset.configurations;
  const filterable = filterables.filter((item) => (item.values?.length ?? 0) > 1).at(-1)!;
  const value = filterable.values!.at(-1)!;

  const answers: string[] = [];
  page.on('response', (response: Response) => {
    const request = response.request();
    if (!request.url().endsWith(`/api/v1/reports/${report.id}/filter/`)) return;
    if (!(request.postDataJSON() as { asynchronous?: boolean }).asynchronous) return;
    void response
      .json()
      .then((body: Report) => answers.push(body.dataset.configurations.result.state.status))
      .catch(() => {});
  });

  await page.goto(`/reports/${report.id}`);
  await expect(page.getByTestId('main-score')).toBeVisible(slow);
  await page.getByRole('switch', { name: 'Compute asynchronously' }).check();
  await page.getByRole('combobox', { name: filterable.name }).click();
  await page.getByRole('option', { name: value, exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/async=1/);

  // The page shows the figures once a poll answers ready, and says nothing is pending any more.
  await expect.poll(() => answers.at(-1), slow).toBe('ready');
  expect(answers[0]).toBe('pending');
  await expect(page.getByTestId('async-pending')).toHaveCount(0);
  // Now computed, the same filter answers synchronously with the figures the page shows.
  const filtered = (
    await client.filter(report.id, {
      filters: [{ dataset_filterable_id: filterable.id, value: [value] }],
    })
  ).dataset.configurations.result;
  expect(filtered.state.status).toBe('ready');
  await expect(page.getByTestId('population')).toContainText(count(filtered.population_size));
});

test('"Save as segment" saves the configuration in view into the report’s portfolio', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.analyst, '/reports');
  const client = await api(page);
  const report = (await client.summaries()).find((item) => item.configurations.length > 1)!;
  const secondary = report.configurations.find((item) => !item.is_primary)!;
  await page.goto(`/reports/${report.id}?cfg=${secondary.id}`);
  await expect(page.getByTestId('main-score')).toBeVisible(slow);

  await page.getByRole('button', { name: 'Save as segment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save as segment' });
  const name = `E2E saved ${randomUUID()}`;
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Saved from the report');
  await dialog.getByRole('button', { name: 'Save segment' }).click();
  await expect(page.getByText(`Segment “${name}” created`)).toBeVisible();

  const segments = await client.get<{ results: Segment[] }>(
    `/api/v1/segments/?portfolio_id=${report.portfolio.id}&page_size=100`,
  );
  const segment = segments.results.find((item) => item.name === name);
  expect(segment).toBeDefined();
  expect(segment!.portfolio.id).toBe(report.portfolio.id);
  expect(segment!.description).toBe('Saved from the report');
  expect(segment!.configurations.map((c) => [c.id, c.report_name])).toEqual([
    [secondary.id, report.name],
  ]);

  // The segments page links the segment to that configuration of that report.
  await page.goto('/segments');
  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible(slow);
  await expect(card.getByRole('link', { name: report.name })).toHaveAttribute(
    'href',
    `/reports/${report.id}?cfg=${secondary.id}`,
  );
});

test('invitation status actions: cancel, re-open and revoke, and none for an accepted one', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.admin);
  const client = await api(page);
  const me = await client.get<{ memberships: { organization: { id: string } }[] }>('/auth/me/');
  const id = randomUUID();
  const email = `e2e-status-${Date.now()}@example.com`;
  const created = await page.request.put(`/api/v1/organization-invitations/${id}/`, {
    headers: client.headers,
    data: {
      email,
      first_name: 'Status',
      last_name: 'Check',
      organization_id: me.memberships[0]!.organization.id,
      role: 0,
      status: 0,
    },
  });
  expect(created.status()).toBe(201);
  // What the server holds (the list is newest expiry first, and every save restarts the expiry).
  const status = async () =>
    (
      await client.get<{ results: Invitation[] }>('/api/v1/organization-invitations/?page_size=100')
    ).results.find((invitation) => invitation.id === id)?.status;

  await page.goto('/invitations');
  const row = page.getByTestId('invitation-row').filter({ hasText: email });
  await expect(row).toContainText('Pending');

  // Pending: "Cancel invitation" is in the menu, and the one-click action is "Revoke".
  await row.getByRole('button', { name: /More actions/ }).click();
  await page.getByRole('menuitem', { name: 'Cancel invitation' }).click();
  await expect(row).toContainText('Cancelled');
  await expect.poll(status).toBe(2);

  // Cancelled: the one click re-opens, and the menu no longer offers to cancel.
  await expect(row.getByRole('button', { name: /^Revoke the invitation/ })).toHaveCount(0);
  await row.getByRole('button', { name: /More actions/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Cancel invitation' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await row.getByRole('button', { name: /^Re-open the invitation/ }).click();
  await expect(row).toContainText('Pending');
  await expect.poll(status).toBe(0);

  await row.getByRole('button', { name: /^Revoke the invitation/ }).click();
  await expect(row).toContainText('Revoked');
  await expect.poll(status).toBe(4);
  await expect(row.getByRole('button', { name: /^Re-open the invitation/ })).toBeVisible();

  // An accepted invitation has nothing left to move: no one-click action, no cancel.
  await page.goto('/invitations?status=1');
  const accepted = page.getByTestId('invitation-row').first();
  await expect(accepted).toContainText('Accepted');
  await expect(
    accepted.getByRole('button', { name: /^(Revoke|Re-open) the invitation/ }),
  ).toHaveCount(0);
  await accepted.getByRole('button', { name: /More actions/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Cancel invitation' })).toHaveCount(0);
});

test('the attitudes table sorts by a column, ascending then descending', async ({ page }) => {
  await signIn(page, ACCOUNTS.analyst, '/reports');
  const client = await api(page);
  const report = (await client.summaries())[0]!;
  const { attitudes } = (await client.filter(report.id, {})).dataset.configurations.result;
  await page.goto(`/reports/${report.id}`);
  const table = page.getByRole('table', { name: 'Attitudes' });
  await expect(table).toBeVisible(slow);
  const keywords = table.locator('tbody tr th, tbody tr td:first-child');
  await expect(keywords).toHaveCount(attitudes.length, slow);

  const byPerformance = [...attitudes].sort(
    (a, b) => a.performance_rebased - b.performance_rebased || a.keyword.localeCompare(b.keyword),
  );
  const header = table.getByRole('button', { name: 'Performance', exact: true });
  await header.click();
  await expect(page).toHaveURL(/sort=performance(&|$)/);
  await expect(keywords).toHaveText(byPerformance.map((a) => a.keyword));

  await header.click();
  await expect(page).toHaveURL(/sort=-performance(&|$)/);
  const descending = [...attitudes].sort(
    (a, b) => b.performance_rebased - a.performance_rebased || a.keyword.localeCompare(b.keyword),
  );
  await expect(keywords).toHaveText(descending.map((a) => a.keyword));
  // The order is part of the view: a reload keeps it.
  await page.reload();
  await expect(keywords).toHaveText(
    descending.map((a) => a.keyword),
    slow,
  );
});

test('a page past the last one gets "Invalid page." and the list offers page 1', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.admin);
  const invalid = page.waitForResponse(
    (response) =>
      response.url().includes('/api/v1/organization-invitations/') &&
      new URL(response.url()).searchParams.get('page') === '999',
  );
  await page.goto('/invitations?page=999');
  const answer = await invalid;
  expect(answer.status()).toBe(404);
  expect(await answer.json()).toEqual({ detail: 'Invalid page.' });

  await expect(page.getByText('There is no page 999')).toBeVisible();
  await expect(page.getByTestId('invitation-row')).toHaveCount(0);
  await page.getByRole('button', { name: 'Go to page 1' }).click();
  await expect(page.getByTestId('invitation-row').first()).toBeVisible();
  await expect(page).not.toHaveURL(/page=999/);
});
