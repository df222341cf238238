import type { Hono } from 'hono';
import type { Db } from '../db/index';
import type { EnginePort } from './engine-port';

export interface UserRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
}

/** What every route module receives from createApp. */
export interface Deps {
  db: Db;
  engine: EnginePort;
  now: () => Date;
  tokenTtlSeconds: number;
}

export interface AppEnv {
  /** `contract`: the mode's request validators (server/contract/validate-request.ts). */
  Variables: { user: UserRow; tokenHash: string; contract: unknown };
}

export type App = Hono<AppEnv>;
