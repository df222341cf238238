import { describe, expect, it } from 'vitest';
import { deref, flatten, operations, type Schema } from '../reliability/openapi-arbitrary';
import { checkString, TEXT_PATTERNS } from './validate';

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

  it('applies them as the patterns read', () => {
    const line = new RegExp(TEXT_PATTERNS.line, 'u');
    for (const v of ['plain', 'é 😀', '', '\u2028', 'a\u0000', 'a\tb', 'a\nb', '\u007f']) {
      expect(checkString(v, { maxLength: 99, allowBlank: true, text: 'line' }) === undefined).toBe(
        line.test(v),
      );
    }
    const multiline = new RegExp(TEXT_PATTERNS.multiline, 'u');
    for (const v of ['a\r\nb\tc', 'a\u000bb', 'a\u0000', 'a\u001fb', 'ok']) {
      expect(
        checkString(v, { maxLength: 99, allowBlank: true, text: 'multiline' }) === undefined,
      ).toBe(multiline.test(v));
    }
  });
});
