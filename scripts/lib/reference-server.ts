/**
 * The reference server as a child process, built from the current sources and started exactly as
 * `npm run serve` starts it, on a database of its own with the demo data; and signing in to it.
 * For the tools that drive the app in a browser (the styles generator, the bench).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { build } from 'vite';
import { SERVER_ENTRY, SERVER_NODE_FLAGS } from '../../vite.server.config.ts';

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
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_ENTRY], {
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
