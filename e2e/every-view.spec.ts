import {
  ACCOUNTS,
  expect as baseExpect,
  everyView,
  expectNoAxeViolations,
  openInApp,
  settled,
  signIn,
  test,
} from './fixtures';
import { textThatDoesNotFit } from './text-fit';

// Every view of the dashboard in four looks. Between them they pair each colour scheme with each
// language and each width, and each language with each width (a pairwise cover of the three
// choices), so a fault that needs two of them together is met: dark text on a German page, a
// German word in a phone's width. In each: no axe violation, no text cut off or running out of its
// box, and no page wider than the window.
test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const LOOKS = [
  { scheme: 'light', locale: 'en-US', width: 1280, signIn: 'Sign in to Pulse' },
  { scheme: 'dark', locale: 'en-US', width: 375, signIn: 'Sign in to Pulse' },
  { scheme: 'light', locale: 'de-DE', width: 375, signIn: 'Bei Pulse anmelden' },
  { scheme: 'dark', locale: 'de-DE', width: 1280, signIn: 'Bei Pulse anmelden' },
] as const;

for (const look of LOOKS) {
  const lang = look.locale.slice(0, 2);
  test.describe(`${look.scheme}, ${lang}, ${look.width} px`, () => {
    test.use({
      locale: look.locale,
      timezoneId: lang === 'de' ? 'Europe/Berlin' : 'UTC',
      colorScheme: look.scheme,
      viewport: { width: look.width, height: 900 },
    });

    test('every view passes axe and fits its text', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: look.signIn })).toBeVisible();
      const problems = (await textThatDoesNotFit(page)).map((p) => `/login: ${p}`);
      await expectNoAxeViolations(page);

      await signIn(page, ACCOUNTS.admin);
      const views = await everyView(page);
      for (const view of views) {
        await openInApp(page, view);
        await settled(page);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.locator('html')).toHaveCSS('color-scheme', look.scheme);
        problems.push(...(await textThatDoesNotFit(page)).map((p) => `${view}: ${p}`));
        await test.step(`axe ${view}`, () => expectNoAxeViolations(page));
      }
      expect(problems).toEqual([]);
      expect(views).toHaveLength(13);
    });
  });
}
