/**
 * `npm run bench [-- --only=bundle,pages,scale,engine,memory,writes,privacy] [--runs=N] [--keep]`
 *
 * Builds the app and the floor, prepares bench databases, starts the reference server as a child
 * process, drives Chromium, and prints ONE table of figures against their budgets. Every figure
 * (and the raw runs) goes to bench/results.json with the machine and the date. See README.md.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { launchBrowser } from '../scripts/lib/browser';
import type { RunningServer, Session } from '../scripts/lib/reference-server';
import { login, startServer } from '../scripts/lib/reference-server';
import type { BuildOutput, Builds } from './bundle';
import { buildAll, buildApp, buildFloor, measureBundle } from './bundle';
import { downloadCsv, engineFilter, load } from './engine';
import type { BenchReport } from './fixtures';
import {
  copyDatabase,
  insertActivity,
  insertInvitations,
  insertReport,
  insertTracker,
  seedDemo,
  withDatabase,
} from './fixtures';
import { memoryRun } from './memory';
import { privacyBench } from './privacy';
import type { PageRun } from './pages';
import { filterChoices, pageRun } from './pages';
import type { ScaleRun } from './scale';
import { activityRun, bigReportRun, pagingRun, type ActivityRun } from './scale';
import { procStatusKb, serveStatic } from './server';
import { activityScenarios, loadWrite, recordedWrites, timeActivityPage } from './writes';
import type { Figure } from './stats';
import { fromRuns, judge, median, renderTable } from './stats';

const SECTIONS = ['bundle', 'pages', 'scale', 'engine', 'memory', 'writes', 'privacy'] as const;
type Section = (typeof SECTIONS)[number];

const PORT = Number(process.env.BENCH_PORT ?? 4184);
const ADMIN = 'admin@demo.test';
const KB = 1000;
const MB = 1_000_000;

function parseArgs(argv: string[]) {
  const value = (name: string) =>
    argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  const only = value('only')
    ?.split(',')
    .map((s) => s.trim()) ?? [...SECTIONS];
  const unknown = only.filter((s) => !(SECTIONS as readonly string[]).includes(s));
  if (unknown.length > 0) {
    throw new Error(`Unknown section(s) ${unknown.join(', ')}; sections: ${SECTIONS.join(', ')}`);
  }
  const runs = Number(value('runs') ?? 7);
  return {
    sections: new Set(only as Section[]),
    runs: Number.isInteger(runs) && runs >= 1 ? runs : 7,
    keep: argv.includes('--keep'),
  };
}

const log = (message: string) =>
  process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}\n`);

const figures: Figure[] = [];
const raw: Record<string, unknown> = {};
const loads: Record<string, { before: number[]; after: number[]; seconds: number }> = {};

/** Runs a section; a failure becomes a line in the table instead of ending the bench. */
async function section(name: string, body: () => Promise<void>): Promise<void> {
  const before = os.loadavg();
  const started = Date.now();
  log(`${name}…`);
  try {
    await body();
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    log(`${name} failed: ${error instanceof Error ? (error.stack ?? message) : message}`);
    figures.push({
      section: name,
      name: 'section failed',
      value: Number.NaN,
      unit: '',
      budget: { max: 0 },
      note: message,
    });
  }
  loads[name] = { before, after: os.loadavg(), seconds: (Date.now() - started) / 1000 };
}

