import type { Context, MiddlewareHandler } from 'hono';
import type { operations } from '../../src/api/schema.gen';
import { readJson } from '../lib/body';
import type { AppEnv } from '../lib/context';
import type { ApiMode } from '../lib/env';
import { notFound, validationFailed, type FieldErrors } from '../lib/errors';
import { lastValue } from '../lib/query';
import { bodyErrors, queryMessage, type ContractError } from './drf-errors';
import { OPERATIONS as PUBLISHED } from './validators.gen.published';
import { OPERATIONS as REFERENCE } from './validators.gen.reference';

/**
 * Requests checked against the contract (src/api/openapi.yaml) by the validators `npm run api:gen`
 * generates from it, one set per server mode, so a handler receives validated input. A handler
 * calls these where it reads its input, after its access checks, as DRF checks permissions before
 * the body. What the contract cannot say (cross-field rules, whether an id exists) stays in the
 * handler, named there as such.
 */

type OperationId = keyof operations;
type Validate = ((data: unknown) => boolean) & { errors?: ContractError[] | null };
type QueryKind = 'string' | 'uuid' | 'integer' | 'boolean' | 'array';
export interface Entry {
  method: string;
  path: string;
  params?: Validate;
  query?: Validate;
  queryKinds?: Record<string, QueryKind>;
  /** The parameters the contract marks `allowEmptyValue`: an empty value is as if absent. */
  emptyIsAbsent?: string[];
  body?: Validate;
  uuidPaths?: string[][];
}
export type Table = Partial<Record<OperationId, Entry>>;

type Op<Id extends OperationId> = operations[Id];
export type QueryOf<Id extends OperationId> = Op<Id>['parameters'] extends { query?: infer Q }
  ? Omit<NonNullable<Q>, 'page' | 'page_size'>
  : never;
export type BodyOf<Id extends OperationId> = Op<Id>['requestBody'] extends
  { content: { 'application/json': infer B } } | undefined
  ? B
  : never;

export const TABLES: Record<ApiMode, Table> = {
  reference: REFERENCE as Table,
  published: PUBLISHED as Table,
};

/** Puts the mode's validators on every request (server/app.ts installs it). */
export const contractValidation =
  (mode: ApiMode = 'reference'): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    c.set('contract', TABLES[mode]);
    await next();
  };

function entry(c: Context<AppEnv>, id: OperationId): Entry {
  const found = (c.get('contract') as Table | undefined)?.[id];
  // The published interface answers an extension operation 404 before any handler runs.
  if (!found) throw notFound();
  return found;
}

/** The path's `id`: a value the contract does not allow names nothing, so 404 (lowercased). */
export function pathId(c: Context<AppEnv>, id: OperationId): string {
  const value = c.req.param('id') ?? '';
  const validate = entry(c, id).params;
  if (validate && !validate({ id: value })) throw notFound();
  return value.toLowerCase();
}

/**
 * The operation's query parameters, read as Django's QueryDict gives them: the last of a repeated
 * parameter, an empty value as absent where the contract says `allowEmptyValue` (and every empty
 * value of a repeatable parameter), numbers and booleans from their text
 * as DRF's fields read them; uuids lowercased. Unknown parameters are ignored, as DRF does;
 * `page` and `page_size` are pagination's (server/lib/pagination.ts), read leniently there.
 */
export function readQuery<Id extends OperationId>(
  c: Context<AppEnv>,
  id: Id,
  only?: readonly (keyof QueryOf<Id> & string)[],
): QueryOf<Id> {
  return validQuery(entry(c, id), new URL(c.req.url).searchParams, only) as QueryOf<Id>;
}

/** readQuery's work, on an operation's entry of the generated table. */
export function validQuery(
  { query: validate, queryKinds: kinds = {}, emptyIsAbsent = [] }: Entry,
  params: URLSearchParams,
  only?: readonly string[],
): Record<string, unknown> {
  // A handler that must check access between two filters reads them in two steps.
  const queryKinds = only ? Object.fromEntries(only.map((n) => [n, kinds[n]!])) : kinds;
  const raw: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  for (const [name, kind] of Object.entries(queryKinds)) {
    if (kind === 'array') {
      const all = params.getAll(name).filter((v) => v !== '');
      if (all.length > 0) values[name] = all;
      continue;
    }
    const v = lastValue(params, name);
    if (v === null || (v === '' && emptyIsAbsent.includes(name))) continue;
    raw[name] = v;
    values[name] = typed(kind, v);
  }
  if (validate && !validate(values)) {
    const errors: FieldErrors = {};
    for (const error of validate.errors ?? []) {
      const name = error.instancePath.split('/')[1] ?? '';
      errors[name] ??= [queryMessage(error, raw[name] ?? '')];
    }
    throw validationFailed(errors);
  }
  return values;
}

function typed(kind: QueryKind, v: string): unknown {
  if (kind === 'uuid') return v.toLowerCase();
  if (kind === 'integer') return /^-?\d+$/.test(v) ? Number(v) : v;
  if (kind === 'boolean') {
    if (['true', 'True', '1'].includes(v)) return true;
    if (['false', 'False', '0'].includes(v)) return false;
  }
  return v;
}

/** The JSON body, checked against the operation's schema (absent: every field missing). */
export async function readBody<Id extends OperationId>(
  c: Context<AppEnv>,
  id: Id,
): Promise<BodyOf<Id>> {
  return checkBody(c, id, await readJson(c));
}

/** As readBody, for a handler that had to read the JSON earlier. */
export function checkBody<Id extends OperationId>(
  c: Context<AppEnv>,
  id: Id,
  json: unknown,
): BodyOf<Id> {
  return validBody(entry(c, id), json) as BodyOf<Id>;
}

/** checkBody's work, on an operation's entry of the generated table. */
export function validBody({ body: validate, uuidPaths = [] }: Entry, json: unknown): unknown {
  const data = json === undefined ? {} : json;
  if (validate && !validate(data)) throw validationFailed(bodyErrors(validate.errors ?? [], data));
  for (const steps of uuidPaths) lowercase(data, steps);
  return data;
}

/** Lowercases the uuid a path of steps leads to (`[]`: in every item), as the database keeps them. */
function lowercase(node: unknown, steps: string[]): void {
  if (node === null || typeof node !== 'object') return;
  const [step, ...rest] = steps;
  if (step === undefined) return;
  if (step === '[]') {
    if (!Array.isArray(node)) return;
    node.forEach((item: unknown, i) => {
      if (rest.length === 0) {
        if (typeof item === 'string') node[i] = item.toLowerCase();
      } else lowercase(item, rest);
    });
    return;
  }
  const record = node as Record<string, unknown>;
  const value = record[step];
  if (rest.length === 0) {
    if (typeof value === 'string') record[step] = value.toLowerCase();
  } else lowercase(value, rest);
}

/**
 * The problems of the rules the contract cannot say (whether an id exists, rules between fields),
 * collected as the readers collect theirs, into one 400 in the same DRF shape.
 */
export class RuleErrors {
  readonly errors: Record<string, string[]> = {};

  readonly fail = (field: string, message: string): void => {
    (this.errors[field] ??= []).push(message);
  };

  done(): void {
    if (Object.keys(this.errors).length > 0) throw validationFailed(this.errors);
  }
}
