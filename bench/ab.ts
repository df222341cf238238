/**
 * `node --import tsx bench/ab.ts [--runs=8] <dist>,<dist>,…`
 *
 * Times builds of the app against each other and against the floor app, with the machine's drift
 * taken out: each run opens the floor, then, for every build in turn (one reference server per
 * build, one database), the report and invitations deep links, the signed-in frame alone, and a
 * report opened from the reports list. It prints each build's medians, their ratios to the floor
 * of the same run, and the CPU time that each kind of process spent per load (process-cpu.ts).
 *
 * The frame alone is a deep link to an address no route has: the signed-in shell around its "page
 * not found", with no page code, data or preloads of its own. Between the floor and the frame lie
 * the entry, the shell, the catalogs and the session; between the frame and a deep link, the page.
 *
 * Each run also takes the floor apart, in the same units: its markers as a static page with no
 * script (what a fresh context and a navigation cost), and the floor's script drawing them as a
 * bare heading and input (`?plain`: the stack's start-up without MUI's form). The floor minus its
 * plain page is what one small form of MUI costs to draw.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { launchBrowser } from '../scripts/lib/browser';
import { login, startServer, type Session } from '../scripts/lib/reference-server';
import { newContext, waitMark, type Marks } from './browser';
import { buildFloor } from './bundle';
import { deepLinkDatabase } from './fixtures';
import { MARKERS, openFromReportsList } from './pages';
import { cpuBetween, readCpu, type CpuByKind } from './process-cpu';
import { serveStatic } from './server';
import { median } from './stats';

const DEEP_LINKS = ['report', 'invitations', 'frame'] as const;
type DeepLink = (typeof DEEP_LINKS)[number];

/** The floor's markers with no script at all, served beside the floor's build. */
const STATIC_FLOOR = `<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>Floor</title></head>
<body><main><h1 data-ready="yes">Sign in</h1><input type="password" aria-label="Password"></main></body></html>`;
const FLOOR_PARTS = { static: '/static.html', plain: '/?plain' } as const;
type FloorPart = keyof typeof FLOOR_PARTS;

interface Load {
  ms: number;
  cpu: CpuByKind;
}

/** Each build's loads by deep link, and its reports opened from the list (ms after the click). */
interface BuildTimes {
  loads: Record<DeepLink, Load[]>;
  fromList: number[];
}

const arg = (name: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);

/** Median CPU time per kind over the loads, the kinds in order of time spent. */
function cpuLine(loads: Load[]): string {
  const kinds = new Set(loads.flatMap((load) => [...load.cpu.keys()]));
  const medians = [...kinds].map((kind): [string, number] => [
    kind,
    median(loads.map((l) => l.cpu.get(kind) ?? 0)),
  ]);
  const total = median(loads.map((l) => [...l.cpu.values()].reduce((a, b) => a + b, 0)));
  const parts = medians
    .filter(([, ms]) => ms >= 20)
    .sort((a, b) => b[1] - a[1])
    .map(([kind, ms]) => `${kind} ${ms.toFixed(0)}`);
  return `CPU ${total.toFixed(0)} ms (${parts.join(', ')})`;
}

