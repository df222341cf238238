/**
 * Interaction at scale: a 500-attitude report must render and stay responsive (long tasks over
 * 200 ms are what a user feels as a frozen page), and a 10,000-invitation list must page fast.
 */
import type { Browser, Page } from '@playwright/test';
import type { Session } from '../scripts/lib/reference-server';
import type { Check } from './browser';
import { clickAt, longTasksSince, newContext, now, signature, tag, waitMark } from './browser';
import type { BenchReport } from './fixtures';
import { MARKERS, QUADRANT_POINTS, openFromReportsList } from './pages';

export interface ScaleRun {
  /** Click on the report in the reports list → charts and the attitudes table all drawn. */
  load: number;
  /** Longest task from that click until the page has settled. */
  loadLongest: number;
  /** Cold deep link: navigation start → charts and the attitudes table all drawn. */
  cold: number;
  /** Longest task of the cold deep link, the app's own start included. */
  coldLongest: number;
  /** Sorting the attitudes table by another column: time, and the longest task. */
  sort: number;
  sortLongest: number;
  /** Opening an attitude's detail from the table. */
  detail: number;
  detailLongest: number;
  /** Opening the balance chart's data table (every attitude in a table). */
  dataTable: number;
  dataTableLongest: number;
  /** Hovering across the quadrant's points: the longest task. */
  hoverLongest: number;
}

const TABLE_ROWS = (n: number): Check => ({
  within: 'Attitudes',
  selector: 'tbody tr',
  min: n,
});
const FIRST_TABLE_ROW: Check = { within: 'Attitudes', selector: 'tbody tr:first-child th' };

const longest = (tasks: { duration: number }[]): number =>
  tasks.reduce((max, task) => Math.max(max, task.duration), 0);

/** Long tasks settle after the frame we mark; give the page a moment before reading them. */
async function settledLongest(page: Page, since: number): Promise<number> {
  await page.waitForTimeout(400);
  return longest(await longTasksSince(page, since));
}

export async function bigReportRun(
  browser: Browser,
  url: string,
  session: Session,
  report: BenchReport,
): Promise<ScaleRun> {
  const n = report.attitudes;
  const loaded = [...MARKERS.report(n), TABLE_ROWS(n)];
  const { cold, coldLongest } = await coldBigReport(browser, url, session, report, loaded);
  // Opened as an analyst opens it, from the reports list: the app is running, so the long tasks
  // are the report's own, not the app's start (the cold figures include that).
  const { context, page, clicked } = await openFromReportsList(
    browser,
    url,
    session,
    report,
    loaded,
  );
  try {
    const load = (await waitMark(page, 'opened', 60_000)) - clicked;
    const loadLongest = await settledLongest(page, clicked);

    // Sort by importance (the column header's sort button), then wait for another first row.
    const firstRow = await signature(page, FIRST_TABLE_ROW);
    const sortButton = await tag(
      page,
      { within: 'Attitudes', selector: 'thead .MuiTableSortLabel-root', text: 'Importance' },
      'sort',
    );
    const sortAt = await clickAt(page, sortButton, {
      sorted: [{ ...FIRST_TABLE_ROW, differs: firstRow }],
    });
    const sort = (await waitMark(page, 'sorted')) - sortAt;
    const sortLongest = await settledLongest(page, sortAt);

    // Open the first attitude from the table: its detail drawer (a dialog) shows.
    const open = await tag(page, { ...FIRST_TABLE_ROW, selector: 'tbody th button' }, 'open');
    const detailAt = await clickAt(page, open, {
      detail: [{ selector: '[role="dialog"] #attitude-title' }],
    });
    const detail = (await waitMark(page, 'detail')) - detailAt;
    const detailLongest = await settledLongest(page, detailAt);
    await page.keyboard.press('Escape');
    await page.waitForTimeout(300);

    // The balance chart's "Data table": every attitude in a table.
    const toggle = await tag(
      page,
      { within: 'Fulfillment balance', selector: 'button', text: 'Data table' },
      'data-table',
    );
    const tableAt = await clickAt(page, toggle, {
      table: [{ selector: 'table[aria-label^="Fulfillment balance"] tbody tr', min: n }],
    });
    const dataTable = (await waitMark(page, 'table')) - tableAt;
    const dataTableLongest = await settledLongest(page, tableAt);

    const hoverLongest = await hoverQuadrant(page);
    return {
      load,
      loadLongest,
      cold,
      coldLongest,
      sort,
      sortLongest,
      detail,
      detailLongest,
      dataTable,
      dataTableLongest,
      hoverLongest,
    };
  } finally {
    await context.close();
  }
}

