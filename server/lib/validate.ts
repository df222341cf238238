import { validationFailed, type FieldErrors } from './errors';

// Messages follow Django REST Framework so clients written for the production service read them.
export const MSG = {
  required: 'This field is required.',
  null: 'This field may not be null.',
  blank: 'This field may not be blank.',
  string: 'Not a valid string.',
  uuid: 'Must be a valid UUID.',
  integer: 'A valid integer is required.',
  boolean: 'Must be a valid boolean.',
  email: 'Enter a valid email address.',
  url: 'Enter a valid URL.',
  control: 'Control characters are not allowed.',
  maxLength: (n: number) => `Ensure this field has no more than ${n} characters.`,
  maxItems: (n: number) => `Ensure this field has no more than ${n} elements.`,
  list: (v: unknown) => `Expected a list of items but got type "${typeName(v)}".`,
  choice: (v: unknown) => `"${String(v)}" is not a valid choice.`,
  /** A query parameter's choice, as Django's form field words it. */
  queryChoice: (v: string) => `Select a valid choice. ${v} is not one of the available choices.`,
  missingPk: (v: string) => `Invalid pk "${v}" - object does not exist.`,
  notObject: (v: unknown) => `Invalid data. Expected a dictionary, but got ${typeName(v)}.`,
  /** A comparison's group B on a report of another model version than `than`. */
  otherModelVersion: (than: string) =>
    `this report uses another model version than ${than}, so their attitudes cannot be compared.`,
  dateTime:
    'Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].',
};

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The text rules the contract states as `pattern`s (src/api/openapi.yaml), kept here as the same
 * source text so that one test (validate.test.ts) can hold the two to each other.
 *
 * - `line`: a single-line text holds no control character (U+0000–U+001F, U+007F), tab and line
 *   breaks included; `lineNonBlank` also needs one character that is not white space.
 * - `multiline`: a multi-line text may hold tab, LF and CR, and no other control character.
 * - `email`: Django's EmailValidator (ASCII): a dot-atom before the @ (no leading, trailing or
 *   doubled dot) and dot-separated host labels after it, the last of two characters or more.
 *   Anything looser lets through addresses that the contract's `format: email` rejects, so a
 *   saved invitation could not be read back validly.
 * - `website`: empty, or `http://` or `https://` (any case), a host without spaces, control
 *   characters or user info, then optionally a path, query or fragment without spaces or
 *   control characters. The pattern is the whole rule, so that the server takes exactly what
 *   the contract allows.
 */
export const TEXT_PATTERNS = {
  line: '^[^\\u0000-\\u001F\\u007F]*$',
  lineNonBlank:
    '^[^\\u0000-\\u001F\\u007F]*[^\\s\\u0000-\\u001F\\u007F][^\\u0000-\\u001F\\u007F]*$',
  multiline: '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$',
  email:
    "^[-!#$%&'*+/=?^_`{}|~0-9A-Za-z]+(?:\\.[-!#$%&'*+/=?^_`{}|~0-9A-Za-z]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z0-9][A-Za-z0-9-]{0,61}[A-Za-z0-9]$",
  website:
    '^(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\s\\u0000-\\u001F\\u007F/?#@]+(?:[/?#][^\\s\\u0000-\\u001F\\u007F]*)?)?$',
} as const;

// Compiled as the contract's validators compile a `pattern`: ECMA-262 with the `u` flag.
const LINE_RE = new RegExp(TEXT_PATTERNS.line, 'u');
const MULTILINE_RE = new RegExp(TEXT_PATTERNS.multiline, 'u');
const EMAIL_RE = new RegExp(TEXT_PATTERNS.email, 'u');
const WEBSITE_RE = new RegExp(TEXT_PATTERNS.website, 'u');

export const isUuid = (v: string) => UUID_RE.test(v);

function typeName(v: unknown): string {
  if (v === null) return 'NoneType';
  if (Array.isArray(v)) return 'list';
  switch (typeof v) {
    case 'string':
      return 'str';
    case 'number':
      return Number.isInteger(v) ? 'int' : 'float';
    case 'boolean':
      return 'bool';
    default:
      return 'dict';
  }
}

