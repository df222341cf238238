import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/**
 * Request generators read from src/api/openapi.yaml: for every operation, path, query and body
 * values that are valid, on a boundary, or invalid (wrong type, missing, too long, odd unicode),
 * each tagged with whether the document says the server must refuse it.
 */

export type Schema = Record<string, unknown>;

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: Schema;
}

export interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: Schema;
  public: boolean;
}

/** A generated value and whether the document requires the server to refuse it. */
export interface Gen<T = unknown> {
  value: T;
  bad: boolean;
}

interface Doc {
  paths: Record<string, Record<string, unknown>>;
  components: Record<string, Record<string, Schema>>;
  security?: unknown[];
}

export const doc = parse(
  readFileSync(fileURLToPath(new URL('../../src/api/openapi.yaml', import.meta.url)), 'utf8'),
) as Doc;

export function deref(node: Schema): Schema {
  let current = node;
  while (typeof current.$ref === 'string') {
    const [, section, name] = /^#\/components\/(\w+)\/(.+)$/.exec(current.$ref) ?? [];
    const target = doc.components[section ?? '']?.[name ?? ''];
    if (!target) throw new Error(`Unresolvable $ref ${current.$ref}`);
    current = target;
  }
  return current;
}

/** `allOf` (how the document adds `default`/`nullable` to a $ref) flattened into one schema. */
export function flatten(node: Schema): Schema {
  const s = deref(node);
  if (!Array.isArray(s.allOf)) return s;
  const { allOf, ...rest } = s;
  return Object.assign({}, ...(allOf as Schema[]).map(flatten), rest) as Schema;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export function operations(): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    const shared = ((item.parameters as Schema[] | undefined) ?? []).map(deref);
    for (const method of METHODS) {
      const op = item[method] as Schema | undefined;
      if (!op) continue;
      const own = ((op.parameters as Schema[] | undefined) ?? []).map(deref);
      const content = (deref((op.requestBody as Schema | undefined) ?? {}).content ?? {}) as Record<
        string,
        { schema?: Schema }
      >;
      out.push({
        method: method.toUpperCase(),
        path,
        parameters: [...shared, ...own] as unknown as Parameter[],
        body: content['application/json']?.schema,
        public: Array.isArray(op.security) && op.security.length === 0,
      });
    }
  }
  return out;
}

/** Ids that exist, by the name of the field or parameter that carries them. */
export type IdPools = (name: string) => readonly string[];

// Strings a careless server trips on: surrogates, NUL, bidi overrides, combining marks, emoji,
// SQL and HTML metacharacters, percent signs (path decoding), and very long text.
const ODD = [
  '\u0000',
  '\uD800',
  '\uDFFF',
  '\u202Eevil',
  'e\u0301\u0301\u0301',
  '👩🏽‍🚀🏳️‍🌈',
  '\uFEFF',
  "'; DROP TABLE invitations; --",
  '<img src=x onerror=alert(1)>',
  '%',
  '%zz',
  '%00',
  '../../etc/passwd',
  '\r\nX-Injected: 1',
  '=cmd|"/c calc"!A1',
  'ǅ\u00A0\u2028',
];
const oddString = () =>
  fc.oneof(
    fc.constantFrom(...ODD),
    fc.string({ unit: 'binary', maxLength: 30 }),
    fc.string({ unit: 'grapheme', maxLength: 30 }),
  );
const hugeString = () =>
  fc
    .tuple(fc.constantFrom('a', 'é', '😀', '\u0000'), fc.integer({ min: 1000, max: 20_000 }))
    .map(([ch, n]) => ch.repeat(n));

const INT32 = { min: -2147483648, max: 2147483647 };

/** The control characters (U+0000–U+001F, U+007F) a pattern may forbid. */
export const CONTROL_CHARACTERS = [
  ...Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(i)),
  '\u007F',
];

