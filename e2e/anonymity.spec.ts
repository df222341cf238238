import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, signIn, test } from './fixtures';
import type { components } from '../src/api/schema.gen';

// A member asks for a group that could single out a few respondents: the dashboard says so in
// plain words, suggests the values to choose together, shows no count, and keeps the previous
// figures on screen. In English and in German.

type Report = components['schemas']['Report'];
const slow = { timeout: 20_000 };

async function tokenOf(page: Page): Promise<string> {
  return page.evaluate(() => sessionStorage.getItem('pulse.token') ?? '');
}

/** The engagement survey, and a Region ∧ Gender group the service withholds from members. */
async function refusedGroup(page: Page) {
  const headers = { Authorization: `Bearer ${await tokenOf(page)}` };
  const list = await (await page.request.get('/api/v1/reports/?page_size=100', { headers })).json();
  const report = (list.results as { id: string; name: string }[]).find(
    (r) => r.name === 'Acme Engagement Survey 2026',
  )!;
  const filter = async (filters: { dataset_filterable_id: string; value: string[] }[]) =>
    (
      (await (
        await page.request.post(`/api/v1/reports/${report.id}/filter/`, {
          headers,
          data: { filters },
        })
      ).json()) as Report
    ).dataset.configurations;
  const { filterables } = await filter([]);
  const region = filterables.find((f) => f.name === 'Region')!;
  const gender = filterables.find((f) => f.name === 'Gender')!;
  const asked = [
    { dataset_filterable_id: region.id, value: ['Latin America'] },
    { dataset_filterable_id: gender.id, value: ['Prefer not to say'] },
  ];
  const result = (await filter(asked)).result;
  expect(result.state.reason).toBe('anonymity');
  const url = (filters: typeof asked) =>
    `/reports/${report.id}?${filters
      .flatMap((f) => f.value.map((v) => `f=${f.dataset_filterable_id}:${encodeURIComponent(v)}`))
      .join('&')}`;
  return {
    ordinary: url([{ dataset_filterable_id: region.id, value: ['Latin America'] }]),
    refused: url(asked),
  };
}

/** Moves within the app (no reload), so what is on screen can stay. */
async function navigate(page: Page, url: string) {
  await page.evaluate((to) => {
    history.pushState(history.state, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, url);
}

test('a member is told why a group is withheld and how to widen it, keeping the figures', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.viewer, '/reports');
  const { ordinary, refused } = await refusedGroup(page);
  await page.goto(ordinary);
  await expect(page.getByTestId('main-score')).toBeVisible(slow);
  await navigate(page, refused);
  const alert = page.getByTestId('anonymity-refusal');
  await expect(alert).toContainText('Hidden to keep respondents anonymous', slow);
  await expect(alert).toContainText('Choose broader filters');
  await expect(alert).not.toContainText(/\d/);
  await expect(alert).toContainText('still those of your previous filters');
  await expect(page.getByTestId('main-score')).toBeVisible();
  await expect(page.getByTestId('privacy-floor')).toHaveCount(0);
});

test.describe('in German', () => {
  test.use({ locale: 'de-DE', timezoneId: 'Europe/Berlin' });

  test('the refusal reads in German, without a count', async ({ page }) => {
    await signIn(page, ACCOUNTS.viewer, '/reports');
    const { refused } = await refusedGroup(page);
    await page.goto(refused);
    const alert = page.getByTestId('anonymity-refusal');
    await expect(alert).toContainText('Zum Schutz der Anonymität der Befragten ausgeblendet', slow);
    await expect(alert).toContainText('Wählen Sie breitere Filter');
    await expect(alert).not.toContainText(/\d/);
    await alert.getByRole('button', { name: 'Filter zurücksetzen' }).click();
    await expect(page.getByTestId('main-score')).toBeVisible(slow);
  });
});