export function isHttpUrl(v: string): boolean {
  try {
    const u = new URL(v);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname.length > 0;
  } catch {
    return false;
  }
}

interface StringRule {
  maxLength: number;
  required?: boolean;
  nullable?: boolean;
  allowBlank?: boolean;
  /** DRF's `trim_whitespace`: when false only `""` is blank, so `"   "` is a value (passwords). */
  trimWhitespace?: boolean;
  format?: 'email' | 'url';
  /**
   * Which control characters the text may hold: none in a `line` (the default of
   * `BodyReader.string`: names, phone numbers, passwords), tab, LF and CR in a `multiline` text
   * (descriptions), any when unset (text that is matched, never stored, such as filter values).
   */
  text?: 'line' | 'multiline';
}

/**
 * Reads fields of an untrusted JSON object, collecting every problem (DRF reports all fields at
 * once) instead of stopping at the first. `done()` throws the 400 if anything was wrong.
 * Readers return `undefined` for an absent or invalid field so callers can apply defaults.
 */
export class BodyReader {
  readonly errors: FieldErrors = {};
  private readonly data: Record<string, unknown>;

  constructor(body: unknown) {
    if (body === undefined) this.data = {};
    else if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
      this.data = body as Record<string, unknown>;
    } else {
      this.data = {};
      this.errors.non_field_errors = [MSG.notObject(body)];
    }
  }

  has(field: string): boolean {
    return Object.hasOwn(this.data, field);
  }

  fail(field: string, message: string): undefined {
    const list = this.errors[field];
    if (Array.isArray(list)) list.push(message);
    else this.errors[field] = [message];
    return undefined;
  }

  failItem(field: string, index: number, message: string): void {
    const existing = this.errors[field];
    const byIndex = existing && !Array.isArray(existing) ? existing : {};
    (byIndex[String(index)] ??= []).push(message);
    this.errors[field] = byIndex;
  }

  /** Present-or-required check; returns the raw value, `null` passes through when allowed. */
  private raw(field: string, required: boolean, nullable: boolean): unknown {
    if (!this.has(field)) return required ? this.fail(field, MSG.required) : undefined;
    const v = this.data[field];
    if (v === null && !nullable) return this.fail(field, MSG.null);
    return v;
  }

  string(field: string, rule: StringRule): string | null | undefined {
    const v = this.raw(field, rule.required ?? false, rule.nullable ?? false);
    if (v === undefined || v === null) return v as null | undefined;
    const problem = checkString(v, { text: 'line', ...rule });
    return problem ? this.fail(field, problem) : (v as string);
  }

  uuid(field: string, required = false): string | undefined {
    const v = this.raw(field, required, false);
    if (v === undefined) return undefined;
    if (typeof v !== 'string' || !isUuid(v)) return this.fail(field, MSG.uuid);
    return v.toLowerCase();
  }

  /** A uuid that may also be `null` (absent: `undefined`). */
  nullableUuid(field: string): string | null | undefined {
    if (this.has(field) && this.data[field] === null) return null;
    return this.uuid(field);
  }

  /** The raw value of a field that holds an object of its own, read by another reader. */
  value(field: string): unknown {
    return this.data[field];
  }

  boolean(field: string): boolean | undefined {
    const v = this.raw(field, false, false);
    if (v === undefined) return undefined;
    return typeof v === 'boolean' ? v : this.fail(field, MSG.boolean);
  }

  /** An integer that must be one of `choices` (DRF ChoiceField on an IntegerField). */
  intChoice<T extends number>(field: string, choices: readonly T[]): T | undefined {
    const v = this.raw(field, false, false);
    if (v === undefined) return undefined;
    if (typeof v !== 'number' || !Number.isInteger(v)) return this.fail(field, MSG.integer);
    return choices.includes(v as T) ? (v as T) : this.fail(field, MSG.choice(v));
  }

  stringChoice<T extends string>(field: string, choices: readonly T[]): T | undefined {
    const v = this.raw(field, false, false);
    if (v === undefined) return undefined;
    return typeof v === 'string' && choices.includes(v as T)
      ? (v as T)
      : this.fail(field, MSG.choice(typeof v === 'string' ? v : JSON.stringify(v)));
  }

  /**
   * A list whose items are checked by `item` (which returns an error message or the value);
   * item errors are keyed by index as DRF's ListField does: `{"needs": {"0": ["..."]}}`.
   */
  list<T>(
    field: string,
    o: { maxItems?: number; required?: boolean },
    item: (v: unknown) => { ok: T } | { error: string },
  ): T[] | undefined {
    const v = this.raw(field, o.required ?? false, false);
    if (v === undefined) return undefined;
    if (!Array.isArray(v)) return this.fail(field, MSG.list(v));
    if (o.maxItems !== undefined && v.length > o.maxItems) {
      return this.fail(field, MSG.maxItems(o.maxItems));
    }
    const out: T[] = [];
    let bad = false;
    v.forEach((raw: unknown, i) => {
      const r = item(raw);
      if ('error' in r) {
        bad = true;
        this.failItem(field, i, r.error);
      } else out.push(r.ok);
    });
    return bad ? undefined : out;
  }

  ok(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  done(): void {
    if (!this.ok()) throw validationFailed(this.errors);
  }
}

