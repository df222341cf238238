// Messages follow Django REST Framework so clients written for the production service read them;
// server/contract/drf-errors.ts words what the contract's validators find with them.
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
 * source text so that one test (validate.test.ts) can hold the two to each other, and the
 * translation of ajv's errors (server/contract/drf-errors.ts) can tell which rule a field broke.
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
