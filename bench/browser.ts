/**
 * What the bench injects into every page before the page's own scripts: "marks" (the first
 * animation frame at which a described piece of the page is on screen, in ms since navigation
 * start) and a PerformanceObserver collecting long tasks. Chromium and the context itself come
 * from scripts/lib/browser.ts.
 */
import type { Browser, Page } from '@playwright/test';
import {
  newContext as newPlainContext,
  type ContextOptions as PlainContextOptions,
} from '../scripts/lib/browser';

/**
 * What a mark waits for. All checks must hold in the same frame. A check finds elements by CSS
 * selector, inside the `section` labelled by a heading with the text `within` when given; it
 * holds when at least `min` (default 1) of them match, one of them contains `text` when given,
 * nothing matches `absent` (inside the same scope), and, when `differs` is given, their
 * signature (aria-labels or texts, joined) is not that string: "the chart changed".
 */
export interface Check {
  within?: string;
  selector: string;
  min?: number;
  text?: string;
  absent?: string;
  differs?: string;
}

export type Marks = Record<string, Check[]>;

interface ProbeState {
  marks: Record<string, number>;
  pending: Marks;
  longTasks: { start: number; duration: number }[];
  watch: (marks: Marks) => void;
  signature: (check: Check) => string;
  tag: (check: Check, name: string) => boolean;
  /** The checks of a pending mark that do not hold now, for a useful timeout message. */
  failing: (name: string) => Check[];
}

declare global {
  interface Window {
    __bench?: ProbeState;
  }
}

/** Runs in the page at document start (Playwright serialises it): no closures over bench code. */
function installProbes(initial: Marks): void {
  const state: ProbeState = {
    marks: {},
    pending: {},
    longTasks: [],
    watch: () => undefined,
    signature: () => '',
    tag: () => false,
    failing: () => [],
  };
  window.__bench = state;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        state.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // No Long Tasks API: the figures that need it say n/a.
  }

  const scopeOf = (heading: string | undefined): ParentNode | null => {
    if (!heading) return document;
    for (const section of document.querySelectorAll('section')) {
      if (section.getAttribute('aria-label') === heading) return section;
      const labelId = section.getAttribute('aria-labelledby');
      const label = labelId ? document.getElementById(labelId) : null;
      if (label?.textContent?.trim() === heading) return section;
    }
    return null;
  };
  const signatureOf = (found: Iterable<Element>): string =>
    [...found].map((e) => e.getAttribute('aria-label') ?? e.textContent ?? '').join('|');
  state.signature = (check: Check) =>
    signatureOf(scopeOf(check.within)?.querySelectorAll(check.selector) ?? []);
  state.tag = (check: Check, name: string) => {
    const found = [...(scopeOf(check.within)?.querySelectorAll(check.selector) ?? [])];
    const text = check.text;
    const target =
      text === undefined ? found[0] : found.find((e) => e.textContent?.trim().startsWith(text));
    target?.setAttribute('data-bench', name);
    return Boolean(target);
  };
  const holds = (check: Check): boolean => {
    const scope = scopeOf(check.within);
    if (!scope) return false;
    const found = scope.querySelectorAll(check.selector);
    if (found.length < (check.min ?? 1)) return false;
    if (check.text !== undefined) {
      const text = check.text;
      if (![...found].some((element) => element.textContent?.includes(text))) return false;
    }
    if (check.absent && scope.querySelector(check.absent)) return false;
    return check.differs === undefined || signatureOf(found) !== check.differs;
  };

  state.failing = (name: string) => (state.pending[name] ?? []).filter((c) => !holds(c));

  let scheduled = false;
  const frame = () => {
    scheduled = false;
    const now = performance.now();
    for (const [name, checks] of Object.entries(state.pending)) {
      if (checks.every(holds)) {
        state.marks[name] = now;
        delete state.pending[name];
      }
    }
    // Only poll while something is awaited: an idle page keeps idle.
    if (Object.keys(state.pending).length > 0) schedule();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(frame);
  };
  state.watch = (marks: Marks) => {
    for (const [name, checks] of Object.entries(marks)) {
      delete state.marks[name];
      state.pending[name] = checks;
    }
    schedule();
  };
  state.watch(initial);
}