// RFC 3339 as DRF's DateTimeField reads it (seconds optional), and the six-digit signed years of
// ECMAScript's Date#toISOString, which clients built on it send for far dates.
const DATE_TIME_RE =
  /^([+-]\d{6}|\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(?:([Zz])|([+-])(\d{2}):(\d{2}))$/;

/** Milliseconds since the epoch of an ISO 8601 date-time, or undefined if it is not one. */
export function parseDateTime(v: string): number | undefined {
  const m = DATE_TIME_RE.exec(v);
  if (!m) return undefined;
  const [, y, mo, d, h, mi, s = '0', frac = '', , sign, oh = '0', om = '0'] = m;
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number) as number[];
  const leap = (year! % 4 === 0 && year! % 100 !== 0) || year! % 400 === 0;
  const lastDay = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month! - 1];
  if (lastDay === undefined || day! < 1 || day! > lastDay) return undefined;
  if (hour! > 23 || minute! > 59 || second! > 59 || Number(oh) > 23 || Number(om) > 59) {
    return undefined;
  }
  const date = new Date(0);
  date.setUTCFullYear(year!, month! - 1, day!);
  date.setUTCHours(hour!, minute!, second!, Number(frac.padEnd(3, '0').slice(0, 3)));
  const offset = (Number(oh) * 60 + Number(om)) * 60_000 * (sign === '-' ? -1 : 1);
  const ms = date.getTime() - offset;
  return Number.isFinite(ms) && Math.abs(ms) <= 8.64e15 ? ms : undefined;
}

export function checkString(v: unknown, rule: StringRule): string | undefined {
  if (typeof v !== 'string') return MSG.string;
  const blank = rule.trimWhitespace === false ? v === '' : v.trim() === '';
  if (blank && !rule.allowBlank) return MSG.blank;
  if (tooLong(v, rule.maxLength)) return MSG.maxLength(rule.maxLength);
  if (rule.text === 'line' && !LINE_RE.test(v)) return MSG.control;
  if (rule.text === 'multiline' && !MULTILINE_RE.test(v)) return MSG.control;
  if (v !== '' && rule.format === 'email' && !EMAIL_RE.test(v)) return MSG.email;
  if (v !== '' && rule.format === 'url' && !WEBSITE_RE.test(v)) return MSG.url;
  return undefined;
}

/**
 * Limits count characters (code points), as the production service's Python and the contract's
 * `maxLength` do, not UTF-16 units: 255 emoji fit in 255 characters.
 */
export function tooLong(v: string, maxLength: number): boolean {
  return v.length > maxLength && [...v].length > maxLength;
}

export const uuidItem = (v: unknown): { ok: string } | { error: string } =>
  typeof v === 'string' && isUuid(v) ? { ok: v.toLowerCase() } : { error: MSG.uuid };

/** A list item of single-line text, which may be blank. */
export const stringItem =
  (maxLength: number) =>
  (v: unknown): { ok: string } | { error: string } => {
    const problem = checkString(v, { maxLength, allowBlank: true, text: 'line' });
    return problem ? { error: problem } : { ok: v as string };
  };
