/**
 * Page speed in Chromium, cold cache (a new context per run), against the built app and the
 * reference server, side by side with the floor app's first render. Every time is the first
 * animation frame at which the described content is in the page (see browser.ts marks).
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { Session } from '../scripts/lib/reference-server';
import type { Check, Marks } from './browser';
import { clickAt, newContext, signature, trackRequests, waitMark } from './browser';
import type { BenchReport } from './fixtures';

/** The markers the bench relies on; README.md lists them for whoever changes these pages. */
export const MARKERS = {
  floor: [{ selector: 'h1[data-ready="yes"]' }, { selector: 'input[type="password"]' }],
  signIn: [{ selector: 'h1', text: 'Sign in to Pulse' }, { selector: 'input[name="password"]' }],
  home: [
    { selector: 'h1', text: 'Home', absent: 'ul[aria-label="Overview"] [aria-label="Loading"]' },
    { selector: 'ul[aria-label="Overview"] > li', min: 2 },
  ],
  invitations: [{ selector: 'table[aria-label="Invitations"] tbody tr', min: 20 }],
  /** The signed-in frame around its "page not found" (bench/ab.ts). */
  frame: [{ selector: 'h1', text: 'Page not found' }],
  report: (attitudes: number): Check[] => [
    { within: 'Main score', selector: '[role="img"] svg' },
    { within: 'Importance × performance', selector: '.quadrant-point', min: attitudes },
    {
      within: 'Fulfillment balance',
      selector: '.balance-name',
      min: attitudes,
    },
  ],
  /** Compare mode: both groups' headline figures, the A → B quadrant and the paired bars. */
  compare: (attitudes: number): Check[] => [
    { selector: '[data-testid="compare-main-score"] [data-testid="delta"]' },
    { within: 'Importance × performance, A → B', selector: '.compare-point', min: attitudes },
    {
      within: 'Fulfillment balance, A and B',
      selector: '.balance-name',
      min: attitudes,
    },
  ],
  // Every wave's row in the table (the chart's accessible alternative) and the chart's lines.
  trend: (waves: number): Check[] => [
    { selector: '[data-testid="trend-table"] [data-testid="trend-row"]', min: waves },
    { selector: '.recharts-line .recharts-curve' },
  ],
} satisfies Record<string, Check[] | ((n: number) => Check[])>;

/** The quadrant's points, whose labels carry the figures: when they change, the chart did. */
export const QUADRANT_POINTS: Check = {
  within: 'Importance × performance',
  selector: '.quadrant-point',
};

export interface PageRun {
  floor: number;
  signIn: number;
  home: number;
  invitations: number;
  report: number;
  /** The report's charts mark minus the end of the last download before it: render time. */
  reportAfterData: number;
  /** Click on the report in the reports list → its charts (the app already running). */
  reportFromList: number;
  /** The same mark minus the end of the report's answer (or of code asked for after the click). */
  reportFromListAfterData: number;
  filter: number;
  /** On the filtered report: click on the dialog's Compare → both groups' charts drawn. */
  compare: number;
  /** The same mark minus the end of the comparison's answer (or of code asked for after the click). */
  compareAfterData: number;
  /** Click on "Deutsch" on the report page → the page redrawn in German (catalogs fetched). */
  languageSwitch: number;
  /** A segment's trend page (deep link): its table's rows and the chart's lines drawn. */
  trend: number;
  /** The same mark minus the end of the trend's answer and the code: render time. */
  trendAfterData: number;
  /** Click on the segment card's Trend → the same mark, minus the end of the trend's answer. */
  trendFromSegmentsAfterData: number;
}

async function timeFloor(browser: Browser, floorUrl: string): Promise<number> {
  const context = await newContext(browser, { marks: { floor: MARKERS.floor } });
  try {
    const page = await context.newPage();
    await page.goto(floorUrl, { waitUntil: 'commit' });
    return await waitMark(page, 'floor');
  } finally {
    await context.close();
  }
}

async function timeSignIn(browser: Browser, url: string, email: string) {
  const context = await newContext(browser, { marks: { signIn: MARKERS.signIn } });
  try {
    const page = await context.newPage();
    await page.goto(`${url}/login`, { waitUntil: 'commit' });
    const signIn = await waitMark(page, 'signIn');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('demo1234');
    const clicked = await clickAt(page, 'form button[type="submit"]', { home: MARKERS.home });
    const home = (await waitMark(page, 'home')) - clicked;
    return { signIn, home };
  } finally {
    await context.close();
  }
}

/**
 * The end of the last download the page needed before `mark` (its code, its styles, and the API
 * answers whose path contains `data`), in ms since navigation start, from the page's resource
 * timing: from then on the page had its data and its code, and the rest of the wait was its own
 * rendering. Requests the page makes for other parts (a list fetched after it renders) do not
 * count, or they would hide that rendering time.
 */