/** The report by its address in a fresh tab: the app starts, then draws the report. */
async function coldBigReport(
  browser: Browser,
  url: string,
  session: Session,
  report: BenchReport,
  loaded: Check[],
): Promise<{ cold: number; coldLongest: number }> {
  const context = await newContext(browser, { session, marks: { loaded } });
  try {
    const page = await context.newPage();
    await page.goto(`${url}/reports/${report.id}`, { waitUntil: 'commit' });
    const cold = await waitMark(page, 'loaded', 60_000);
    return { cold, coldLongest: await settledLongest(page, 0) };
  } finally {
    await context.close();
  }
}

/** Moves the mouse across 20 points of the quadrant (tooltips follow); the longest task. */
async function hoverQuadrant(page: Page): Promise<number> {
  const points = page.locator(
    `section:has(h2:text-is("${QUADRANT_POINTS.within}")) ${QUADRANT_POINTS.selector}`,
  );
  await points.first().scrollIntoViewIfNeeded();
  const boxes = await points.evaluateAll((elements) =>
    elements.slice(0, 20).map((e) => {
      const r = e.getBoundingClientRect();
      return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
    }),
  );
  const since = await now(page);
  for (const box of boxes) {
    await page.mouse.move(box.x, box.y, { steps: 4 });
    await page.waitForTimeout(30);
  }
  return settledLongest(page, since);
}

export interface PagingRun {
  /** Click on "next page" → the next 20 rows drawn, per page. */
  next: number[];
  /** Click on "last page" → its rows drawn. */
  last: number;
}

const FIRST_INVITATION: Check = {
  selector: 'table[aria-label="Invitations"] tbody tr:first-child',
};

export async function pagingRun(browser: Browser, url: string, session: Session, pages: number) {
  const context = await newContext(browser, {
    session,
    marks: { invitations: MARKERS.invitations },
  });
  try {
    const page = await context.newPage();
    await page.goto(`${url}/invitations`, { waitUntil: 'commit' });
    await waitMark(page, 'invitations');
    const turn = async (button: string): Promise<number> => {
      const before = await signature(page, FIRST_INVITATION);
      const at = await clickAt(page, `button[aria-label="${button}"]`, {
        paged: [
          { ...FIRST_INVITATION, differs: before },
          { selector: 'table[aria-label="Invitations"] tbody tr', min: 10 },
        ],
      });
      const time = (await waitMark(page, 'paged')) - at;
      await page.waitForTimeout(150);
      return time;
    };
    const next: number[] = [];
    for (let i = 0; i < pages; i++) next.push(await turn('Go to next page'));
    const last = await turn('Go to last page');
    return { next, last } satisfies PagingRun;
  } finally {
    await context.close();
  }
}

export interface ActivityRun {
  /** Click on the navigation's "Activity" → its 50 rows drawn. */
  open: number;
  /** The longest task from that click until the rows settle. */
  openLongest: number;
  /** Click on "next page" → the next 50 rows drawn, and its longest task. */
  next: number;
  nextLongest: number;
}

const ACTIVITY_ROWS: Check = { selector: 'table[aria-label="Activity"] tbody tr', min: 50 };
const FIRST_ACTIVITY: Check = { selector: 'table[aria-label="Activity"] tbody tr:first-child' };

/** The activity page as an administrator opens it from the navigation, then its next page. */
export async function activityRun(
  browser: Browser,
  url: string,
  session: Session,
): Promise<ActivityRun> {
  const context = await newContext(browser, {
    session,
    marks: { invitations: MARKERS.invitations },
  });
  try {
    const page = await context.newPage();
    await page.goto(`${url}/invitations`, { waitUntil: 'commit' });
    await waitMark(page, 'invitations');
    const openAt = await clickAt(page, 'nav a[href="/activity"]', { activity: [ACTIVITY_ROWS] });
    const open = (await waitMark(page, 'activity')) - openAt;
    const openLongest = await settledLongest(page, openAt);
    const before = await signature(page, FIRST_ACTIVITY);
    const nextAt = await clickAt(page, 'button[aria-label="Go to next page"]', {
      paged: [{ ...FIRST_ACTIVITY, differs: before }, ACTIVITY_ROWS],
    });
    const next = (await waitMark(page, 'paged')) - nextAt;
    const nextLongest = await settledLongest(page, nextAt);
    return { open, openLongest, next, nextLongest };
  } finally {
    await context.close();
  }
}