async function compare(dirs: string[], runs: number, tmp: string): Promise<void> {
  const { dbPath, report } = deepLinkDatabase(tmp);
  const port = Number(process.env.BENCH_PORT ?? 4185);
  const servers = [];
  for (const [i, dir] of dirs.entries())
    servers.push(await startServer({ port: port + i, db: dbPath, staticDir: dir }));
  const serverPids = new Set(servers.map((s) => s.pid));
  const floorDir = (await buildFloor(tmp)).outDir;
  writeFileSync(join(floorDir, 'static.html'), STATIC_FLOOR);
  const floor = await serveStatic(floorDir);
  const browser = await launchBrowser();
  const targets: Record<DeepLink, { path: string; marks: Marks }> = {
    report: { path: `/reports/${report.id}`, marks: { done: MARKERS.report(60) } },
    invitations: { path: '/invitations', marks: { done: MARKERS.invitations } },
    frame: { path: '/no-such-page', marks: { done: MARKERS.frame } },
  };
  const open = async (url: string, marks: Marks, session?: Session): Promise<Load> => {
    const context = await newContext(browser, { session, marks });
    try {
      const page = await context.newPage();
      const before = readCpu(serverPids);
      await page.goto(url, { waitUntil: 'commit' });
      const ms = await waitMark(page, 'done');
      return { ms, cpu: cpuBetween(before, readCpu(serverPids)) };
    } finally {
      await context.close();
    }
  };
  const floors: Load[] = [];
  const floorParts: Record<FloorPart, Load[]> = { static: [], plain: [] };
  const builds: BuildTimes[] = dirs.map(() => ({
    loads: { report: [], invitations: [], frame: [] },
    fromList: [],
  }));
  try {
    const session = await login(servers[0]!.url, 'admin@demo.test');
    for (let run = 0; run <= runs; run++) {
      const f = await open(floor.url, { done: MARKERS.floor });
      const parts = {} as Record<FloorPart, Load>;
      for (const [part, path] of Object.entries(FLOOR_PARTS) as [FloorPart, string][])
        parts[part] = await open(floor.url + path, { done: MARKERS.floor });
      const line = [
        `floor ${f.ms.toFixed(0)} (static ${parts.static.ms.toFixed(0)}, plain ${parts.plain.ms.toFixed(0)})`,
      ];
      for (const [i, server] of servers.entries()) {
        const times = builds[i]!;
        const listed = await openFromReportsList(
          browser,
          server.url,
          session,
          report,
          MARKERS.report(60),
        );
        let fromList: number;
        try {
          fromList = (await waitMark(listed.page, 'opened')) - listed.clicked;
        } finally {
          await listed.context.close();
        }
        const loads = {} as Record<DeepLink, Load>;
        for (const link of DEEP_LINKS)
          loads[link] = await open(server.url + targets[link].path, targets[link].marks, session);
        line.push(
          `${i + 1}: ${DEEP_LINKS.map((l) => `${l} ${loads[l].ms.toFixed(0)}`).join(', ')}, from the list ${fromList.toFixed(0)}`,
        );
        // The first run warms the server (its first request for a dataset loads it from SQLite).
        if (run === 0) continue;
        for (const link of DEEP_LINKS) times.loads[link].push(loads[link]);
        times.fromList.push(fromList);
      }
      if (run > 0) {
        floors.push(f);
        for (const part of Object.keys(FLOOR_PARTS) as FloorPart[])
          floorParts[part].push(parts[part]);
      }
      console.log(`run ${run}: ${line.join('; ')}`);
    }
    const ratio = (loads: Load[]) => median(loads.map((l, i) => l.ms / floors[i]!.ms)).toFixed(2);
    console.log(`\nfloor ${median(floors.map((f) => f.ms)).toFixed(0)} ms; ${cpuLine(floors)}`);
    for (const part of Object.keys(FLOOR_PARTS) as FloorPart[]) {
      const loads = floorParts[part];
      const ms = median(loads.map((l) => l.ms)).toFixed(0);
      console.log(`   ${part} ${ms} ms (${ratio(loads)} × floor); ${cpuLine(loads)}`);
    }
    dirs.forEach((dir, i) => {
      const { loads, fromList } = builds[i]!;
      console.log(`${i + 1}: ${dir}; report from the list ${median(fromList).toFixed(0)} ms`);
      for (const link of DEEP_LINKS) {
        const ms = median(loads[link].map((l) => l.ms)).toFixed(0);
        console.log(`   ${link} ${ms} ms (${ratio(loads[link])} × floor); ${cpuLine(loads[link])}`);
      }
    });
  } finally {
    await browser.close();
    for (const server of servers) await server.stop();
    await floor.close();
  }
}

const dirs = process.argv.slice(2).find((a) => !a.startsWith('--'));
if (!dirs) {
  console.error('usage: node --import tsx bench/ab.ts [--runs=8] <dist>,<dist>,…');
  process.exit(2);
}
const tmp = mkdtempSync(join(os.tmpdir(), 'pulse-ab-'));
compare(dirs.split(','), Number(arg('runs') ?? 8), tmp)
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => rmSync(tmp, { recursive: true, force: true }));