function lastNeededDownloadBefore(page: Page, mark: number, data: string): Promise<number> {
  return page.evaluate(
    ({ before, data }) => {
      const ends = performance
        .getEntriesByType('resource')
        .map((e) => e as PerformanceResourceTiming)
        .filter((e) => /\.(js|css)$/.test(new URL(e.name).pathname) || e.name.includes(data))
        .map((e) => e.responseEnd)
        .filter((end) => end > 0 && end <= before);
      return ends.length > 0 ? Math.max(...ends) : 0;
    },
    { before: mark, data },
  );
}

async function timeColdPage(
  browser: Browser,
  url: string,
  session: Session,
  marks: Marks,
  o: { data?: string; then?: (page: Page) => Promise<number> } = {},
): Promise<{ first: number; afterData: number; then?: number }> {
  const context = await newContext(browser, { session, marks });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'commit' });
    const first = await waitMark(page, Object.keys(marks)[0]!);
    const afterData = o.data ? first - (await lastNeededDownloadBefore(page, first, o.data)) : 0;
    return { first, afterData, then: o.then ? await o.then(page) : undefined };
  } finally {
    await context.close();
  }
}

/**
 * In a fresh context, shows the reports list and waits until its requests have been quiet for
 * 500 ms (it fetches the report page's code meanwhile, as a user reads it), then clicks `report`.
 * Returns the context (the caller closes it), the page, and the click's time; the mark "opened"
 * awaits `opened` from the click.
 */
