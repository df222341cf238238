import { idFor } from '../server/seed/prng';
import {
  ACCOUNTS,
  PASSWORD,
  expect as baseExpect,
  expectNoAxeViolations,
  everyView,
  openInApp,
  settled,
  signIn,
  test,
} from './fixtures';
import { textThatDoesNotFit } from './text-fit';

// Pulse in German, the language switch, and every page in German and in the pseudo-locale.
test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const RETAIL_CX = idFor('report:acme-retail-cx');

test.describe('with a German browser', () => {
  test.use({ locale: 'de-DE', timezoneId: 'Europe/Berlin' });

  test('signs in, reads scores and dates in German, and switches to English and back', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { name: 'Bei Pulse anmelden' })).toBeVisible();
    await page.getByLabel('E-Mail').fill(ACCOUNTS.admin);
    await page.getByLabel('Passwort').fill(PASSWORD);
    await page.getByRole('button', { name: 'Anmelden' }).click();

    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(nav.getByRole('link', { name: 'Berichte' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Einladungen' })).toBeVisible();

    // A score with a decimal comma, and the reports list's dates day first.
    await nav.getByRole('link', { name: 'Berichte' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Berichte' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Berichte' })).toContainText(/\d{2}\.\d{2}\.\d{4}/);
    await page.goto(`/reports/${RETAIL_CX}`);
    await expect(page.getByTestId('main-score')).toHaveText(/^\d{1,3},\d/);
    await expect(page.getByRole('tab', { name: 'Ergebnisse' })).toBeVisible();

    // The switch redraws the page in English without reloading it, and the pick is kept.
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
    await page.getByTestId('account-menu').click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    const mainNav = page.getByRole('navigation', { name: 'Main' });
    await expect(mainNav.getByRole('link', { name: 'Reports' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('main-score')).toHaveText(/^\d{1,3}\.\d/);
    expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);

    await page.reload();
    await expect(mainNav).toBeVisible();
    await expect(page.getByTestId('main-score')).toHaveText(/^\d{1,3}\.\d/);

    await page.getByTestId('account-menu').click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await expect(nav.getByRole('link', { name: 'Berichte' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByTestId('main-score')).toHaveText(/^\d{1,3},\d/);
  });

  test('a report shows the service’s own sentences and numbers in German', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin, `/reports/${RETAIL_CX}`);
    const respondents = page.getByRole('region', { name: 'Befragte', exact: true });
    await expect(respondents).toContainText('8.000');
    await expect(respondents).toContainText(
      'Befragte, die den Filtern entsprechen und dieses Ergebnis bilden.',
    );
    const strongest = page.getByRole('region', { name: 'Stärkste Einstellung' });
    await expect(strongest).toContainText(/Leistung \d{1,3},\d von 100/);
    await expect(page.getByRole('region', { name: 'Mögliche Steigerung' })).toContainText(
      /Hauptwert könnte \d{1,3},\d erreichen/,
    );
    // No English sentence of the service and no English number under the German headings.
    const tiles = page.locator('section[aria-label]');
    await expect(
      tiles.filter({ hasText: /Respondents|Performance|could reach|\d,\d{3}\b/ }),
    ).toHaveCount(0);

    // Switching to English redraws the same tiles in the service's English at once.
    await page.getByTestId('account-menu').click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.getByRole('region', { name: 'Respondents', exact: true })).toContainText(
      '8,000',
    );
    await expect(page.getByRole('region', { name: 'Strongest attitude' })).toContainText(
      /Performance \d{1,3}\.\d of 100/,
    );
  });

  test('the sign-in page offers English before signing in, and the pick is kept', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Bei Pulse anmelden' })).toBeVisible();
    const languages = page.getByRole('navigation', { name: 'Sprache' });
    await expect(languages.getByRole('button', { name: 'Deutsch' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await languages.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in to Pulse' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.getByLabel('Email').fill(ACCOUNTS.admin);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Reports' })).toBeVisible();
    // The signed-in pages' catalog came in English, the language picked.
    await nav.getByRole('link', { name: 'Invitations' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Invitations' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Invite member' })).toBeVisible();
  });

  test('the dialogs fit their text and pass axe in German at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 900 });
    await signIn(page, ACCOUNTS.admin, '/invitations');
    const problems: string[] = [];
    const dialog = page.getByRole('dialog');
    const check = async (name: string, opener: string) => {
      await page.getByRole('button', { name: opener, exact: true }).click();
      await expect(dialog).toBeVisible();
      problems.push(...(await textThatDoesNotFit(page)).map((p) => `${name}: ${p}`));
      await test.step(`axe ${name}`, () => expectNoAxeViolations(page));
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    };
    await settled(page);
    await check('invitation', 'Mitglied einladen');
    await page.goto(`/reports/${RETAIL_CX}`);
    await settled(page);
    await check('comparison', 'Vergleichen');
    await check('segment from a report', 'Als Segment speichern');
    await check('saved views', 'Ansichten');
    expect(problems).toEqual([]);
  });
});