function bundleFigures(builds: Builds): void {
  const b = measureBundle(builds);
  raw.bundle = b;
  const s = 'bundle (gzip)';
  figures.push(
    { section: s, name: 'floor app: JS + CSS', value: b.floorBytes / KB, unit: 'KB' },
    {
      section: s,
      name: 'sign-in page, German: JS + CSS + catalog',
      value: b.signInPageBytes / KB,
      unit: 'KB',
      budget: { max: 0, reference: { label: 'floor', value: b.floorBytes / KB, factor: 1.15 } },
      note: `in English ${(b.signInPageEnglishBytes / KB).toFixed(1)} KB; German catalogs: sign-in ${(b.catalogBytes.signIn / KB).toFixed(1)} KB, dashboard ${(b.catalogBytes.dashboard / KB).toFixed(1)} KB.`,
    },
    {
      section: s,
      name: 'home page (first page when signed in): JS + CSS',
      value: b.homePageBytes / KB,
      unit: 'KB',
      note: `${(b.homePageBytes / b.floorBytes).toFixed(2)}× the floor (entry + signed-in shell + home).`,
    },
    ...b.routes.map((r): Figure => ({
      section: s,
      name: `route ${r.route.replace(/^features\//, '')}`,
      value: r.bytes / KB,
      unit: 'KB',
    })),
    {
      section: s,
      name: 'report route charts chunk (quadrant, balance)',
      value: b.reportChartsBytes / KB,
      unit: 'KB',
      budget: { max: 150 },
      note:
        b.reportChartsBytes === 0
          ? 'no chart module found under src/charts/: nothing measured.'
          : `every chart module with its dependencies: ${(b.allChartsBytes / KB).toFixed(1)} KB; recharts is in ${b.rechartsChunks.join(', ') || 'no chunk'}.`,
    },
    {
      section: s,
      name: 'routes pulling recharts before a chart is shown',
      value: b.rechartsOffenders.length,
      unit: '',
      budget: { max: 0 },
      note: b.rechartsOffenders.length ? b.rechartsOffenders.join(', ') : undefined,
    },
  );
}

/** The trend page's bench: a tracker of this many quarterly waves, 2,000 respondents each. */
const TRACKER_WAVES = 8;

function pageFigures(runs: PageRun[]): void {
  const s = 'page speed (cold, ms)';
  const col = (key: keyof PageRun) => runs.map((r) => r[key]);
  figures.push(
    fromRuns(s, 'floor app: first render', col('floor'), 'ms'),
    fromRuns(s, 'sign-in form', col('signIn'), 'ms'),
    fromRuns(
      s,
      'sign-in form ÷ floor first render (same run)',
      runs.map((r) => r.signIn / r.floor),
      '×',
      { max: 1.2 },
    ),
    fromRuns(s, 'home after sign-in (click → counts shown)', col('home'), 'ms', { max: 1000 }),
    fromRuns(s, 'invitations table, 20 rows (deep link)', col('invitations'), 'ms', {
      max: 1000,
    }),
    fromRuns(s, 'report charts, 60 attitudes (deep link)', col('report'), 'ms', { max: 1000 }),
    // The deep links' budgets hold "on an idle machine"; on a shared one these ratios are what
    // compares with another app measured the same way.
    fromRuns(
      s,
      'invitations deep link ÷ floor first render (same run)',
      runs.map((r) => r.invitations / r.floor),
      '×',
    ),
    fromRuns(
      s,
      'report deep link ÷ floor first render (same run)',
      runs.map((r) => r.report / r.floor),
      '×',
    ),
    fromRuns(
      s,
      'report charts, 60 attitudes: drawn after data and code arrived',
      col('reportAfterData'),
      'ms',
      {
        max: 300,
      },
    ),
    fromRuns(
      s,
      'report charts, 60 attitudes, opened from the reports list (click → charts)',
      col('reportFromList'),
      'ms',
    ),
    fromRuns(
      s,
      'report charts, 60 attitudes, opened from the reports list: drawn after data arrived',
      col('reportFromListAfterData'),
      'ms',
      { max: 300 },
    ),
    fromRuns(s, 'sync filter: Apply → charts updated', col('filter'), 'ms', { max: 300 }),
    fromRuns(
      s,
      'language switch on a report: Deutsch → page redrawn in German',
      col('languageSwitch'),
      'ms',
      { max: 300 },
    ),
    fromRuns(
      s,
      'compare two groups from the report page (click → both groups’ charts)',
      col('compare'),
      'ms',
    ),
    fromRuns(
      s,
      'compare two groups: drawn after the comparison arrived',
      col('compareAfterData'),
      'ms',
    ),
    fromRuns(
      s,
      'compare after data ÷ single report after data (from the list, same run)',
      runs.map((r) => r.compareAfterData / r.reportFromListAfterData),
      '×',
      { max: 1.5 },
    ),
    fromRuns(s, `trend of ${TRACKER_WAVES} waves (deep link)`, col('trend'), 'ms'),
    fromRuns(
      s,
      `trend of ${TRACKER_WAVES} waves: drawn after data and code arrived`,
      col('trendAfterData'),
      'ms',
    ),
    fromRuns(
      s,
      `trend of ${TRACKER_WAVES} waves, opened from its segment's card: drawn after data arrived`,
      col('trendFromSegmentsAfterData'),
      'ms',
      { max: 300 },
    ),
  );
}

