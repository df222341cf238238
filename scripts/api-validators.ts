/**
 * The server's request validators, generated from the contract (`npm run api:gen` writes them,
 * `npm run api:check` holds them current): for each operation, ajv standalone code checking its
 * path parameters, query parameters and JSON body, once per server mode. The published mode's
 * validators leave out what the contract marks `x-extension: true` (operations, parameters and
 * properties), so there an extension field is ignored like any unknown one.
 */
import Ajv, { _ } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { readFileSync, writeFileSync } from 'node:fs';
import { parse } from 'yaml';

export const DOC = 'src/api/openapi.yaml';
export const MODES = ['reference', 'published'] as const;
export type Mode = (typeof MODES)[number];
export const generatedPath = (mode: Mode) => `server/contract/validators.gen.${mode}.ts`;

type Schema = Record<string, unknown>;
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  allowEmptyValue?: boolean;
  schema?: Schema;
  'x-extension'?: boolean;
  $ref?: string;
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  'x-extension'?: boolean;
}
interface Doc {
  paths: Record<string, Record<string, Operation | Parameter[]>>;
  components: Record<string, Record<string, Schema>>;
}

const METHODS = ['get', 'put', 'post', 'patch', 'delete'];
// Read leniently by server/lib/pagination.ts (docs/decisions.md, "Query parameters"): never a 400.
const PAGINATION = new Set(['page', 'page_size']);
// What ajv need not carry: documentation, and what only answers use.
const DROP = new Set(['description', 'example', 'readOnly', 'writeOnly', 'default', 'nullable']);

function deref(doc: Doc, node: Schema): Schema {
  let current = node;
  while (typeof current.$ref === 'string') {
    const [, section = '', name = ''] = /^#\/components\/(\w+)\/(.+)$/.exec(current.$ref) ?? [];
    const target = doc.components[section]?.[name];
    if (!target) throw new Error(`Unresolvable $ref ${current.$ref}`);
    current = target;
  }
  return current;
}

/**
 * An OpenAPI 3.0 schema as JSON Schema, extensions dropped when published. References to
 * components stay references (`components#/definitions/X`), so a shape used in several bodies
 * (a filter item) is compiled once; with `inline`, they are resolved instead.
 */
function toJsonSchema(doc: Doc, node: unknown, mode: Mode, inline = false): unknown {
  if (Array.isArray(node)) return node.map((n) => toJsonSchema(doc, n, mode, inline));
  if (!node || typeof node !== 'object') return node;
  const ref = (node as Schema).$ref;
  if (!inline && typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
    return { $ref: ref.replace('#/components/schemas/', 'components#/definitions/') };
  }
  const src = deref(doc, node as Schema);
  const out: Schema = {};
  for (const [key, value] of Object.entries(src)) {
    if (DROP.has(key) || key.startsWith('x-')) continue;
    if (key === 'properties') {
      out.properties = Object.fromEntries(
        Object.entries(value as Record<string, Schema>)
          .filter(([, p]) => !(mode === 'published' && isExtension(doc, p)))
          .filter(([, p]) => deref(doc, p).readOnly !== true && p.readOnly !== true)
          .map(([name, p]) => [name, toJsonSchema(doc, p, mode, inline)]),
      );
    } else out[key] = toJsonSchema(doc, value, mode, inline);
  }
  if (src.nullable !== true) return out;
  if (typeof out.type === 'string') {
    out.type = [out.type, 'null'];
    if (Array.isArray(out.enum)) out.enum = [...(out.enum as unknown[]), null];
    return out;
  }
  // A nullable reference (`allOf: [$ref]`): null, or what the reference allows.
  return { anyOf: [{ type: 'null' }, out] };
}

function isExtension(doc: Doc, schema: Schema): boolean {
  const s = deref(doc, schema);
  return (
    schema['x-extension'] === true ||
    s['x-extension'] === true ||
    ((s.allOf as Schema[] | undefined) ?? []).some((part) => isExtension(doc, part))
  );
}

/** Where a body holds uuids, as steps from the body (`[]`: every item), to be lowercased. */
function uuidPaths(node: unknown, at: string[] = [], out: string[][] = []): string[][] {
  if (!node || typeof node !== 'object') return out;
  const s = node as Schema;
  if (s.format === 'uuid') out.push(at);
  for (const part of [...((s.allOf as Schema[]) ?? []), ...((s.anyOf as Schema[]) ?? [])]) {
    uuidPaths(part, at, out);
  }
  for (const [name, p] of Object.entries((s.properties as Record<string, Schema>) ?? {})) {
    uuidPaths(p, [...at, name], out);
  }
  if (s.items) uuidPaths(s.items, [...at, '[]'], out);
  return out;
}

type QueryKind = 'string' | 'uuid' | 'integer' | 'boolean' | 'array';

function queryKind(schema: Schema): QueryKind {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'array') return 'array';
  if (type === 'integer' || type === 'boolean') return type;
  return schema.format === 'uuid' ? 'uuid' : 'string';
}