/** Every word of the strings in a JSON body, lower-cased. */
function wordsOf(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') {
    for (const word of value.toLowerCase().match(/\p{L}+/gu) ?? []) into.add(word);
  } else if (Array.isArray(value)) {
    for (const item of value) wordsOf(item, into);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) wordsOf(item, into);
  }
}

test('the pseudo-locale leaves no word of the dashboard untranslated on any page', async ({
  page,
}) => {
  // What the service sent stays as sent: those words are allowed plain.
  const sent = new Set<string>();
  const asked = new Set<string>();
  page.on('response', async (response) => {
    if (!/\/(api|auth)\//.test(response.url())) return;
    asked.add((await response.request().allHeaders())['accept-language'] ?? '');
    if (!response.headers()['content-type']?.includes('json')) return;
    wordsOf(await response.json().catch(() => null), sent);
  });
  await page.addInitScript(() => localStorage.setItem('pulse.locale', 'pseudo'));
  await signIn(page, ACCOUNTS.admin);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');

  // The sign-in page last, once signed out: it lists the demo accounts, seed data of its own.
  const routes = [...(await everyView(page)), '/login'];
  wordsOf([...Object.values(ACCOUNTS), 'Acme Research', 'Globex'], sent);
  const untranslated: string[] = [];
  for (const route of routes) {
    if (route === '/login') {
      await page.evaluate(() => sessionStorage.clear());
      await page.goto(route);
      await expect(page.locator('input[type="password"]')).toBeVisible();
    } else {
      await openInApp(page, route);
      await settled(page);
    }
    const found = await page.evaluate(() => {
      const texts: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        // An avatar's letters are the user's initials; a language's own name is marked with its
        // `lang` and stays in that language.
        if (!parent || parent.closest('script, style, noscript, .MuiAvatar-root')) continue;
        if (parent.closest('[lang]') !== document.documentElement) continue;
        texts.push(node.textContent ?? '');
      }
      for (const element of document.body.querySelectorAll(
        '[aria-label], [title], [placeholder], [alt]',
      )) {
        for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
          const value = element.getAttribute(name);
          if (value) texts.push(value);
        }
      }
      // Dates and relative times come from Intl in English (the pseudo-locale formats as en-XA).
      const intl: string[] = [];
      const dates = new Intl.DateTimeFormat('en-XA', { dateStyle: 'medium', timeStyle: 'short' });
      const names = new Intl.DateTimeFormat('en-XA', { month: 'long', weekday: 'long' });
      for (let month = 0; month < 12; month++) {
        for (const hour of [3, 15]) {
          const date = new Date(2026, month, 1, hour);
          intl.push(dates.format(date), names.format(date));
        }
      }
      const relative = new Intl.RelativeTimeFormat('en-XA', { numeric: 'auto' });
      for (const unit of ['year', 'month', 'week', 'day', 'hour', 'minute'] as const) {
        for (const value of [-2, -1, 0, 1, 2]) intl.push(relative.format(value, unit));
      }
      return { texts, intl };
    });
    const allowed = new Set(sent);
    wordsOf(found.intl, allowed);
    for (const text of found.texts) {
      // A plain word is a run of unaccented Latin letters; a translated one has accents.
      for (const word of text.match(/(?<![\p{L}\d])[A-Za-z]{2,}(?![\p{L}\d])/gu) ?? []) {
        if (!allowed.has(word.toLowerCase()))
          untranslated.push(`${route}: "${word}" in "${text.trim().slice(0, 80)}"`);
      }
    }
  }
  expect([...new Set(untranslated)]).toEqual([]);
  // The service was asked for its own sentences in the pseudo-locale's tag, and answered English.
  expect([...asked]).toEqual(['en-XA']);
});