function scaleFigures(
  big: ScaleRun[],
  paging: { next: number[]; last: number }[],
  activity: ActivityRun[],
): void {
  const s = 'interaction at scale';
  const col = (key: keyof ScaleRun) => big.map((r) => r[key]);
  const longTask = (name: string, key: keyof ScaleRun) =>
    fromRuns(s, `500 attitudes: longest task, ${name}`, col(key), 'ms', { max: 200 });
  figures.push(
    fromRuns(s, '500 attitudes: cold deep link → charts + table drawn', col('cold'), 'ms'),
    fromRuns(
      s,
      '500 attitudes: longest task, cold deep link (the app’s start included)',
      col('coldLongest'),
      'ms',
      undefined,
      'the entry’s evaluation, costlier under DevTools: see bench/README.md',
    ),
    fromRuns(
      s,
      '500 attitudes: open from the reports list → charts + table drawn',
      col('load'),
      'ms',
    ),
    longTask('opening the report from the list (charts + attitudes table)', 'loadLongest'),
    fromRuns(s, '500 attitudes: sort the attitudes table', col('sort'), 'ms'),
    longTask('sorting the attitudes table', 'sortLongest'),
    fromRuns(s, '500 attitudes: open an attitude from the table', col('detail'), 'ms'),
    longTask('opening an attitude', 'detailLongest'),
    fromRuns(s, '500 attitudes: open the balance data table', col('dataTable'), 'ms'),
    longTask('opening the balance data table', 'dataTableLongest'),
    longTask('hovering the quadrant', 'hoverLongest'),
    fromRuns(
      s,
      '10,000 invitations: next page',
      paging.flatMap((p) => p.next),
      'ms',
      { max: 150 },
    ),
    fromRuns(
      s,
      '10,000 invitations: last page',
      paging.map((p) => p.last),
      'ms',
      { max: 150 },
    ),
    fromRuns(
      s,
      'activity log: open from the navigation → 50 rows drawn',
      activity.map((r) => r.open),
      'ms',
    ),
    fromRuns(
      s,
      'activity log: longest task, opening 50 rows',
      activity.map((r) => r.openLongest),
      'ms',
      { max: 200 },
    ),
    fromRuns(
      s,
      'activity log: next page',
      activity.map((r) => r.next),
      'ms',
    ),
    fromRuns(
      s,
      'activity log: longest task, next page',
      activity.map((r) => r.nextLongest),
      'ms',
      { max: 200 },
    ),
  );
}

