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

// The same document read by a validator that treats `format` as an annotation only, as JSON
// Schema 2019-09 and later do: what the contract says by its types, lengths and patterns alone.
const ajvNoFormats = new Ajv({ allErrors: true, strict: false, validateFormats: false });
ajvNoFormats.addSchema({
  $id: 'openapi',
  definitions: Object.fromEntries(
    Object.entries(doc.components.schemas).map(([name, s]) => [name, toJsonSchema(s)]),
  ),
});

/**
 * Whether the contract allows `value` for a schema (`'#/components/schemas/X'`, or a property of
 * it as `'#/components/schemas/X/properties/y'`). `formats: false` ignores `format`, so a test can
 * show that a rule holds whatever a client's validator makes of `format: email` or `uri`.
 */
export function contractAllows(
  ref: string,
  value: unknown,
  { formats = true }: { formats?: boolean } = {},
): boolean {
  const [, name, property] =
    /^#\/components\/schemas\/(\w+)(?:\/properties\/(\w+))?$/.exec(ref) ?? [];
  if (!name) throw new Error(`Not a schema reference: ${ref}`);
  const target = property
    ? `openapi#/definitions/${name}/properties/${property}`
    : `openapi#/definitions/${name}`;
  return (formats ? ajv : ajvNoFormats).validate({ $ref: target }, value);
}

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
 * Answers any operation may give, which the document states once (in its conventions and
 * `components.responses`) rather than under every operation.
 */
const ANY_OPERATION: Record<number, string> = {
  405: '#/components/responses/Unauthenticated',
  414: '#/components/responses/UriTooLong',
  431: '#/components/responses/RequestHeaderFieldsTooLarge',
};

/**
 * Checks one response against the contract: its status is documented for this operation (405,
 * 414 and 431 belong to every operation and are checked as ErrorDetail), the body validates, and
 * no object in it carries a key the document does not declare (or declares writeOnly).
 */
export function expectMatchesContract(
  method: string,
  pathTemplate: string,
  res: Seen,
  { published = false }: ContractOptions = {},
): void {
  const where = `${method.toUpperCase()} ${pathTemplate} → ${res.status}`;
  let response: Schema;
  const anyOperation = ANY_OPERATION[res.status];
  const op = doc.paths[pathTemplate]?.[method.toLowerCase()];
  if (published && op && isExtension(op as unknown as Schema) && !anyOperation) {
    // The published interface has no such operation: it is an unknown URL.
    expect({ status: res.status, body: res.body }, `${where}: an extension operation`).toEqual({
      status: 404,
      body: { detail: 'Not found.' },
    });
    return;
  }
  if (anyOperation) {
    response = deref({ $ref: anyOperation });
  } else {
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
  undeclaredKeys(entry.schema, res.body, '$', extra, published);
  expect(extra, `${where}: undocumented keys ${extra.join(', ')}`).toEqual([]);
}

export interface ContractOptions {
  /**
   * Hold the answer to the published interface alone: an extension operation must answer as an
   * unknown URL (404), and an extension field counts as undocumented.
   */
  published?: boolean;
}

/** Marked `x-extension: true` itself, through its `$ref`, or through a part of its `allOf`. */
function isExtension(schema: Schema): boolean {
  const s = deref(schema);
  return (
    schema['x-extension'] === true ||
    s['x-extension'] === true ||
    ((s.allOf as Schema[] | undefined) ?? []).some(isExtension)
  );
}

/** Keys present in `value` that the schema does not declare (where it is a closed object). */
function undeclaredKeys(
  schema: Schema,
  value: unknown,
  path: string,
  out: string[],
  published: boolean,
): void {
  const s = deref(schema);
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    if (s.items)
      value.forEach((v, i) =>
        undeclaredKeys(s.items as Schema, v, `${path}[${i}]`, out, published),
      );
    return;
  }
  if (typeof value !== 'object') return;
  const parts = [s, ...((s.allOf as Schema[] | undefined) ?? []).map(deref)];
  const properties: Record<string, Schema> = Object.assign(
    {},
    ...parts.map((p) => (p.properties as Record<string, Schema> | undefined) ?? {}),
  );
  if (parts.some((p) => p.additionalProperties !== undefined)) {
    // An open object takes any key, but not, in the published interface, a declared extension.
    if (!published) return;
    for (const key of Object.keys(value)) {
      const declared = properties[key];
      if (declared && isExtension(declared)) out.push(`${path}.${key} (extension)`);
    }
    return;
  }
  if (Object.keys(properties).length === 0) return;
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const declared = properties[key];
    if (!declared || deref(declared).writeOnly === true || declared.writeOnly === true) {
      out.push(`${path}.${key}`);
    } else if (published && isExtension(declared)) {
      out.push(`${path}.${key} (extension)`);
    } else undeclaredKeys(declared, child, `${path}.${key}`, out, published);
  }
}
