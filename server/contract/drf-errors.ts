import type { FieldErrors } from '../lib/errors';
import { MSG, TEXT_PATTERNS } from '../lib/validate';

/** What the generated validators report (ajv's `ErrorObject`, built `verbose`). */
export interface ContractError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  parentSchema?: Record<string, unknown>;
}

const LINE_RE = new RegExp(TEXT_PATTERNS.line, 'u');
const patterns = new Map<string, RegExp>();
const compiled = (source: string) => {
  let re = patterns.get(source);
  if (!re) patterns.set(source, (re = new RegExp(source, 'u')));
  return re;
};

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A located error: the steps below the node being read, and the error. */
interface Located {
  at: string[];
  error: ContractError;
}

function locate(error: ContractError): Located {
  const at = error.instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error.keyword === 'required') at.push(String(error.params.missingProperty));
  return { at, error };
}

/**
 * The DRF error body for what a JSON body's validator found, worded as the server's readers word
 * it (server/lib/validate.ts): one message per field, the first problem in the order DRF checks
 * (type, blank, length, control characters, format); list items keyed by index (`{"needs": {"0":
 * […]}}`), and a nested object's problems under its field as "name: message"
 * (`{"b": ["report_id: …"]}`), an item's as "index: message".
 */
export function bodyErrors(errors: readonly ContractError[], body: unknown): FieldErrors {
  const located = relevant(errors).map(locate);
  if (located.some((l) => l.at.length === 0)) {
    return { non_field_errors: [MSG.notObject(body)] };
  }
  const out: FieldErrors = {};
  for (const [field, below] of byChild(located)) {
    const value = (body as Record<string, unknown>)[field];
    const own = below.filter((l) => l.at.length === 0);
    if (own.length > 0 || !Array.isArray(value)) {
      out[field] = messages(below, value);
      continue;
    }
    const items: Record<string, string[]> = {};
    for (const [index, inside] of byChild(below)) {
      items[index] = messages(inside, value[Number(index)], true).slice(0, 1);
    }
    out[field] = items;
  }
  return out;
}

/**
 * The messages of one node: its own problem, or its children's as "name: message". A list keeps
 * its items' first problem only, as DRF's ListField stops at it, as "index: message"; within a
 * list's item (a filter), a list's problem is its item's message alone (`value: …`).
 */
function messages(located: Located[], value: unknown, inItem = false): string[] {
  const own = located.filter((l) => l.at.length === 0);
  if (own.length > 0)
    return [
      leafMessage(
        own.map((l) => l.error),
        value,
      ),
    ];
  const list = Array.isArray(value);
  const out: string[] = [];
  for (const [child, below] of byChild(located)) {
    const childValue = list ? value[Number(child)] : isObject(value) ? value[child] : undefined;
    const inner = messages(below, childValue, inItem || list);
    if (list) out.push(...inner.slice(0, 1).map((m) => (inItem ? m : `${child}: ${m}`)));
    else out.push(...inner.map((m) => `${child}: ${m}`));
  }
  return out;
}

/**
 * Groups errors by their first step, in the order DRF reads fields: the object's declared
 * property order (ajv reports missing properties before the others, DRF field by field).
 */
function byChild(located: Located[]): Map<string, Located[]> {
  const order = located
    .filter((l) => l.at.length === 1 && l.error.keyword === 'required')
    .map((l) => Object.keys((l.error.parentSchema?.properties as object | undefined) ?? {}))[0];
  const sorted = order
    ? [...located].sort((x, y) => rank(order, x.at[0] ?? '') - rank(order, y.at[0] ?? ''))
    : located;
  const groups = new Map<string, Located[]>();
  for (const l of sorted) {
    if (l.at.length === 0) continue;
    const [first = '', ...rest] = l.at;
    const list = groups.get(first) ?? [];
    list.push({ at: rest, error: l.error });
    groups.set(first, list);
  }
  return groups;
}

const rank = (order: string[], key: string) => {
  const i = order.indexOf(key);
  return i === -1 ? order.length : i;
};