export async function openFromReportsList(
  browser: Browser,
  url: string,
  session: Session,
  report: BenchReport,
  opened: Check[],
): Promise<{ context: BrowserContext; page: Page; clicked: number }> {
  const link = `a[href="/reports/${report.id}"]`;
  const context = await newContext(browser, { session, marks: { listed: [{ selector: link }] } });
  try {
    const page = await context.newPage();
    const requests = trackRequests(page);
    await page.goto(`${url}/reports`, { waitUntil: 'commit' });
    await waitMark(page, 'listed');
    await requests.quiet(500);
    return { context, page, clicked: await clickAt(page, link, { opened }) };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/**
 * A trend opened from its segment's card on the segments page (its code fetched meanwhile, as a
 * user reads the page): click → the table's rows and the chart's lines, and that mark minus the
 * end of whatever the page still downloaded after the click (the `/trend/` answer, any code).
 */
async function timeTrendFromSegments(
  browser: Browser,
  url: string,
  session: Session,
  tracker: { segmentId: string; waves: number },
): Promise<{ open: number; afterData: number }> {
  const link = `a[href="/segments/${tracker.segmentId}/trend"]`;
  const context = await newContext(browser, { session, marks: { listed: [{ selector: link }] } });
  try {
    const page = await context.newPage();
    const requests = trackRequests(page);
    await page.goto(`${url}/segments`, { waitUntil: 'commit' });
    await waitMark(page, 'listed');
    await requests.quiet(500);
    const clicked = await clickAt(page, link, { opened: MARKERS.trend(tracker.waves) });
    const opened = await waitMark(page, 'opened');
    const lastDownload = await lastNeededDownloadBefore(
      page,
      opened,
      `/api/v1/segments/${tracker.segmentId}/trend/`,
    );
    return { open: opened - clicked, afterData: opened - Math.max(lastDownload, clicked) };
  } finally {
    await context.close();
  }
}

/**
 * The analyst's usual way in: the reports list is shown (it fetches the report page's code
 * meanwhile, as a user reads it), then a click on the report. Returns click → charts, and the
 * charts mark minus the end of whatever the page still had to download after the click (the
 * report's `/filter/` answer, and any code not in yet).
 */
async function timeReportFromList(
  browser: Browser,
  url: string,
  session: Session,
  report: BenchReport,
): Promise<{ open: number; afterData: number }> {
  const { context, page, clicked } = await openFromReportsList(
    browser,
    url,
    session,
    report,
    MARKERS.report(report.attitudes),
  );
  try {
    const opened = await waitMark(page, 'opened');
    const lastDownload = await lastNeededDownloadBefore(
      page,
      opened,
      `/api/v1/reports/${report.id}/filter/`,
    );
    return { open: opened - clicked, afterData: opened - Math.max(lastDownload, clicked) };
  } finally {
    await context.close();
  }
}

/**
 * Picks `value` in the filter panel's `filterable` box, then clicks Apply and returns the time
 * from the click to the first frame where the quadrant shows other figures and no chart is busy.
 */
export async function timeFilter(page: Page, filterable: string, value: string): Promise<number> {
  const before = await signature(page, QUADRANT_POINTS);
  await page.getByRole('combobox', { name: filterable }).click();
  await page.getByRole('option', { name: value, exact: true }).click();
  await page.keyboard.press('Escape');
  const apply = 'form[aria-labelledby="filters-heading"] button[type="submit"]';
  await page.locator(apply).and(page.locator(':enabled')).waitFor();
  const clicked = await clickAt(page, apply, {
    filtered: [{ ...QUADRANT_POINTS, differs: before, absent: 'section[aria-busy="true"]' }],
  });
  return (await waitMark(page, 'filtered')) - clicked;
}

/**
 * On a report page showing group A (one filter applied), opens "Compare", picks another value of
 * the same filterable as group B (groups without a common respondent, so the service tests them),
 * then clicks Compare: from that click to the first frame with both groups' charts drawn, and the
 * same minus the end of the last download the page still needed (the `/compare/` answer, and any
 * code not in yet).
 */
export async function timeCompare(
  page: Page,
  report: BenchReport,
  [filterable, value]: [string, string],
): Promise<{ open: number; afterData: number }> {
  const other = (report.filterables[filterable] ?? []).find((candidate) => candidate !== value);
  if (!other) throw new Error(`no other value of ${filterable} to compare ${value} with`);
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Compare with another group' });
  await dialog.getByRole('combobox', { name: `Group B: ${filterable}` }).click();
  await page.getByRole('option', { name: other, exact: true }).click();
  await page.keyboard.press('Escape');
  const submit = 'button[type="submit"][form="compare-form"]';
  await page.locator(submit).and(page.locator(':enabled')).waitFor();
  const clicked = await clickAt(page, submit, { compared: MARKERS.compare(report.attitudes) });
  const opened = await waitMark(page, 'compared');
  const lastDownload = await lastNeededDownloadBefore(page, opened, '/compare/');
  return { open: opened - clicked, afterData: opened - Math.max(lastDownload, clicked) };
}

/**
 * On a report page in English, picks Deutsch in the user menu: from that click to the first frame
 * where the page is German, the score with a decimal comma, the service's value boxes in German
 * (their results fetched again in German beside the catalogs) and every quadrant point named anew
 * (their names have words). The first switch of a visit, so German's catalogs are fetched in it.
 * Then back to English, which the rest of the run reads.
 */
export async function timeLanguageSwitch(page: Page, attitudes: number): Promise<number> {
  const points: Check = { selector: '.quadrant-point', min: attitudes };
  const before = await signature(page, points);
  await page.getByTestId('account-menu').click();
  const german = 'li[role="menuitem"][lang="de"]';
  await page.locator(german).waitFor();
  const clicked = await clickAt(page, german, {
    german: [
      { selector: 'html[lang="de"]' },
      { selector: '[data-testid="main-score"]', text: ',' },
      { selector: 'section[aria-label="Befragte"]' },
      { ...points, differs: before },
    ],
  });
  const switched = (await waitMark(page, 'german')) - clicked;
  await page.getByTestId('account-menu').click();
  await page.locator('li[role="menuitem"][lang="en"]').click();
  await page.locator('html[lang="en"]').waitFor({ state: 'attached' });
  await page.getByTestId('main-score').filter({ hasText: '.' }).waitFor();
  return switched;
}

/** Filter choices, one per run, so no run is answered from the server's result cache. */
export function filterChoices(report: BenchReport): [string, string][] {
  return ['Region', 'Age group', 'Channel', 'Tenure', 'Gender'].flatMap((name) =>
    (report.filterables[name] ?? []).map((value): [string, string] => [name, value]),
  );
}

export async function pageRun(
  browser: Browser,
  o: {
    url: string;
    floorUrl: string;
    email: string;
    session: Session;
    report: BenchReport;
    filter: [string, string];
    tracker: { segmentId: string; waves: number };
  },
): Promise<PageRun> {
  const floor = await timeFloor(browser, o.floorUrl);
  const { signIn, home } = await timeSignIn(browser, o.url, o.email);
  let compared: { open: number; afterData: number } | undefined;
  let languageSwitch: number | undefined;
  const invitations = (
    await timeColdPage(browser, `${o.url}/invitations`, o.session, {
      invitations: MARKERS.invitations,
    })
  ).first;
  const report = await timeColdPage(
    browser,
    `${o.url}/reports/${o.report.id}`,
    o.session,
    { report: MARKERS.report(o.report.attitudes) },
    {
      data: `/api/v1/reports/${o.report.id}/filter/`,
      then: async (page) => {
        const filter = await timeFilter(page, ...o.filter);
        languageSwitch = await timeLanguageSwitch(page, o.report.attitudes);
        compared = await timeCompare(page, o.report, o.filter);
        return filter;
      },
    },
  );
  const fromList = await timeReportFromList(browser, o.url, o.session, o.report);
  const trend = await timeColdPage(
    browser,
    `${o.url}/segments/${o.tracker.segmentId}/trend`,
    o.session,
    { trend: MARKERS.trend(o.tracker.waves) },
    { data: `/api/v1/segments/${o.tracker.segmentId}/trend/` },
  );
  const trendFromSegments = await timeTrendFromSegments(browser, o.url, o.session, o.tracker);
  return {
    floor,
    signIn,
    home,
    invitations,
    report: report.first,
    reportAfterData: report.afterData,
    reportFromList: fromList.open,
    reportFromListAfterData: fromList.afterData,
    filter: report.then!,
    compare: compared!.open,
    compareAfterData: compared!.afterData,
    languageSwitch: languageSwitch!,
    trend: trend.first,
    trendAfterData: trend.afterData,
    trendFromSegmentsAfterData: trendFromSegments.afterData,
  };
}