const patterns = new Map<string, RegExp>();
const patternOf = (s: Schema) => {
  if (typeof s.pattern !== 'string') return undefined;
  let re = patterns.get(s.pattern);
  if (!re) patterns.set(s.pattern, (re = new RegExp(s.pattern, 'u')));
  return re;
};

/**
 * Whether the document allows this string for a string schema (a `format` aside): its length in
 * characters (code points, as JSON Schema counts them) and its `pattern`, read as ECMA-262 with
 * the `u` flag as JSON Schema validators read it.
 */
export function stringAllowed(node: Schema, v: string): boolean {
  const s = flatten(node);
  const length = [...v].length;
  if (typeof s.maxLength === 'number' && length > s.maxLength) return false;
  if (typeof s.minLength === 'number' && length < s.minLength) return false;
  return patternOf(s)?.test(v) ?? true;
}
const good = <T>(arb: fc.Arbitrary<T>): fc.Arbitrary<Gen<T>> =>
  arb.map((value) => ({ value, bad: false }));
const bad = <T>(arb: fc.Arbitrary<T>): fc.Arbitrary<Gen<T>> =>
  arb.map((value) => ({ value, bad: true }));

/** What a schema accepts, as a JSON type (integer counts as its own). */
function typeOf(s: Schema): string | undefined {
  if (typeof s.type === 'string') return s.type;
  if (Array.isArray(s.enum)) return typeof s.enum[0] === 'number' ? 'integer' : 'string';
  return undefined;
}

/** A valid value of the schema; uuids prefer ids that exist so requests reach real work. */
export function valid(node: Schema, name: string, ids: IdPools): fc.Arbitrary<unknown> {
  const s = flatten(node);
  const base = validBase(s, name, ids);
  return s.nullable === true
    ? fc.oneof({ weight: 1, arbitrary: fc.constant(null) }, { weight: 4, arbitrary: base })
    : base;
}

function validBase(s: Schema, name: string, ids: IdPools): fc.Arbitrary<unknown> {
  if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as unknown[]));
  const maxLength = typeof s.maxLength === 'number' ? s.maxLength : 60;
  const minLength = typeof s.minLength === 'number' ? s.minLength : 0;
  switch (typeOf(s)) {
    case 'string':
      switch (s.format) {
        case 'uuid': {
          const pool = ids(name);
          return pool.length > 0
            ? fc.oneof(
                { weight: 3, arbitrary: fc.constantFrom(...pool) },
                { weight: 1, arbitrary: fc.uuid() },
              )
            : fc.uuid();
        }
        case 'email': {
          // A dot-atom: no leading, trailing or doubled dot, as the document's pattern says.
          const made = fc
            .tuple(
              fc.stringMatching(/^[a-z0-9_+'-]{1,12}(?:\.[a-z0-9_+'-]{1,12}){0,2}$/),
              fc.constantFrom('example.com', 'fuzz.test', 'Sub.Example.CO'),
            )
            .map(([local, domain]) => `${local}@${domain}`)
            .filter((v) => stringAllowed(s, v));
          return withKnown(ids(name), made);
        }
        case 'uri':
          return fc.webUrl().filter((u) => u.length <= maxLength);
        case 'date-time':
          return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
        default:
          return withKnown(ids(name), patternedText(s, minLength, maxLength));
      }
    case 'integer':
      return fc.integer({
        min: typeof s.minimum === 'number' ? s.minimum : INT32.min,
        max: typeof s.maximum === 'number' ? s.maximum : INT32.max,
      });
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const maxItems = typeof s.maxItems === 'number' ? s.maxItems : 5;
      return fc.array(valid((s.items as Schema) ?? {}, singular(name), ids), {
        maxLength: Math.min(maxItems, 4),
      });
    }
    case 'object': {
      const properties = (s.properties ?? {}) as Record<string, Schema>;
      const required = (s.required as string[] | undefined) ?? [];
      return fc.record(
        Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, valid(v, k, ids)])),
        { requiredKeys: required },
      );
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * Text the schema allows: any graphemes (non-ASCII, emoji, combining marks) where its pattern
 * lets them through, strings drawn from the pattern itself where it is stricter, and web URLs
 * where the pattern takes them.
 */
