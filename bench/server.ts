/**
 * The processes the bench drives: the reference server as a child process (built from the current
 * sources and started exactly as `npm run serve` starts it), its memory read from /proc, and a tiny
 * static server for the floor.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createReadStream, existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { build } from 'vite';
import { SERVER_ENTRY } from '../vite.server.config.ts';

export interface RunningServer {
  url: string;
  pid: number;
  stop: () => Promise<void>;
  /** The server's output so far, for a start-up failure. */
  output: () => string;
}

let serverBuilt: Promise<unknown> | undefined;

/** Builds the server (`dist-server/`) once per process, so every start runs the current sources. */
function buildServer(): Promise<unknown> {
  serverBuilt ??= build({ configFile: 'vite.server.config.ts', logLevel: 'warn' });
  return serverBuilt;
}

export async function startServer(options: {
  port: number;
  db: string;
  staticDir: string;
}): Promise<RunningServer> {
  await buildServer();
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', SERVER_ENTRY], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      PULSE_DB: options.db,
      PULSE_LOG: '0',
      PULSE_DEMO: 'true',
      PULSE_STATIC_DIR: options.staticDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${options.port}`;

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timeout = sleep(8000).then(() => 'timeout' as const);
    if ((await Promise.race([exited, timeout])) === 'timeout') {
      child.kill('SIGKILL');
      await exited;
    }
  };

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited at start:\n${output}`);
    try {
      const response = await fetch(`${url}/config.json`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server did not answer within 60 s:\n${output}`);
    }
    await sleep(100);
  }
  return { url, pid: child.pid!, stop, output: () => output };
}

export interface Session {
  token: string;
  /** The login body without the token: what the app keeps in sessionStorage as its session. */
  me: unknown;
}

export async function login(url: string, email: string, password = 'demo1234'): Promise<Session> {
  const response = await fetch(`${url}/auth/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`Sign-in as ${email} failed: ${response.status}`);
  const { token, ...me } = (await response.json()) as { token: string };
  return { token, me };
}

/** A field of /proc/<pid>/status in kB (VmRSS, VmHWM, …). */
export function procStatusKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  return match ? Number(match[1]) : Number.NaN;
}

/**
 * Resets the process's peak RSS (VmHWM) to its current RSS (Linux: `echo 5 > clear_refs`), so a
 * later VmHWM is the peak of what happened since. Returns false where the kernel refuses.
 */
export function resetPeakRss(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/**
 * Serves a build directory with a history fallback to index.html, and a /config.json like the
 * reference server's, so the floor does the same start-up request as the app.
 */
export async function serveStatic(
  dir: string,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    if (path === '/config.json') {
      response.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      response.end(JSON.stringify({ apiBaseUrl: '', demo: true }));
      return;
    }
    const file = join(dir, normalize(path).replace(/^(\.\.[/\\])+/, ''));
    const target = existsSync(file) && statSync(file).isFile() ? file : join(dir, 'index.html');
    response.writeHead(200, {
      'Content-Type': TYPES[extname(target)] ?? 'application/octet-stream',
    });
    createReadStream(target).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
