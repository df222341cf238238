import { describe, expect, it } from 'vitest';
import { deref, flatten, operations, type Schema } from '../reliability/openapi-arbitrary';
import { TABLES, validQuery } from '../contract/validate-request';
import { parseDateTime, TEXT_PATTERNS } from './validate';

/** Where the contract states each text rule of the server, as a `pattern`. */
const RULES: Record<string, keyof typeof TEXT_PATTERNS> = {
  'LoginRequest.email': 'email',
  'LoginRequest.password': 'line',
  'OrganizationInvitationRequest.email': 'email',
  'OrganizationInvitationRequest.first_name': 'line',
  'OrganizationInvitationRequest.last_name': 'line',
  'PatchedOrganizationRequest.name': 'lineNonBlank',
  'PatchedOrganizationRequest.website': 'website',
  'PatchedOrganizationRequest.primary_contact_phone': 'line',
  'PatchedOrganizationRequest.needs[]': 'line',
  'SegmentRequest.name': 'lineNonBlank',
  'SegmentRequest.description': 'multiline',
  'SavedViewRequest.name': 'lineNonBlank',
  'PatchedSavedViewRequest.name': 'lineNonBlank',
  'SavedViewOptions.sort': 'line',
  'SavedViewOptions.compare_sort': 'line',
  'SavedViewOptions.attitudes[]': 'line',
};

// Filter values are matched against the dataset and never stored: any text may be asked for.
const FREE_TEXT = new Set(['ReportFilterItem.value[]']);

/** Every string property of every request body, by `Schema.property` (`[]` for list items). */
function requestStrings(): Map<string, Schema> {
  const found = new Map<string, Schema>();
  const walk = (node: Schema, where: string, seen: Set<string>) => {
    const ref = typeof node.$ref === 'string' ? node.$ref : undefined;
    if (ref && seen.has(ref)) return;
    const s = flatten(node);
    const name = ref ? ref.split('/').pop()! : where;
    const next = ref ? new Set([...seen, ref]) : seen;
    if (s.readOnly === true) return;
    if (s.type === 'string' && s.format !== 'uuid' && !Array.isArray(s.enum)) found.set(where, s);
    if (s.type === 'array' && s.items) walk(s.items as Schema, `${where}[]`, next);
    for (const [key, child] of Object.entries((s.properties ?? {}) as Record<string, Schema>)) {
      walk(child, `${name}.${key}`, next);
    }
  };
  for (const op of operations()) if (op.body) walk(op.body, op.path, new Set());
  return found;
}

describe('text rules and the contract', () => {
  it('states each rule of the server as the same pattern', () => {
    for (const [where, rule] of Object.entries(RULES)) {
      const [schema, property] = where.replace('[]', '').split('.') as [string, string];
      let s = flatten(
        (deref({ $ref: `#/components/schemas/${schema}` }).properties as Record<string, Schema>)[
          property
        ]!,
      );
      if (where.endsWith('[]')) s = flatten(s.items as Schema);
      expect(s.pattern, where).toBe(TEXT_PATTERNS[rule]);
    }
  });

  it('gives every text field of a request body a pattern, filter values aside', () => {
    const unruled = [...requestStrings()]
      .filter(([where, s]) => s.pattern === undefined && !FREE_TEXT.has(where))
      .map(([where]) => where);
    expect(unruled).toEqual([]);
    expect([...requestStrings().keys()].filter((w) => !FREE_TEXT.has(w)).sort()).toEqual(
      Object.keys(RULES).sort(),
    );
  });
});

