/**
 * Engine and server: the result computation over 100,000 and 1,000,000 respondents
 * (server/engine/bench.ts, in its own process), CSV streaming of a million rows through the HTTP
 * endpoint while the server's memory is watched, and two list endpoints under load (autocannon).
 */
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import type { RunningServer } from '../scripts/lib/reference-server';
import type {
  CompareReport,
  BenchReport as EngineBench,
  TrendReport,
} from '../server/engine/bench';
import { procStatusKb, resetPeakRss } from './server';

function run(
  args: string[],
  timeoutMs: number,
): Promise<{ stdout: string; stderr: string; code: number | null }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: process.cwd(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('error', reject);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ stdout, stderr, code });
    });
  });
}

/**
 * benchFilter(100k, 20), benchFilter(1M, 20), benchCompare(200k, 20) and benchTrend(8 × 100k, 20),
 * as the engine's own bench script runs them.
 */
export async function engineFilter(): Promise<{
  filters: EngineBench[];
  compare: CompareReport;
  trend: TrendReport;
}> {
  const { stdout, stderr, code } = await run(
    ['--import', 'tsx', 'server/engine/bench.ts'],
    240_000,
  );
  if (code !== 0) throw new Error(`server/engine/bench.ts failed (${code}): ${stderr}`);
  const reports = stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as EngineBench | CompareReport | TrendReport);
  const compare = reports.find((r): r is CompareReport => 'compare' in r);
  if (!compare) throw new Error('server/engine/bench.ts printed no comparison');
  const trend = reports.find((r): r is TrendReport => 'trend' in r);
  if (!trend) throw new Error('server/engine/bench.ts printed no trend');
  return { filters: reports.filter((r): r is EngineBench => 'scenarios' in r), compare, trend };
}

export interface CsvRun {
  bytes: number;
  seconds: number;
  /** Peak RSS of the server process during the download (VmHWM after a reset), MB. */
  peakRssMb: number;
  /** Whether the peak could be reset first (otherwise it is the process's lifetime peak). */
  peakReset: boolean;
  /** RSS of the server just before the request, MB. */
  rssBeforeMb: number;
  status: number;
}

/** Downloads the report's CSV through the endpoint, counting bytes as fast as they come. */
export async function downloadCsv(
  server: RunningServer,
  token: string,
  reportId: string,
): Promise<CsvRun> {
  const peakReset = resetPeakRss(server.pid);
  const beforeKb = procStatusKb(server.pid, 'VmRSS');
  let sampledKb = beforeKb;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      sampledKb = Math.max(sampledKb, procStatusKb(server.pid, 'VmRSS'));
      await sleep(50);
    }
  })();
  const started = performance.now();
  const response = await fetch(`${server.url}/api/v1/reports/${reportId}/download_dataset/`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  let bytes = 0;
  if (response.body) {
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
    }
  }
  const seconds = (performance.now() - started) / 1000;
  sampling = false;
  await sampler;
  const peakKb = Math.max(sampledKb, procStatusKb(server.pid, 'VmHWM'));
  return {
    bytes,
    seconds,
    peakRssMb: peakKb / 1024,
    peakReset,
    rssBeforeMb: beforeKb / 1024,
    status: response.status,
  };
}

export interface LoadResult {
  requestsPerSecond: number;
  p99: number;
  errors: number;
  non2xx: number;
  total: number;
}

/**
 * autocannon for `seconds` with 10 connections, in its own process (its own CPU share); a GET
 * unless `request` names another method and a JSON body, sent alike by every request.
 */
export async function load(
  url: string,
  token: string,
  seconds = 10,
  request?: { method: string; body: unknown },
): Promise<LoadResult> {
  const write = request
    ? [
        '-m',
        request.method,
        '-H',
        'Content-Type=application/json',
        '-b',
        JSON.stringify(request.body),
      ]
    : [];
  const { stdout, stderr, code } = await run(
    [
      'node_modules/autocannon/autocannon.js',
      '--json',
      '--no-progress',
      '-c',
      '10',
      '-d',
      String(seconds),
      '-H',
      `Authorization=Bearer ${token}`,
      ...write,
      url,
    ],
    (seconds + 60) * 1000,
  );
  if (code !== 0) throw new Error(`autocannon failed (${code}): ${stderr}`);
  const result = JSON.parse(stdout) as {
    requests: { average: number; total: number };
    latency: { p99: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  };
  return {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}