async function browserSections(
  sections: Set<Section>,
  runs: number,
  app: BuildOutput,
  floor: BuildOutput | undefined,
  dbPath: string,
): Promise<void> {
  let reports:
    | { normal: BenchReport; big: BenchReport; tracker: { segmentId: string; waves: number } }
    | undefined;
  await section('fixtures (browser)', async () => {
    reports = withDatabase(dbPath, (db) => {
      const normal = insertReport(db, 'attitudes-60', 'Bench: 60 attitudes', 60, 5000);
      const big = insertReport(db, 'attitudes-500', 'Bench: 500 attitudes', 500, 3000);
      insertInvitations(db, 10_000);
      const { segmentId } = insertTracker(db, TRACKER_WAVES, 20, 2000);
      return { normal, big, tracker: { segmentId, waves: TRACKER_WAVES } };
    });
  });
  if (!reports) return;
  const { normal, big, tracker } = reports;

  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let floorServer: Awaited<ReturnType<typeof serveStatic>> | undefined;
  try {
    let signedIn: Session | undefined;
    // A missing Chromium or a server that will not start fails these sections with their reason;
    // the figures measured before them still make the table.
    await section('server and browser start', async () => {
      server = await startServer({ port: PORT, db: dbPath, staticDir: app.outDir });
      signedIn = await login(server.url, ADMIN);
      browser = await launchBrowser();
    });
    if (!server || !signedIn || !browser) return;
    const session = signedIn;
    const url = server.url;
    const b = browser;

    if (sections.has('pages') && floor) {
      floorServer = await serveStatic(floor.outDir);
      const floorUrl = floorServer.url;
      await section('pages', async () => {
        const choices = filterChoices(normal);
        const options = (i: number) => ({
          url,
          floorUrl,
          email: ADMIN,
          session,
          report: normal,
          filter: choices[i % choices.length]!,
          tracker,
        });
        // One warm-up run: the server's first request for a dataset loads it from SQLite.
        await pageRun(b, options(choices.length - 1));
        const pageRuns: PageRun[] = [];
        for (let i = 0; i < runs; i++) {
          pageRuns.push(await pageRun(b, options(i)));
          log(`  pages run ${i + 1}/${runs}: ${JSON.stringify(roundAll(pageRuns.at(-1)!))}`);
        }
        raw.pages = pageRuns;
        pageFigures(pageRuns);
      });
    }

    if (sections.has('scale')) {
      await section('scale', async () => {
        const bigRuns: ScaleRun[] = [];
        for (let i = 0; i < Math.max(3, Math.ceil(runs / 2)); i++) {
          bigRuns.push(await bigReportRun(b, url, session, big));
          log(`  500-attitude run ${i + 1}: ${JSON.stringify(roundAll(bigRuns.at(-1)!))}`);
        }
        const paging = [];
        for (let i = 0; i < 2; i++) paging.push(await pagingRun(b, url, session, 5));
        const activity: ActivityRun[] = [];
        for (let i = 0; i < 3; i++) activity.push(await activityRun(b, url, session));
        raw.scale = { bigReport: bigRuns, paging, activity };
        scaleFigures(bigRuns, paging, activity);
      });
    }

    if (sections.has('memory')) {
      await section('memory', async () => {
        const result = await memoryRun(b, url, session, normal, 20);
        raw.memory = result;
        const [first, middle, last] = result.heaps as [number, number, number];
        const [firstObjects, lastObjects] = result.objectHeaps as [number, number];
        const s = 'memory (JS heap after GC)';
        figures.push(
          { section: s, name: 'after round 1 of every page', value: first / MB, unit: 'MB' },
          { section: s, name: 'after round 20', value: last / MB, unit: 'MB' },
          {
            section: s,
            name: 'round 20 ÷ round 1, whole heap',
            value: last / first,
            unit: '×',
            note: 'includes compiled code, which V8 keeps adding as it optimises hot functions',
          },
          {
            section: s,
            name: 'round 20 ÷ round 10, whole heap',
            value: last / middle,
            unit: '×',
            note: 'the loop’s second half: a leak grows the heap in it as in the first; V8’s compiling mostly has settled by then',
          },
          {
            section: s,
            name: 'round 20 ÷ round 1, objects (heap snapshot without compiled code)',
            value: lastObjects / firstObjects,
            unit: '×',
            budget: { max: 1.2 },
            note: [
              `objects ${(firstObjects / MB).toFixed(1)} → ${(lastObjects / MB).toFixed(1)} MB`,
              result.unsettled.length
                ? `pages that did not settle within 15 s (skipped in some rounds): ${result.unsettled.join(', ')}`
                : '',
            ]
              .filter(Boolean)
              .join('; '),
          },
        );
      });
    }
  } finally {
    await browser?.close();
    await floorServer?.close();
    await server?.stop();
  }
}