function patternedText(s: Schema, minLength: number, maxLength: number): fc.Arbitrary<string> {
  const graphemes = fc
    .string({
      unit: 'grapheme',
      minLength: Math.max(minLength, 1),
      maxLength: Math.min(maxLength, 40),
    })
    .filter((v) => v.trim() !== '' && stringAllowed(s, v));
  const pattern = patternOf(s);
  // The control characters the pattern lets in (tab and line breaks in a multi-line text).
  const allowedControls = CONTROL_CHARACTERS.filter((ch) => pattern?.test(`a${ch}b`) ?? true);
  if (!pattern || pattern.test('Ab é 😀')) {
    if (!pattern || allowedControls.length === 0) return graphemes;
    const withControls = fc
      .tuple(graphemes, fc.constantFrom(...allowedControls), graphemes)
      .map(([a, ch, b]) => `${a}${ch}${b}`)
      .filter((v) => stringAllowed(s, v));
    return fc.oneof({ weight: 2, arbitrary: graphemes }, { weight: 1, arbitrary: withControls });
  }
  const options = [fc.stringMatching(pattern).filter((v) => stringAllowed(s, v))];
  if (pattern.test('https://example.com/')) {
    options.push(
      fc
        .webUrl({ withQueryParameters: true, withFragments: true })
        .filter((v) => stringAllowed(s, v)),
    );
  }
  return fc.oneof(...options);
}

/** Known good values (demo e-mails, the demo password) half of the time, so requests get through. */
const withKnown = (known: readonly string[], made: fc.Arbitrary<string>) =>
  known.length > 0 ? fc.oneof(fc.constantFrom(...known), made) : made;

const singular = (name: string) => name.replace(/_ids$/, '_id');

/**
 * A value on or across the schema's edges: exactly maxLength (counted in code points, so emoji
 * count once), one more, empty and blank strings, the integer limits and one past them, exactly
 * maxItems and one more. `bad` says which of them the document forbids.
 */
export function boundary(node: Schema, name: string, ids: IdPools): fc.Arbitrary<Gen> {
  const s = flatten(node);
  const options: fc.Arbitrary<Gen>[] = [];
  const type = typeOf(s);
  // Each string is tagged by what the document says of it: length, minLength and pattern.
  const judged = (arb: fc.Arbitrary<string>) =>
    arb.map((value): Gen => ({ value, bad: !stringAllowed(s, value) }));
  if (type === 'string' && !Array.isArray(s.enum) && s.format === undefined) {
    const max = typeof s.maxLength === 'number' ? s.maxLength : undefined;
    if (max !== undefined) {
      options.push(judged(fc.constantFrom('a', 'é', '😀').map((c) => c.repeat(max))));
      options.push(judged(fc.constantFrom('a', '😀').map((c) => c.repeat(max + 1))));
    }
    // Blank text, and text with each control character: allowed or not as the pattern says.
    options.push(judged(fc.constantFrom('', '   ', '\u00A0\u3000', '\t\n', 'a\r\nb')));
    options.push(
      judged(
        fc
          .tuple(fc.constantFrom(...CONTROL_CHARACTERS), fc.constantFrom('', 'Name', 'a b'))
          .map(([ch, text]) => `${text}${ch}${text}`),
      ),
    );
  }
  if (type === 'string' && s.format === 'email' && typeof s.maxLength === 'number') {
    const max = s.maxLength;
    options.push(good(fc.constant(`${'a'.repeat(max - 12)}@example.com`)));
    options.push(bad(fc.constant(`${'a'.repeat(max - 11)}@example.com`)));
  }
  if (type === 'integer') {
    if (Array.isArray(s.enum)) {
      const values = s.enum as number[];
      options.push(good(fc.constantFrom(Math.min(...values), Math.max(...values))));
      options.push(
        bad(
          fc.constantFrom(Math.min(...values) - 1, Math.max(...values) + 1, INT32.max, INT32.min),
        ),
      );
    } else {
      if (typeof s.minimum === 'number') {
        options.push(good(fc.constant(s.minimum)), bad(fc.constant(s.minimum - 1)));
      }
      if (typeof s.maximum === 'number') {
        options.push(good(fc.constant(s.maximum)), bad(fc.constant(s.maximum + 1)));
      }
    }
  }
  if (type === 'array' && typeof s.maxItems === 'number') {
    const item = valid((s.items as Schema) ?? {}, singular(name), ids);
    const max = s.maxItems;
    // Exactly maxItems of one value is valid; one more is not.
    options.push(good(item.map((v) => Array.from({ length: max }, () => v))));
    options.push(bad(item.map((v) => Array.from({ length: max + 1 }, () => v))));
  }
  if (options.length === 0) return good(valid(s, name, ids));
  return fc.oneof(...options);
}

