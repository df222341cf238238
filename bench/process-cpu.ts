/**
 * CPU time by kind of process, read from Linux's /proc: Chromium's renderer (its main thread apart
 * from its other threads, which compile scripts in the background, collect garbage and
 * composite), its browser, GPU and utility processes, and the reference servers. On a machine with
 * two cores a page load keeps both busy, so its wall time follows the CPU time of all of these,
 * not the main thread's alone; this says where that time went. Off Linux it reads nothing.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

/** Milliseconds of CPU time by kind, e.g. "renderer: main thread". */
export type CpuByKind = Map<string, number>;

/** One reading: each thread's kind and its CPU time so far, by "pid/tid". */
export type CpuReading = Map<string, { kind: string; ms: number }>;

let ticksPerSecond: number | undefined;
const msPerTick = () => 1000 / (ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'])));

/** The process's kind from its command line, or undefined for one this bench did not start. */
export function processKind(
  commandLine: string,
  serverPids: ReadonlySet<number>,
  pid: number,
): string | undefined {
  if (serverPids.has(pid)) return 'reference server';
  if (!/chrom/i.test(commandLine)) return undefined;
  const type = /--type=(\S+)/.exec(commandLine)?.[1];
  if (!type) return 'browser';
  if (type === 'utility')
    return `utility (${/--utility-sub-type=\S*?(\w+)\.mojom/.exec(commandLine)?.[1] ?? '?'})`;
  return type;
}

/** utime + stime of a /proc stat line, in ms (fields 14 and 15; the name may hold spaces). */
function cpuOf(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * msPerTick();
}

/** Every thread of Chromium's processes and of the given servers, with its CPU time so far. */
export function readCpu(serverPids: ReadonlySet<number> = new Set()): CpuReading {
  const reading: CpuReading = new Map();
  if (!existsSync('/proc/self/stat')) return reading;
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    try {
      const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      const kind = processKind(commandLine, serverPids, pid);
      if (!kind) continue;
      for (const task of readdirSync(`/proc/${pid}/task`)) {
        const thread =
          kind === 'renderer' ? (Number(task) === pid ? ': main thread' : ': other threads') : '';
        reading.set(`${pid}/${task}`, {
          kind: kind + thread,
          ms: cpuOf(readFileSync(`/proc/${pid}/task/${task}/stat`, 'utf8')),
        });
      }
    } catch {
      // The process ended while being read.
    }
  }
  return reading;
}

/** CPU time spent by kind between two readings (threads born in between count from zero). */
export function cpuBetween(before: CpuReading, after: CpuReading): CpuByKind {
  const spent: CpuByKind = new Map();
  for (const [thread, { kind, ms }] of after) {
    const delta = ms - (before.get(thread)?.ms ?? 0);
    if (delta > 0) spent.set(kind, (spent.get(kind) ?? 0) + delta);
  }
  return spent;
}