/** The anonymity rule: decision time, one-off verification, refusals of a realistic mix. */
async function privacySection(): Promise<void> {
  await section('privacy', async () => {
    const s = 'anonymity (members)';
    const bench = await privacyBench();
    raw.privacy = bench;
    const rate = (d: (typeof bench.datasets)[number]) => (100 * d.refused) / Math.max(1, d.asked);
    const worst = bench.datasets.reduce((a, b) => (rate(b) > rate(a) ? b : a));
    const slowest = bench.datasets.reduce((a, b) => (b.verifyMs > a.verifyMs ? b : a));
    figures.push(
      {
        section: s,
        name: 'admission added to a filter (p95)',
        value: bench.admitP95Ms,
        unit: 'ms',
        budget: { max: 10 },
        note: `median ${bench.admitMedianMs} ms, version query included, spaces verified; the decision alone: p95 ${bench.decisionP95Ms} ms over the realistic mix on every demo dataset`,
      },
      {
        section: s,
        name: `refused, realistic mix, worst demo dataset (${worst.label}), %`,
        value: Math.round(rate(worst) * 10) / 10,
        unit: '',
        budget: { max: 5 },
        note: bench.datasets.map((d) => `${d.label} ${rate(d).toFixed(1)}%`).join('; '),
      },
      {
        section: s,
        name: `one-off verification, slowest demo dataset (${slowest.label})`,
        value: slowest.verifyMs,
        unit: 'ms',
      },
      {
        section: s,
        name: 'one-off verification, 1,000,000 respondents × 6 filterables, 3 configurations',
        value: bench.million.verifyMs,
        unit: 'ms',
        note: `${bench.million.cells} cells, built in ${bench.million.cellsMs} ms; ${bench.million.tables} tables; peak heap +${bench.million.peakHeapMB} MB`,
      },
      {
        section: s,
        name: 'longest step of that verification (the server is held at most this long)',
        value: bench.million.longestStepMs,
        unit: 'ms',
      },
    );
  });
}

async function engineSection(template: string, tmp: string): Promise<void> {
  await section('engine', async () => {
    const s = 'engine and server';
    const { filters: filter, compare, trend } = await engineFilter();
    raw.engineFilter = filter;
    raw.engineCompare = compare;
    raw.engineTrend = trend;
    figures.push({
      section: s,
      name: `trend of ${trend.trend.waves} waves × ${trend.trend.respondentsPerWave.toLocaleString('en-US')} ÷ one filter request per wave (median)`,
      value: trend.trend.medianMs / trend.filtersMedianMs,
      unit: '×',
      budget: { max: 1.2 },
      note: `trend ${trend.trend.medianMs} ms, ${trend.trend.waves} filter requests ${trend.filtersMedianMs} ms, ${trend.trend.attitudes} attitudes, one filter on every wave`,
    });
    figures.push({
      section: s,
      name: `compare two groups of ${compare.compare.groupSizes.map((n) => n.toLocaleString('en-US')).join(' and ')} ÷ one filter request (median)`,
      value: compare.compare.medianMs / compare.filterMedianMs,
      unit: '×',
      budget: { max: 2 },
      note: `compare ${compare.compare.medianMs} ms, filter ${compare.filterMedianMs} ms, ${compare.compare.respondents.toLocaleString('en-US')} respondents × 20 attitudes`,
    });
    for (const bench of filter) {
      const worst = bench.scenarios.reduce((a, b) => (b.medianMs > a.medianMs ? b : a));
      figures.push({
        section: s,
        name: `filter ${bench.respondents.toLocaleString('en-US')} × ${bench.attitudes} attitudes (slowest case, median)`,
        value: worst.medianMs,
        unit: 'ms',
        // The budgets are for 20 attitudes; the work grows with the attitude columns.
        budget: { max: ((bench.respondents >= 1_000_000 ? 500 : 25) * bench.attitudes) / 20 },
        note: bench.scenarios.map((x) => `${x.name} ${x.medianMs} ms (max ${x.maxMs})`).join('; '),
      });
    }

    const dbPath = join(tmp, 'server.sqlite');
    copyDatabase(template, dbPath);
    log('  writing a 1,000,000-respondent dataset…');
    const million = withDatabase(dbPath, (db) =>
      insertReport(db, 'respondents-1m', 'Bench: 1,000,000 respondents', 20, 1_000_000),
    );
    const server = await startServer({ port: PORT, db: dbPath, staticDir: join(tmp, 'none') });
    try {
      const { token } = await login(server.url, ADMIN);
      const startRssMb = procStatusKb(server.pid, 'VmRSS') / 1024;
      const endpoints: [string, string][] = [
        ['invitations list (administrator)', '/api/v1/organization-invitations/'],
        ['portfolios list', '/api/v1/portfolios/'],
      ];
      const loadResults: Record<string, unknown> = {};
      for (const [name, path] of endpoints) {
        await load(server.url + path, token, 2); // warm-up
        const result = await load(server.url + path, token, 10);
        loadResults[name] = result;
        figures.push(
          {
            section: s,
            name: `${name}: requests/s (10 s, 10 connections)`,
            value: result.requestsPerSecond,
            unit: 'req/s',
            budget: { min: 1500 },
          },
          {
            section: s,
            name: `${name}: p99 latency`,
            value: result.p99,
            unit: 'ms',
            budget: { max: 100 },
          },
          {
            section: s,
            name: `${name}: errors and non-2xx`,
            value: result.errors + result.non2xx,
            unit: '',
            budget: { max: 0 },
          },
        );
      }
      raw.load = loadResults;

      const csvRuns = [];
      for (let i = 0; i < 3; i++) {
        const csv = await downloadCsv(server, token, million.id);
        if (csv.status !== 200) throw new Error(`CSV download answered ${csv.status}`);
        csvRuns.push(csv);
        log(`  CSV ${i === 0 ? 'cold' : 'warm'}: ${JSON.stringify(roundAll(csv))}`);
      }
      raw.csv = { startRssMb, runs: csvRuns };
      const [cold, ...warm] = csvRuns;
      const rate = (r: { bytes: number; seconds: number }) => r.bytes / MB / r.seconds;
      figures.push(
        fromRuns(s, 'CSV 1,000,000 rows: throughput', warm.map(rate), 'MB/s', { min: 50 }),
        {
          section: s,
          name: 'CSV 1,000,000 rows: first download (loads the dataset)',
          value: rate(cold!),
          unit: 'MB/s',
          note: `${(cold!.bytes / MB).toFixed(1)} MB in ${cold!.seconds.toFixed(1)} s`,
        },
        {
          section: s,
          name: 'CSV 1,000,000 rows: server peak RSS',
          value: Math.max(...csvRuns.map((r) => r.peakRssMb)),
          unit: 'MB',
          budget: { max: 200 },
          runs: csvRuns.map((r) => r.peakRssMb),
          note:
            `server RSS after start ${startRssMb.toFixed(0)} MB, before the first download ` +
            `${cold!.rssBeforeMb.toFixed(0)} MB; ` +
            (csvRuns.every((r) => r.peakReset)
              ? 'VmHWM reset before each download (clear_refs), so each run is that download’s own peak (the first one loads the dataset).'
              : 'VmHWM could not be reset: this is the server’s lifetime peak.'),
        },
      );
    } finally {
      await server.stop();
    }
  });
}