/** A value the document forbids for this schema: a wrong type, a null, a bad format or choice. */
export function invalid(node: Schema, name: string, ids: IdPools): fc.Arbitrary<Gen> {
  const s = flatten(node);
  const type = typeOf(s);
  const options: fc.Arbitrary<unknown>[] = [];
  if (s.nullable !== true && type !== undefined) options.push(fc.constant(null));
  if (type === 'string') {
    options.push(
      fc.integer(),
      fc.boolean(),
      fc.array(fc.string(), { maxLength: 2 }),
      fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }),
    );
    if (Array.isArray(s.enum)) options.push(oddString(), fc.constantFrom('AGENCY', 'ngo ', ''));
    if (s.format === 'uuid') {
      options.push(
        oddString(),
        fc.uuid().map((u) => u.slice(0, 35)),
        fc.uuid().map((u) => `${u}0`),
        fc.uuid().map((u) => u.replace(/-/g, '')),
      );
    }
    if (s.format === 'email')
      options.push(
        fc.constantFrom(
          'no-at-sign',
          'a@b',
          'two@@example.com',
          'sp ace@example.com',
          'dot.@example.com',
          'a..b@example.com',
        ),
        oddString().filter((v) => !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v)),
      );
    if (s.format === 'uri')
      options.push(
        fc.constantFrom('javascript:alert(1)', 'not a url', 'ftp://example.com', 'http://'),
      );
    else if (patternOf(s)?.test('https://example.com/') && !patternOf(s)?.test('not a url'))
      options.push(
        fc
          .constantFrom(
            'javascript:alert(1)',
            'not a url',
            'ftp://example.com',
            'http://',
            'https://user@example.com',
            'https://example.com/a b',
          )
          .filter((v) => !stringAllowed(s, v)),
      );
    if (typeof s.maxLength === 'number')
      options.push(hugeString().filter((v) => [...v].length > (s.maxLength as number)));
    if (patternOf(s)?.test('\u0000') === false && s.format !== 'uuid' && !Array.isArray(s.enum)) {
      // A valid text with a control character put in: forbidden where the pattern says so.
      options.push(
        fc
          .tuple(
            valid({ ...s, nullable: false }, name, ids) as fc.Arbitrary<string>,
            fc.constantFrom(...CONTROL_CHARACTERS),
            fc.nat(),
          )
          .map(([text, ch, at]) => {
            const chars = [...text];
            chars.splice(at % (chars.length + 1), 0, ch);
            return chars.join('');
          })
          .filter((v) => !stringAllowed(s, v)),
      );
    }
  }
  if (type === 'integer') {
    options.push(
      fc.string({ maxLength: 5 }),
      fc.constantFrom(1.5, -0.25, 1e300, '1', true),
      fc.array(fc.integer(), { maxLength: 2 }),
    );
    if (Array.isArray(s.enum))
      options.push(
        fc.integer({ min: 100, max: INT32.max }),
        fc.integer({ min: INT32.min, max: -1 }),
      );
  }
  if (type === 'boolean')
    options.push(fc.constantFrom('true', 'false', 1, 0, 'yes'), fc.object({ maxDepth: 1 }));
  if (type === 'array') {
    options.push(
      fc.string({ maxLength: 10 }),
      fc.integer(),
      fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }),
    );
    const items = s.items as Schema | undefined;
    if (items) {
      // One bad item among good ones: the error belongs to that index.
      options.push(
        fc
          .tuple(
            fc.array(valid(items, singular(name), ids), { maxLength: 2 }),
            invalid(items, singular(name), ids),
          )
          .map(([ok, wrong]) => [...ok, wrong.value]),
      );
    }
  }
  if (type === 'object') {
    options.push(
      fc.string(),
      fc.integer(),
      fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 2 }),
    );
    const required = (s.required as string[] | undefined) ?? [];
    if (required.length > 0) {
      options.push(
        fc
          .tuple(
            valid(s, name, ids) as fc.Arbitrary<Record<string, unknown>>,
            fc.constantFrom(...required),
          )
          .map(([obj, drop]) => {
            const { [drop]: _dropped, ...rest } = obj;
            return rest;
          }),
      );
    }
  }
  if (options.length === 0) return good(fc.jsonValue({ maxDepth: 1 }));
  return bad(fc.oneof(...options));
}

