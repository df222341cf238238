/**
 * `node --import tsx bench/trace.ts [--runs=3] [--page=report|invitations|floor] [--app=<dist>]
 *   [--save=<path prefix>]`
 *
 * A Chromium performance trace of one cold deep link, read into parts: the downloads (start → end),
 * the main thread's tasks over 8 ms with what filled them (script evaluation, compiling, style and
 * layout, garbage collection), and the sampled CPU profile grouped by where the code comes from
 * (React, MUI and emotion, recharts, the app; by chunk file and by the hottest functions). The
 * bench's marks say when the page's content was on screen. Without `--app` it builds the app.
 * To time builds against each other instead, see ab.ts.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { launchBrowser } from '../scripts/lib/browser';
import { login, startServer } from '../scripts/lib/reference-server';
import { buildApp, buildFloor } from './bundle';
import { newContext, waitMark } from './browser';
import { deepLinkDatabase } from './fixtures';
import { MARKERS } from './pages';
import { serveStatic } from './server';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: Record<string, unknown>;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
}

const arg = (name: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);

/** Where a sampled function's code comes from, by its source URL and the chunk's name. */
function origin(url: string, name: string): string {
  if (!url) return name === '(garbage collector)' ? 'GC' : name.startsWith('(') ? name : 'native';
  const file = url.split('/').pop() ?? url;
  if (/^react-/.test(file)) return 'react';
  if (/^mui-/.test(file)) return 'mui+emotion';
  if (/recharts|^charts|Chart/i.test(file)) return 'charts';
  return 'app';
}

