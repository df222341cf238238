import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { expect } from 'vitest';

/** What a test saw: the status, headers and the body (parsed JSON, text, or undefined if empty). */
export interface Seen {
  status: number;
  headers: Headers;
  body: unknown;
}

type Schema = Record<string, unknown>;
interface Operation {
  requestBody?: unknown;
  responses: Record<string, Schema>;
}

const doc = parse(
  readFileSync(fileURLToPath(new URL('../../src/api/openapi.yaml', import.meta.url)), 'utf8'),
) as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; responses: Record<string, Schema> };
};

const DROP = new Set(['readOnly', 'writeOnly', 'example', 'nullable', 'discriminator', 'xml']);

/** OpenAPI 3.0 schema → JSON Schema (draft-07) for ajv. */
function toJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (!node || typeof node !== 'object') return node;
  const src = node as Schema;
  const out: Schema = {};
  for (const [key, value] of Object.entries(src)) {
    if (DROP.has(key) || key.startsWith('x-')) continue;
    if (key === '$ref' && typeof value === 'string') {
      out.$ref = value.replace('#/components/schemas/', 'openapi#/definitions/');
    } else if (key === 'properties') {
      out.properties = Object.fromEntries(
        Object.entries(value as Schema).map(([k, v]) => [k, toJsonSchema(v)]),
      );
    } else out[key] = toJsonSchema(value);
  }
  if (src.nullable !== true) return out;
  if (typeof out.type === 'string') {
    out.type = [out.type, 'null'];
    if (Array.isArray(out.enum)) out.enum = [...(out.enum as unknown[]), null];
    return out;
  }
  const constrained = ['$ref', 'allOf', 'anyOf', 'oneOf', 'enum'].some((k) => k in out);
  return constrained ? { anyOf: [out, { type: 'null' }] } : out;
}

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
ajv.addSchema({
  $id: 'openapi',
  definitions: Object.fromEntries(
    Object.entries(doc.components.schemas).map(([name, s]) => [name, toJsonSchema(s)]),
  ),
});
const validators = new Map<string, ValidateFunction>();

function deref(node: Schema): Schema {
  let current = node;
  while (typeof current.$ref === 'string') {
    const [, section, name] = /^#\/components\/(\w+)\/(.+)$/.exec(current.$ref) ?? [];
    const table = (doc.components as Record<string, Record<string, Schema>>)[section ?? ''];
    const target = table?.[name ?? ''];
    if (!target) throw new Error(`Unresolvable $ref ${current.$ref}`);
    current = target;
  }
  return current;
}

/**
 * Checks one response against the contract: its status is documented for this operation (405
 * belongs to no operation and is checked as ErrorDetail), the body validates, and no object in
 * it carries a key the document does not declare (or declares writeOnly).
 */
export function expectMatchesContract(method: string, pathTemplate: string, res: Seen): void {
  const where = `${method.toUpperCase()} ${pathTemplate} → ${res.status}`;
  let response: Schema;
  if (res.status === 405) {
    response = deref({ $ref: '#/components/responses/Unauthenticated' });
  } else {
    const op = doc.paths[pathTemplate]?.[method.toLowerCase()];
    if (!op) throw new Error(`${where}: the operation is not in openapi.yaml`);
    const documented = op.responses[String(res.status)];
    expect(
      documented,
      `${where}: status not documented; body ${JSON.stringify(res.body)}`,
    ).toBeDefined();
    response = deref(documented!);
  }

  const content = response.content as Record<string, { schema?: Schema }> | undefined;
  if (!content) {
    expect(res.body, `${where}: documented without a body`).toBeUndefined();
    return;
  }
  const contentType = res.headers.get('content-type') ?? '';
  const [mediaType, entry] =
    Object.entries(content).find(([type]) => contentType.startsWith(type)) ?? [];
  expect(mediaType, `${where}: content-type "${contentType}" not documented`).toBeDefined();
  if (!entry?.schema || mediaType !== 'application/json') return;

  const key = JSON.stringify(entry.schema);
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(toJsonSchema(entry.schema) as Schema);
    validators.set(key, validate);
  }
  const valid = validate(res.body);
  expect(
    valid ? [] : ajv.errorsText(validate.errors, { separator: '\n' }).split('\n'),
    `${where}: body ${JSON.stringify(res.body).slice(0, 500)}`,
  ).toEqual([]);
  const extra: string[] = [];
  undeclaredKeys(entry.schema, res.body, '$', extra);
  expect(extra, `${where}: undocumented keys`).toEqual([]);
}

/** Keys present in `value` that the schema does not declare (where it is a closed object). */
function undeclaredKeys(schema: Schema, value: unknown, path: string, out: string[]): void {
  const s = deref(schema);
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    if (s.items)
      value.forEach((v, i) => undeclaredKeys(s.items as Schema, v, `${path}[${i}]`, out));
    return;
  }
  if (typeof value !== 'object') return;
  const parts = [s, ...((s.allOf as Schema[] | undefined) ?? []).map(deref)];
  if (parts.some((p) => p.additionalProperties !== undefined)) return;
  const properties: Record<string, Schema> = Object.assign(
    {},
    ...parts.map((p) => (p.properties as Record<string, Schema> | undefined) ?? {}),
  );
  if (Object.keys(properties).length === 0) return;
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const declared = properties[key];
    if (!declared || deref(declared).writeOnly === true || declared.writeOnly === true) {
      out.push(`${path}.${key}`);
    } else undeclaredKeys(declared, child, `${path}.${key}`, out);
  }
}