async function writesSection(template: string, tmp: string, runs: number): Promise<void> {
  await section('writes', async () => {
    const s = 'writes and the activity log';
    const dbPath = join(tmp, 'writes.sqlite');
    copyDatabase(template, dbPath);
    const server = await startServer({ port: PORT, db: dbPath, staticDir: join(tmp, 'none') });
    try {
      const { token } = await login(server.url, ADMIN);
      const results: Record<string, unknown> = {};
      for (const write of recordedWrites()) {
        const loads = await loadWrite(server.url, token, write, runs);
        results[write.name] = loads;
        log(
          `  ${write.name}: ${loads.map((l) => Math.round(l.requestsPerSecond)).join(', ')} req/s`,
        );
        figures.push(
          fromRuns(
            s,
            `${write.name}, recorded: requests/s (10 s, 10 connections)`,
            loads.map((l) => l.requestsPerSecond),
            'req/s',
            undefined,
            'each request is one write transaction with synchronous=FULL; compare runs of the same machine',
          ),
          fromRuns(
            s,
            `${write.name}, recorded: p99 latency`,
            loads.map((l) => l.p99),
            'ms',
          ),
          {
            section: s,
            name: `${write.name}, recorded: errors and non-2xx`,
            value: loads.reduce((n, l) => n + l.errors + l.non2xx, 0),
            unit: '',
            budget: { max: 0 },
          },
        );
      }
      raw.writes = results;
    } finally {
      await server.stop();
    }

    // The activity list over a large log: 100,000 entries of Acme's people over a year, on a
    // fresh copy (the writes above added entries of their own).
    const entries = 100_000;
    const listDb = join(tmp, 'activity.sqlite');
    copyDatabase(template, listDb);
    log(`  writing ${entries.toLocaleString('en-US')} activity entries…`);
    withDatabase(listDb, (db) => insertActivity(db, entries));
    const listServer = await startServer({ port: PORT, db: listDb, staticDir: join(tmp, 'none') });
    try {
      const { token, me } = await login(listServer.url, ADMIN);
      const actor = (me as { user: { id: string } }).user.id;
      const scenarios = [];
      for (const scenario of activityScenarios(actor)) {
        const { times, count } = await timeActivityPage(listServer.url, token, scenario, 15);
        scenarios.push({ ...scenario, times, count, medianMs: median(times) });
      }
      raw.activityList = scenarios;
      const worst = scenarios.reduce((a, b) => (b.medianMs > a.medianMs ? b : a));
      figures.push({
        section: s,
        name: `activity list, ${entries.toLocaleString('en-US')} entries: one page (slowest case, median)`,
        value: worst.medianMs,
        unit: 'ms',
        budget: { max: 50 },
        runs: worst.times,
        note: scenarios
          .map(
            (x) =>
              `${x.name} ${x.medianMs.toFixed(1)} ms (max ${Math.max(...x.times).toFixed(1)}, ${x.count} entries)`,
          )
          .join('; '),
      });
    } finally {
      await listServer.stop();
    }
  });
}