/** Mostly valid, sometimes on an edge, sometimes invalid: the mix keeps requests reaching the handlers. */
export function fieldValue(node: Schema, name: string, ids: IdPools): fc.Arbitrary<Gen> {
  return fc.oneof(
    { weight: 12, arbitrary: good(valid(node, name, ids)) },
    { weight: 2, arbitrary: boundary(node, name, ids) },
    { weight: 2, arbitrary: invalid(node, name, ids) },
  );
}

/**
 * A JSON object for a body schema: each property present or absent (a missing required one is
 * bad), each value from `fieldValue`, plus unknown extra fields (ignored, as DRF does).
 */
export function objectBody(node: Schema, ids: IdPools): fc.Arbitrary<Gen<Record<string, unknown>>> {
  const s = flatten(node);
  const properties = Object.entries((s.properties ?? {}) as Record<string, Schema>).filter(
    ([, p]) => flatten(p).readOnly !== true,
  );
  const required = new Set((s.required as string[] | undefined) ?? []);
  const fields = properties.map(([key, schema]) =>
    fc
      .oneof(
        {
          weight: 6,
          arbitrary: fieldValue(schema, key, ids).map((g) => ({ ...g, present: true })),
        },
        {
          weight: 1,
          arbitrary: fc.constant({ value: undefined, bad: required.has(key), present: false }),
        },
      )
      .map((g) => [key, g] as const),
  );
  const extras = fc.dictionary(
    fc.oneof(
      fc.constantFrom('id', 'token', 'organization', 'is_admin', '__proto__', 'constructor'),
      fc.string({ maxLength: 8 }),
    ),
    fc.jsonValue({ maxDepth: 1 }),
    { maxKeys: 2 },
  );
  return fc.tuple(fc.tuple(...fields), extras).map(([entries, extra]) => {
    const value: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(extra)) {
      // Extra keys never replace a generated field; `__proto__` stays an own key as JSON sends it.
      if (!properties.some(([p]) => p === k))
        Object.defineProperty(value, k, {
          value: v,
          enumerable: true,
          writable: true,
          configurable: true,
        });
    }
    let isBad = false;
    for (const [key, g] of entries) {
      if (g.present) value[key] = g.value;
      isBad ||= g.bad;
    }
    return { value, bad: isBad };
  });
}

