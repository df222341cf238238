import type { ServerType } from '@hono/node-server';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp, type AppOptions } from '../app';
import { openDatabase, type Db } from '../db/index';
import { Engine } from '../engine/index';
import { serveApp } from '../lib/http-server';
import { DEMO_PASSWORD, seedDemoData } from '../seed/index';
import { expectMatchesContract, type Seen } from './contract';

export interface CallOptions {
  token?: string;
  /** Values for `{name}` placeholders of the path template (not encoded: tests send bad ones). */
  params?: Record<string, string>;
  query?: Record<string, string | number | boolean | (string | number)[]>;
  /** Sent as JSON unless it is a string or bytes (sent as is, labelled JSON unless headers say). */
  body?: unknown;
  headers?: Record<string, string>;
}

export interface TestServer {
  baseUrl: string;
  db: Db;
  engine: Engine;
  /** The server's clock; tests move it to expire tokens, invitations and throttles. */
  clock: { now: Date; advance(ms: number): void };
  /**
   * A request to a documented operation; the response is checked against the contract (against
   * the published interface alone when the server runs with `apiMode: 'published'`).
   */
  call(method: string, template: string, o?: CallOptions): Promise<Seen>;
  /** The bearer token of a seeded account (signed in once per server, then reused). */
  login(email: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * A real server over real HTTP on an ephemeral port, backed by a fresh SQLite file holding the
 * small demo seed.
 */
export async function startServer(
  options: Partial<Omit<AppOptions, 'db' | 'engine' | 'now'>> & {
    /** Wraps the real engine, e.g. to make it fail. */
    wrapEngine?: (engine: Engine) => AppOptions['engine'];
  } = {},
): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'pulse-server-test-'));
  const db = openDatabase(join(dir, 'pulse.sqlite'));
  const clock = {
    now: new Date(),
    advance(ms: number) {
      this.now = new Date(this.now.getTime() + ms);
    },
  };
  seedDemoData(db, { scale: 'small', now: clock.now });
  const engine = new Engine(db);
  const { wrapEngine, ...appOptions } = options;
  const app = createApp({
    db,
    engine: wrapEngine ? wrapEngine(engine) : engine,
    now: () => clock.now,
    log: false,
    ...appOptions,
  });

  const server: ServerType = await new Promise((resolve) => {
    const s = serveApp(app.fetch, { port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const tokens = new Map<string, string>();

  // A published-mode server is held to the published interface: no extension, nowhere.
  const published = options.apiMode === 'published';
  const call = async (method: string, template: string, o: CallOptions = {}): Promise<Seen> => {
    const res = await send(baseUrl, method, template, o);
    expectMatchesContract(method, template, res, { published });
    return res;
  };

  return {
    baseUrl,
    db,
    engine,
    clock,
    call,
    async login(email) {
      let token = tokens.get(email);
      if (!token) {
        const res = await call('POST', '/auth/login/', {
          body: { email, password: DEMO_PASSWORD },
        });
        if (res.status !== 200) throw new Error(`login ${email}: ${JSON.stringify(res.body)}`);
        token = (res.body as { token: string }).token;
        tokens.set(email, token);
      }
      return token;
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Sends a request without the contract check (static files, deliberately odd requests). */
export async function send(
  baseUrl: string,
  method: string,
  template: string,
  o: CallOptions = {},
): Promise<Seen> {
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = o.params?.[name];
    if (value === undefined) throw new Error(`No value for {${name}} in ${template}`);
    return value;
  });
  const url = new URL(path, baseUrl);
  for (const [key, value] of Object.entries(o.query ?? {})) {
    for (const v of Array.isArray(value) ? value : [value]) url.searchParams.append(key, String(v));
  }
  const headers: Record<string, string> = {};
  if (o.token) headers.Authorization = `Bearer ${o.token}`;
  let body: string | Blob | undefined;
  if (o.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body =
      typeof o.body === 'string'
        ? o.body
        : o.body instanceof Uint8Array
          ? new Blob([new Uint8Array(o.body)])
          : JSON.stringify(o.body);
  }
  const res = await fetch(url, { method, headers: { ...headers, ...o.headers }, body });
  const text = await res.text();
  const isJson = (res.headers.get('content-type') ?? '').includes('application/json');
  return {
    status: res.status,
    headers: res.headers,
    body: text === '' ? undefined : isJson ? (JSON.parse(text) as unknown) : text,
  };
}

export const ACCOUNTS = {
  admin: 'admin@demo.test',
  analyst: 'analyst@demo.test',
  viewer: 'viewer@demo.test',
  globexAdmin: 'admin@globex.test',
} as const;