interface Entry {
  method: string;
  path: string;
  params?: Schema;
  query?: Schema;
  queryKinds?: Record<string, QueryKind>;
  emptyIsAbsent?: string[];
  body?: Schema;
  uuidPaths?: string[][];
}

function operations(doc: Doc, mode: Mode): Record<string, Entry> {
  const out: Record<string, Entry> = {};
  for (const [path, item] of Object.entries(doc.paths)) {
    const shared = (item.parameters as Parameter[] | undefined) ?? [];
    for (const method of METHODS) {
      const op = item[method] as Operation | undefined;
      if (!op || (mode === 'published' && op['x-extension'] === true)) continue;
      const parameters = [...shared, ...(op.parameters ?? [])]
        .map((p) => deref(doc, p as unknown as Schema) as unknown as Parameter)
        .filter((p) => !(mode === 'published' && p['x-extension'] === true));
      const entry: Entry = { method: method.toUpperCase(), path };
      const group = (where: string, skip = new Set<string>()) => {
        const list = parameters.filter((p) => p.in === where && !skip.has(p.name));
        if (list.length === 0) return undefined;
        const properties = Object.fromEntries(
          list.map((p) => [p.name, toJsonSchema(doc, p.schema ?? {}, mode) as Schema]),
        );
        const required = list.filter((p) => p.required).map((p) => p.name);
        return { type: 'object', properties, ...(required.length ? { required } : {}) };
      };
      const params = group('path');
      if (params) entry.params = params;
      const query = group('query', PAGINATION);
      if (query) {
        entry.query = query;
        entry.queryKinds = Object.fromEntries(
          parameters
            .filter((p) => p.in === 'query' && !PAGINATION.has(p.name))
            .map((p) => [
              p.name,
              queryKind(toJsonSchema(doc, p.schema ?? {}, mode, true) as Schema),
            ]),
        );
        const empty = parameters.filter((p) => p.in === 'query' && p.allowEmptyValue === true);
        if (empty.length > 0) entry.emptyIsAbsent = empty.map((p) => p.name);
      }
      const body = op.requestBody?.content?.['application/json']?.schema;
      if (body) {
        entry.body = toJsonSchema(doc, body, mode) as Schema;
        const paths = uuidPaths(toJsonSchema(doc, body, mode, true));
        if (paths.length > 0) entry.uuidPaths = paths;
      }
      out[op.operationId] = entry;
    }
  }
  return out;
}

/**
 * ajv as the validators are compiled: every error, each with its schema and value (which
 * server/contract/drf-errors.ts words as DRF does), and no English of ajv's own.
 */
export const AJV_OPTIONS = { allErrors: true, verbose: true, messages: false, strict: true };

/** The generated module of one mode, as committed (compact: it is read at every server start). */
export async function validatorSource(mode: Mode): Promise<string> {
  const doc = parse(readFileSync(DOC, 'utf8')) as Doc;
  const ops = operations(doc, mode);
  const ajv = new Ajv({
    ...AJV_OPTIONS,
    inlineRefs: false,
    code: { source: true, esm: true, lines: false, formats: _`formats` },
  });
  // Declared for the compiler only: the generated code calls the server's own (./formats.ts).
  for (const name of ['uuid', 'date-time', 'email']) ajv.addFormat(name, () => true);
  ajv.addSchema({
    $id: 'components',
    definitions: Object.fromEntries(
      Object.entries(doc.components.schemas ?? {}).map(([name, s]) => [
        name,
        toJsonSchema(doc, s, mode),
      ]),
    ),
  });
  const exports: Record<string, string> = {};
  const table: string[] = [];
  for (const [id, entry] of Object.entries(ops)) {
    const fields: string[] = [`method: '${entry.method}'`, `path: '${entry.path}'`];
    for (const part of ['params', 'query', 'body'] as const) {
      const schema = entry[part];
      if (!schema) continue;
      const name = `${id}_${part}`;
      ajv.addSchema(schema, name);
      exports[name] = name;
      fields.push(`${part}: ${name}`);
    }
    if (entry.queryKinds) fields.push(`queryKinds: ${JSON.stringify(entry.queryKinds)}`);
    if (entry.emptyIsAbsent) fields.push(`emptyIsAbsent: ${JSON.stringify(entry.emptyIsAbsent)}`);
    if (entry.uuidPaths) fields.push(`uuidPaths: ${JSON.stringify(entry.uuidPaths)}`);
    table.push(`  ${id}: { ${fields.join(', ')} },`);
  }
  const code = standaloneCode(ajv, exports);
  const source = [
    '// @ts-nocheck',
    `// Generated by \`npm run api:gen\` from ${DOC} (${mode} mode): do not edit.`,
    "import { createRequire } from 'node:module';",
    "import { formats } from './formats';",
    'const require = createRequire(import.meta.url);',
    code.replace(/^"use strict";/, ''),
    'export const OPERATIONS = {',
    ...table,
    '};',
    '',
  ].join('\n');
  return source;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const mode of MODES) {
    writeFileSync(generatedPath(mode), await validatorSource(mode));
    console.log(`✓ wrote ${generatedPath(mode)}`);
  }
}