describe('parseDateTime', () => {
  it.each([
    ['2026-11-28T10:00:00Z', Date.UTC(2026, 10, 28, 10)],
    ['2026-11-28t10:00:00z', Date.UTC(2026, 10, 28, 10)],
    ['2026-11-28T10:00Z', Date.UTC(2026, 10, 28, 10)],
    ['2026-11-28T10:00:00.5Z', Date.UTC(2026, 10, 28, 10, 0, 0, 500)],
    ['2026-11-28T10:00:00.123456789Z', Date.UTC(2026, 10, 28, 10, 0, 0, 123)],
    ['2026-11-28T12:30:00+02:30', Date.UTC(2026, 10, 28, 10)],
    ['2026-11-28T07:00:00-03:00', Date.UTC(2026, 10, 28, 10)],
    ['2024-02-29T00:00:00Z', Date.UTC(2024, 1, 29)],
    ['2000-02-29T00:00:00Z', Date.UTC(2000, 1, 29)],
    ['0099-01-01T00:00:00Z', -59042995200000],
    ['+275760-09-13T00:00:00.000Z', 8.64e15],
    ['-271821-04-20T00:00:00.000Z', -8.64e15],
  ])('reads %s', (text, ms) => {
    expect(parseDateTime(text)).toBe(ms);
  });

  it.each([
    '2026-11-28',
    '2026-11-28T10:00:00',
    '2026-11-28 10:00:00Z',
    '2026-13-01T00:00:00Z',
    '2026-00-01T00:00:00Z',
    '2026-04-31T00:00:00Z',
    '2026-02-29T00:00:00Z',
    '1900-02-29T00:00:00Z',
    '2026-01-00T00:00:00Z',
    '2026-01-01T24:00:00Z',
    '2026-01-01T00:60:00Z',
    '2026-01-01T00:00:60Z',
    '2026-01-01T00:00:00+24:00',
    '2026-01-01T00:00:00+01:60',
    '+275760-09-13T00:00:00.001Z',
    '-271821-04-19T23:59:59.999Z',
    '12026-01-01T00:00:00Z',
    ' 2026-01-01T00:00:00Z',
    '2026-01-01T00:00:00Zx',
  ])('refuses %s', (text) => {
    expect(parseDateTime(text)).toBeUndefined();
  });

  it('is what a date-time query parameter reads, DRF’s message when it is not one', () => {
    const activity = TABLES.reference.activity_list!;
    const ok = validQuery(activity, new URLSearchParams('from=2026-01-01T00:00:00Z'));
    expect(ok).toEqual({ from: '2026-01-01T00:00:00Z' });
    expect(parseDateTime(ok.from as string)).toBe(Date.UTC(2026, 0, 1));
    try {
      validQuery(activity, new URLSearchParams('from=2026-02-30T00:00:00Z'));
      expect.unreachable('a day February does not have');
    } catch (error) {
      expect((error as { body: unknown }).body).toEqual({
        from: [
          'Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].',
        ],
      });
    }
  });
});

describe('parseDateTime at the edges of a clock and of the date range', () => {
  it('takes the last second of a day and the widest offsets', () => {
    expect(parseDateTime('2026-11-28T23:59:59Z')).toBe(Date.UTC(2026, 10, 28, 23, 59, 59));
    expect(parseDateTime('2026-11-28T00:00:00+23:59')).toBe(
      Date.UTC(2026, 10, 28) - (23 * 60 + 59) * 60_000,
    );
    expect(parseDateTime('2026-11-28T00:00:00-23:59')).toBe(
      Date.UTC(2026, 10, 28) + (23 * 60 + 59) * 60_000,
    );
  });

  it('refuses an hour, minute, second or offset past its last value', () => {
    for (const text of [
      '2026-11-28T24:00:00Z',
      '2026-11-28T23:60:00Z',
      '2026-11-28T23:59:60Z',
      '2026-11-28T00:00:00+24:00',
      '2026-11-28T00:00:00+00:60',
    ]) {
      expect(parseDateTime(text), text).toBeUndefined();
    }
  });

  it('takes the last instant a date can hold and nothing after it, offsets included', () => {
    expect(parseDateTime('+275760-09-13T00:00:00Z')).toBe(8.64e15);
    expect(parseDateTime('+275760-09-13T00:00:00.001Z')).toBeUndefined();
    // The clock time is the last one, but an hour behind UTC it lies past the range.
    expect(parseDateTime('+275760-09-13T00:00:00-01:00')).toBeUndefined();
  });
});