/**
 * Leaves out what only says which branch of a nullable reference failed: the `anyOf` itself and
 * its `null` branch (the other branch's errors say what is wrong).
 */
function relevant(errors: readonly ContractError[]): ContractError[] {
  return errors.filter((e) => e.keyword !== 'anyOf' && !/\/anyOf\/0\/type$/.test(e.schemaPath));
}

/** One message for the problems ajv found at one value, as the readers check in turn. */
function leafMessage(errors: ContractError[], value: unknown): string {
  const find = (keyword: string) => errors.find((e) => e.keyword === keyword);
  if (find('required')) return MSG.required;
  if (value === null) return MSG.null;
  const schema = Object.assign({}, ...errors.map((e) => e.parentSchema ?? {})) as Record<
    string,
    unknown
  >;
  const type = find('type');
  if (type) return typeMessage(schema, value);
  if (find('enum')) return MSG.choice(typeof value === 'string' ? value : JSON.stringify(value));
  const maxItems = find('maxItems');
  if (maxItems) return MSG.maxItems(Number(maxItems.params.limit));
  if (typeof value !== 'string') return MSG.string;
  if (isBlank(schema, value)) return MSG.blank;
  const maxLength = find('maxLength');
  if (maxLength) return MSG.maxLength(Number(maxLength.params.limit));
  const pattern = find('pattern');
  if (pattern) return patternMessage(String(pattern.params.pattern), value);
  const format = find('format');
  if (format) return formatMessage(String(format.params.format));
  return MSG.blank;
}

/** Text rules first (server/lib/validate.ts): a control character is named as such. */
function patternMessage(pattern: string, value: string): string {
  const textRule = pattern !== TEXT_PATTERNS.email && pattern !== TEXT_PATTERNS.website;
  if (textRule) return MSG.control;
  if (!LINE_RE.test(value)) return MSG.control;
  return pattern === TEXT_PATTERNS.email ? MSG.email : MSG.url;
}

function formatMessage(format: string): string {
  if (format === 'uuid') return MSG.uuid;
  if (format === 'email') return MSG.email;
  return MSG.dateTime;
}

function typeMessage(schema: Record<string, unknown>, value: unknown): string {
  const types = ([] as unknown[]).concat(schema.type);
  if (schema.format === 'uuid') return MSG.uuid;
  if (types.includes('integer') || types.includes('number')) return MSG.integer;
  if (Array.isArray(schema.enum)) {
    return MSG.choice(typeof value === 'string' ? value : JSON.stringify(value));
  }
  if (types.includes('boolean')) return MSG.boolean;
  if (types.includes('array')) return MSG.list(value);
  if (types.includes('object')) return MSG.notObject(value);
  return MSG.string;
}

/**
 * DRF's "may not be blank": the field refuses "" (a `minLength` or a `pattern` that "" fails),
 * and the value is "" or, unless the field takes white space as a value (a password), nothing
 * but white space.
 */
function isBlank(schema: Record<string, unknown>, value: string): boolean {
  const pattern = typeof schema.pattern === 'string' ? compiled(schema.pattern) : undefined;
  const refusesEmpty = Number(schema.minLength ?? 0) >= 1 || (pattern ? !pattern.test('') : false);
  if (!refusesEmpty) return false;
  if (value === '') return true;
  return value.trim() === '' && (pattern ? !pattern.test(' ') : false);
}

/** The message of a query parameter's problem, as server/lib/query.ts words it. */
export function queryMessage(error: ContractError, raw: string): string {
  const schema = error.parentSchema ?? {};
  if (error.keyword === 'maxLength') return MSG.maxLength(Number(error.params.limit));
  if (error.keyword === 'format') return formatMessage(String(error.params.format));
  if (error.keyword === 'enum' || Array.isArray(schema.enum)) return MSG.queryChoice(raw);
  if (schema.format === 'uuid') return MSG.uuid;
  if (([] as unknown[]).concat(schema.type).includes('boolean')) return MSG.boolean;
  return MSG.queryChoice(raw);
}