function summariseProfile(profile: CpuProfile, from: number, to: number) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const byOrigin = new Map<string, number>();
  const byFile = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    const delta = profile.timeDeltas[i] ?? 0;
    t += delta;
    if (t < from || t > to) continue;
    const node = byId.get(profile.samples[i]!)!;
    const { url, functionName, lineNumber } = node.callFrame;
    const ms = delta / 1000;
    const o = origin(url, functionName);
    if (o === '(idle)' || o === '(program)') continue;
    byOrigin.set(o, (byOrigin.get(o) ?? 0) + ms);
    const file = url.split('/').pop() || functionName;
    byFile.set(file, (byFile.get(file) ?? 0) + ms);
    const fn = `${functionName || '(anonymous)'} ${file}:${lineNumber}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
  }
  const top = (m: Map<string, number>, n: number) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `${v.toFixed(1).padStart(7)} ms  ${k}`)
      .join('\n');
  return `self time by origin:\n${top(byOrigin, 10)}\nby file:\n${top(byFile, 15)}\nhottest functions (self):\n${top(byFunction, 25)}`;
}

/** The main thread's top-level tasks over 8 ms and the events that filled them, in ms from `zero`. */
function summariseTrace(events: TraceEvent[], zero: number, until: number): string {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const onMain = events.filter((e) => main && e.pid === main.pid && e.tid === main.tid);
  const ms = (ts: number) => ((ts - zero) / 1000).toFixed(0);
  const lines: string[] = [];
  const requests = new Map<string, { url: string; start: number; end?: number }>();
  for (const e of events) {
    const data = (e.args?.data ?? {}) as Record<string, unknown>;
    if (e.name === 'ResourceSendRequest')
      requests.set(String(data.requestId), { url: String(data.url), start: e.ts });
    if (e.name === 'ResourceFinish') {
      const r = requests.get(String(data.requestId));
      if (r) r.end = e.ts;
    }
  }
  lines.push('downloads (ms from navigation: asked → in):');
  for (const r of requests.values()) {
    // Chromium's own pages (its omnibox's, say) load in the trace too.
    if (!r.url.startsWith('http')) continue;
    const path = new URL(r.url).pathname + new URL(r.url).search;
    lines.push(
      `  ${ms(r.start).padStart(5)} → ${r.end ? ms(r.end).padStart(5) : '  ?  '}  ${path}`,
    );
  }
  const tasks = onMain.filter(
    (e) => e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask'),
  );
  // CPU time (thread time) rather than wall time: a busy machine stretches the second, not the first.
  const cpu = tasks
    .filter((e) => e.name === 'RunTask' && e.ts <= until)
    .reduce((sum, e) => sum + ((e as { tdur?: number }).tdur ?? 0), 0);
  lines.push(`main thread's CPU time to the mark: ${(cpu / 1000).toFixed(0)} ms`);
  lines.push('main-thread tasks over 8 ms (start, length, what filled them):');
  const kinds: Record<string, string> = {
    EvaluateScript: 'evaluate',
    'v8.evaluateModule': 'module',
    FunctionCall: 'call',
    'v8.compile': 'compile',
    'v8.compileModule': 'compile',
    'V8.CompileCode': 'lazy-compile',
    Layout: 'layout',
    UpdateLayoutTree: 'style',
    Paint: 'paint',
    MinorGC: 'gc',
    MajorGC: 'gc',
    'V8.GC_SCAVENGER': 'gc',
    ParseHTML: 'html',
    TimerFire: 'timer',
    FireAnimationFrame: 'raf',
    EventDispatch: 'event',
    'v8.parseOnBackground': 'parse',
  };
  for (const task of tasks) {
    if ((task.dur ?? 0) < 8000 || task.ts > until) continue;
    const inside = onMain.filter(
      (e) => e.ph === 'X' && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur!,
    );
    const sums = new Map<string, number>();
    for (const e of inside) {
      const kind = kinds[e.name];
      if (kind) sums.set(kind, (sums.get(kind) ?? 0) + (e.dur ?? 0) / 1000);
    }
    const detail = [...sums.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([k, v]) => `${k} ${v.toFixed(0)}`)
      .join(', ');
    const urls = inside
      .filter((e) => e.name === 'EvaluateScript' || e.name === 'v8.evaluateModule')
      .map((e) => {
        const d = (e.args?.data ?? {}) as { url?: string };
        return d.url?.split('/').pop();
      })
      .filter(Boolean);
    lines.push(
      `  ${ms(task.ts).padStart(5)} +${((task.dur ?? 0) / 1000).toFixed(0).padStart(4)}  ${detail}${urls.length ? `  [${urls.join(' ')}]` : ''}`,
    );
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const runs = Number(arg('runs') ?? 3);
  const which = arg('page') ?? 'report';
  const tmp = mkdtempSync(join(os.tmpdir(), 'pulse-trace-'));
  const port = Number(process.env.BENCH_PORT ?? 4185);
  try {
    const appDir = arg('app') ?? (await buildApp(tmp)).outDir;
    const { dbPath, report } = deepLinkDatabase(tmp);
    const server = await startServer({ port, db: dbPath, staticDir: appDir });
    const floor = which === 'floor' ? await serveStatic((await buildFloor(tmp)).outDir) : undefined;
    const browser = await launchBrowser();
    try {
      const session = await login(server.url, 'admin@demo.test');
      const target =
        which === 'floor'
          ? { url: floor!.url, marks: { done: MARKERS.floor } }
          : which === 'invitations'
            ? { url: `${server.url}/invitations`, marks: { done: MARKERS.invitations } }
            : { url: `${server.url}/reports/${report.id}`, marks: { done: MARKERS.report(60) } };
      // A warm-up visit: the server's first request for a dataset loads it from SQLite.
      for (let run = 0; run <= runs; run++) {
        const context = await newContext(browser, {
          session: which === 'floor' ? undefined : session,
          marks: target.marks,
        });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Profiler.start');
        await browser.startTracing(page, {
          categories: [
            'devtools.timeline',
            'disabled-by-default-devtools.timeline',
            'v8',
            'v8.execute',
            'blink.user_timing',
            'loading',
            'toplevel',
          ],
        });
        await page.goto(target.url, { waitUntil: 'commit' });
        const done = await waitMark(page, 'done');
        await page.waitForTimeout(300);
        const buffer = await browser.stopTracing();
        const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
        await context.close();
        if (run === 0) continue;
        const save = arg('save');
        if (save) {
          // Opens in DevTools' Performance panel (the trace) and its profiler (the profile).
          writeFileSync(`${save}-${run}.trace.json`, buffer);
          writeFileSync(`${save}-${run}.cpuprofile`, JSON.stringify(profile));
        }
        const events = (JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
        // The page's navigation start: the profile's and the trace's clocks agree with it.
        const navStart = events.find(
          (e) =>
            e.name === 'navigationStart' &&
            String((e.args?.data as { documentLoaderURL?: string })?.documentLoaderURL).startsWith(
              'http',
            ),
        )!.ts;
        const dcl = events.find((e) => e.name === 'MarkDOMContent');
        console.log(
          `\n=== run ${run}: ${which} drawn at ${done.toFixed(0)} ms; DOMContentLoaded ${dcl ? ((dcl.ts - navStart) / 1000).toFixed(0) : '?'} ms`,
        );
        console.log(summariseTrace(events, navStart, navStart + (done + 50) * 1000));
        console.log(summariseProfile(profile, navStart, navStart + done * 1000));
      }
    } finally {
      await browser.close();
      await server.stop();
      await floor?.close();
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