export interface ContextOptions extends PlainContextOptions {
  /** Marks awaited from the first frame of every document. */
  marks?: Marks;
}

/**
 * A fresh context (empty HTTP cache, empty storage) at 1280×800 (scripts/lib/browser.ts), with the
 * probes installed.
 */
export async function newContext(browser: Browser, options: ContextOptions = {}) {
  const context = await newPlainContext(browser, options);
  // As source text with a local `__name`: tsx compiles bench code with esbuild's keepNames, whose
  // helper calls would otherwise reach the page, where no such helper exists.
  await context.addInitScript({
    content: `(() => { const __name = (f) => f; (${installProbes.toString()})(${JSON.stringify(
      options.marks ?? {},
    )}); })();`,
  });
  return context;
}

/** Waits for a mark and returns its time (ms since navigation start). */
export async function waitMark(page: Page, name: string, timeout = 30_000): Promise<number> {
  try {
    const handle = await page.waitForFunction(
      (mark) => window.__bench?.marks[mark] ?? false,
      name,
      { timeout, polling: 50 },
    );
    return (await handle.jsonValue()) as number;
  } catch (error) {
    const state = await page
      .evaluate(
        (mark) => ({
          failing: window.__bench?.failing(mark) ?? 'no probes in the page',
          h1: document.querySelector('h1')?.textContent ?? null,
        }),
        name,
      )
      .catch(() => undefined);
    throw new Error(
      `mark "${name}" not reached in ${timeout} ms at ${page.url()}: ${JSON.stringify(state)}`,
      { cause: error },
    );
  }
}

/**
 * Counts the page's requests in flight from now on. `quiet(ms)` resolves once none has been in
 * flight for `ms`, and fails after `timeout`. Playwright's 'networkidle' cannot serve: it fires once
 * per document, often before the page's first render, and waiting for it afterwards returns at
 * once, whatever the page has started loading since.
 */
export function trackRequests(page: Page): {
  quiet: (ms: number, timeout?: number) => Promise<void>;
} {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta: number) => {
    inFlight += delta;
    lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return {
    quiet: async (ms: number, timeout = 30_000) => {
      const deadline = Date.now() + timeout;
      while (inFlight > 0 || Date.now() - lastChange < ms) {
        if (Date.now() > deadline) {
          throw new Error(`${inFlight} request(s) still in flight after ${timeout} ms`);
        }
        await page.waitForTimeout(50);
      }
    },
  };
}

export async function watchMarks(page: Page, marks: Marks): Promise<void> {
  await page.evaluate((m) => window.__bench?.watch(m), marks);
}

/** Long tasks since `since` (ms since navigation start). */
export async function longTasksSince(
  page: Page,
  since: number,
): Promise<{ start: number; duration: number }[]> {
  return page.evaluate(
    (from) => (window.__bench?.longTasks ?? []).filter((task) => task.start >= from),
    since,
  );
}

export const now = (page: Page): Promise<number> => page.evaluate(() => performance.now());

/**
 * Marks the first element a check finds (with `text`: the first whose text starts with it) as
 * `[data-bench="<name>"]`, so clickAt can reach it with a plain selector.
 */
export async function tag(page: Page, check: Check, name: string): Promise<string> {
  const found = await page.evaluate(({ c, n }) => window.__bench?.tag(c, n) ?? false, {
    c: check,
    n: name,
  });
  if (!found) throw new Error(`nothing to tag as ${name}: ${JSON.stringify(check)}`);
  return `[data-bench="${name}"]`;
}

/** The current signature of what a check matches (see Check.differs). */
export async function signature(page: Page, check: Check): Promise<string> {
  return page.evaluate((c) => window.__bench?.signature(c) ?? '', check);
}

/**
 * Starts awaiting `marks`, then clicks `selector` from inside the page, and returns the page's
 * clock at the click: a timing starts at the click itself, not at Playwright's round trips.
 */
export async function clickAt(page: Page, selector: string, marks: Marks = {}): Promise<number> {
  return page.evaluate(
    ({ s, m }) => {
      const element = document.querySelector<HTMLElement>(s);
      if (!element) throw new Error(`nothing matches ${s}`);
      window.__bench?.watch(m);
      const at = performance.now();
      element.click();
      return at;
    },
    { s: selector, m: marks },
  );
}