const roundAll = <T extends object>(o: T): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(o).map(([k, v]) => [k, typeof v === 'number' ? Math.round(v * 10) / 10 : v]),
  );

async function main(): Promise<void> {
  const { sections, runs, keep } = parseArgs(process.argv.slice(2));
  const started = Date.now();
  const tmp = mkdtempSync(join(os.tmpdir(), 'pulse-bench-'));
  log(`sections: ${[...sections].join(', ')}; work files in ${tmp}`);
  const needsApp = ['bundle', 'pages', 'scale', 'memory'].some((s) => sections.has(s as Section));
  const needsBrowser = ['pages', 'scale', 'memory'].some((s) => sections.has(s as Section));

  try {
    let app: BuildOutput | undefined;
    let floor: BuildOutput | undefined;
    if (needsApp) {
      await section('build', async () => {
        if (sections.has('bundle')) {
          const builds = await buildAll(tmp);
          ({ app, floor } = builds);
          await section('bundle', async () => bundleFigures(builds));
        } else {
          app = await buildApp(tmp);
          if (sections.has('pages')) floor = await buildFloor(tmp);
        }
      });
    }

    const template = join(tmp, 'demo.sqlite');
    if (needsBrowser || sections.has('engine') || sections.has('writes')) {
      await section('seed', async () => seedDemo(template));
    }
    if (sections.has('privacy')) await privacySection();
    if (sections.has('engine')) await engineSection(template, tmp);
    if (sections.has('writes')) await writesSection(template, tmp, runs);
    if (needsBrowser && app) {
      const dbPath = join(tmp, 'browser.sqlite');
      copyDatabase(template, dbPath);
      await browserSections(sections, runs, app, floor, dbPath);
    }
  } finally {
    if (!keep) rmSync(tmp, { recursive: true, force: true });
  }

  const judged = figures.map(judge);
  const cpus = os.cpus();
  const results = {
    date: new Date().toISOString(),
    machine: {
      cpus: cpus.map((c) => ({ model: c.model, speedMHz: c.speed })),
      cores: cpus.length,
      node: process.version,
      platform: `${os.platform()} ${os.release()} ${os.arch()}`,
      memoryMB: Math.round(os.totalmem() / MB),
    },
    sections: [...sections],
    runs,
    seconds: Math.round((Date.now() - started) / 1000),
    loadAverage: loads,
    figures: judged,
    raw,
  };
  mkdirSync('bench', { recursive: true });
  writeFileSync('bench/results.json', JSON.stringify(results, null, 2) + '\n');

  const missed = judged.filter((f) => f.verdict === 'MISSED');
  const load = Object.values(loads).flatMap((l) => [l.before[0]!, l.after[0]!]);
  console.log(renderTable(judged));
  console.log(
    `\n${judged.length} figures, ${missed.length} budget(s) missed; ${results.seconds} s; ` +
      `${cpus.length} × ${cpus[0]?.model ?? 'cpu'}, node ${process.version}; ` +
      `1-min load average ${Math.min(...load).toFixed(1)}–${Math.max(...load).toFixed(1)} ` +
      `(median ${median(load).toFixed(1)}). Written to bench/results.json.`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
