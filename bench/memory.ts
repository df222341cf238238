/**
 * Memory: the JS heap after visiting every page of the app 20 times, in the app's own
 * navigation (no reloads), against the heap after the first round. Each figure is read after a
 * forced garbage collection (CDP HeapProfiler.collectGarbage, then Runtime.getHeapUsage).
 */
import type { Browser, Page } from '@playwright/test';
import type { Session } from '../scripts/lib/reference-server';
import type { Check } from './browser';
import { newContext, waitMark, watchMarks } from './browser';
import type { BenchReport } from './fixtures';
import { MARKERS } from './pages';

/** Main navigation entries and the heading each page shows (nav-items.tsx). */
const PAGES: [label: string, heading: string][] = [
  ['Home', 'Home'],
  ['Portfolios', 'Portfolios'],
  ['Segments', 'Segments'],
  ['Attitudes', 'Attitude library'],
  ['Invitations', 'Invitations'],
  ['Organization', 'Organization'],
];

export interface MemoryFigures {
  /** Used JS heap after the first round, the middle one and the last, bytes. */
  heaps: number[];
  /**
   * The same heap without compiled code (from a heap snapshot): what the app's own objects hold.
   * V8 keeps compiling and optimising hot functions over the rounds, which grows the heap without
   * any object being kept alive.
   */
  objectHeaps: number[];
  /** Pages that did not settle in time, any round (the loop goes on without them). */
  unsettled: string[];
  roundMs: number[];
}

const settled = (heading: string): Check[] => [
  { selector: 'main h1', text: heading, absent: 'main .MuiSkeleton-root' },
];

async function heapUsed(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    return usedSize;
  } finally {
    await cdp.detach();
  }
}

interface HeapSnapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
}

/** Bytes held by everything but compiled code (bytecode, machine code, feedback), after GC. */
async function objectHeapUsed(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  const chunks: string[] = [];
  cdp.on('HeapProfiler.addHeapSnapshotChunk', (event) => chunks.push(event.chunk));
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } finally {
    await cdp.detach();
  }
  const snapshot = JSON.parse(chunks.join('')) as HeapSnapshot;
  const fields = snapshot.snapshot.meta.node_fields;
  const types = snapshot.snapshot.meta.node_types[0];
  const typeAt = fields.indexOf('type');
  const sizeAt = fields.indexOf('self_size');
  let bytes = 0;
  for (let i = 0; i < snapshot.nodes.length; i += fields.length) {
    if (types[snapshot.nodes[i + typeAt]!] !== 'code') bytes += snapshot.nodes[i + sizeAt]!;
  }
  return bytes;
}

async function visit(page: Page, name: string, marks: Check[], go: () => Promise<void>) {
  await watchMarks(page, { [name]: marks });
  await go();
  await waitMark(page, name, 15_000);
}

export async function memoryRun(
  browser: Browser,
  url: string,
  session: Session,
  report: BenchReport,
  rounds = 20,
): Promise<MemoryFigures> {
  const context = await newContext(browser, { session });
  const unsettled = new Set<string>();
  try {
    const page = await context.newPage();
    await page.goto(url);
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    const heaps: number[] = [];
    const objectHeaps: number[] = [];
    const roundMs: number[] = [];
    for (let round = 1; round <= rounds; round++) {
      const started = Date.now();
      for (const [label, heading] of PAGES) {
        try {
          await visit(page, label, settled(heading), () =>
            nav.getByRole('link', { name: label, exact: true }).click(),
          );
        } catch {
          unsettled.add(label);
        }
      }
      // A report with charts, reached as a user does: from the reports list.
      try {
        await visit(page, 'reports', settled('Reports'), () =>
          nav.getByRole('link', { name: 'Reports', exact: true }).click(),
        );
        await visit(page, 'report', MARKERS.report(report.attitudes), () =>
          page.getByRole('link', { name: report.name }).first().click(),
        );
      } catch {
        unsettled.add(report.name);
      }
      roundMs.push(Date.now() - started);
      if (round === 1 || round === rounds) {
        heaps.push(await heapUsed(page));
        objectHeaps.push(await objectHeapUsed(page));
      } else if (round === Math.ceil(rounds / 2)) {
        heaps.push(await heapUsed(page));
      }
    }
    return { heaps, objectHeaps, unsettled: [...unsettled], roundMs };
  } finally {
    await context.close();
  }
}