/** The raw bodies no schema describes: malformed JSON, non-objects, a body over 1 MiB. */
export const rawBodies = (): fc.Arbitrary<Gen<{ text: string; contentType?: string }>> =>
  fc.oneof(
    bad(
      fc
        .constantFrom(
          '{',
          '{"email": ',
          '[1,2',
          'nul',
          '{"a":1}}',
          '\u0000',
          '{"a": NaN}',
          "{'a': 1}",
        )
        .map((text) => ({ text })),
    ),
    bad(
      fc
        .jsonValue({ maxDepth: 1 })
        .filter((v) => typeof v !== 'object' || v === null || Array.isArray(v))
        .map((v) => ({ text: JSON.stringify(v) })),
    ),
    bad(fc.constant({ text: JSON.stringify({ name: 'x'.repeat(1024 * 1024) }) })),
    bad(
      fc
        .constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
        )
        .map((contentType) => ({ text: '{}', contentType })),
    ),
  );

/** A query-string value for a parameter; `bad` only where the document promises a refusal. */
export function queryValue(p: Parameter, ids: IdPools): fc.Arbitrary<Gen<string[]>> {
  const s = flatten(p.schema);
  // page_size is documented to fall back to the default when invalid, so nothing there is "bad".
  const lenient = p.name === 'page_size';
  const asStrings = (g: Gen): Gen<string[]> => ({
    value: (Array.isArray(g.value) ? g.value : [g.value]).map((v) =>
      typeof v === 'string' ? v : JSON.stringify(v),
    ),
    bad: g.bad && !lenient,
  });
  const options: fc.Arbitrary<Gen>[] = [good(valid(s, p.name, ids)), boundary(s, p.name, ids)];
  if (typeOf(s) === 'array' && s.items) {
    // A repeated parameter with its values on their edges (the longest allowed, one more).
    options.push(
      fc
        .array(boundary(s.items as Schema, singular(p.name), ids), { minLength: 1, maxLength: 3 })
        .map((gens) => ({ value: gens.map((g) => g.value), bad: gens.some((g) => g.bad) })),
    );
  }
  if (typeOf(s) !== 'boolean') {
    // A free-text parameter takes any text within its length; only typed ones must refuse.
    const scalar = typeOf(s) === 'array' ? flatten((s.items as Schema | undefined) ?? {}) : s;
    const typed =
      typeOf(scalar) !== 'string' || scalar.format !== undefined || Array.isArray(scalar.enum);
    const max = typeof scalar.maxLength === 'number' ? scalar.maxLength : Infinity;
    options.push(
      fc
        .oneof(
          oddString().filter((v) => v !== '' && !/^\d+$/.test(v)),
          fc.constantFrom('1.5', '-1', '0x10', 'null', 'undefined', '[]', ' 1'),
          fc.string({ minLength: 300, maxLength: 600 }).map((v) => `x${v}`),
        )
        .map((value) => ({ value, bad: typed || [...value].length > max })),
    );
  } else {
    options.push(bad(fc.constantFrom('yes', 'on', 'TRUE ', '2', 'nope')));
  }
  // How long the URL gets is judged where it is sent (a target over the limit must be a 414).
  return fc.oneof(...options).map(asStrings);
}

/** A path id: an existing one, a random uuid, or something that is not a uuid at all (404). */
export function pathId(pool: readonly string[]): fc.Arbitrary<Gen<string>> {
  return fc.oneof(
    { weight: 4, arbitrary: good(pool.length > 0 ? fc.constantFrom(...pool) : fc.uuid()) },
    { weight: 2, arbitrary: good(fc.uuid()) },
    { weight: 1, arbitrary: good(fc.uuid().map((u) => u.toUpperCase())) },
    {
      weight: 2,
      arbitrary: bad(
        fc.oneof(
          fc.constantFrom(
            '%',
            '%zz',
            '%E0%A4%A',
            '..',
            'null',
            '0',
            '-1',
            '%2F',
            'ö',
            '😀',
            '%00',
            '\u202E',
          ),
          fc
            .stringMatching(/^[a-z0-9-]{1,40}$/)
            .filter((v) => !/^[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}$/i.test(v)),
          fc.uuid().map((u) => `${u}x`),
          fc.constant('a'.repeat(2000)),
        ),
      ),
    },
  );
}
