import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { AJV_OPTIONS } from '../../scripts/api-validators';
import { ApiError } from '../lib/errors';
import { MSG, TEXT_PATTERNS } from '../lib/validate';
import { bodyErrors, type ContractError } from './drf-errors';
import { formats } from './formats';
import { RuleErrors, TABLES, validBody, validQuery, type Entry } from './validate-request';

// The rules the hand-written readers kept before the contract's validators replaced them, stated
// on small schemas compiled as the generated ones are (AJV_OPTIONS, the server's formats): the
// same values give the same DRF messages.

const ajv = new Ajv({ ...AJV_OPTIONS, strict: false });
for (const [name, check] of Object.entries(formats)) ajv.addFormat(name, check);

type Schema = Record<string, unknown>;
const object = (properties: Record<string, Schema>, required: string[] = []): Schema => ({
  type: 'object',
  properties,
  required,
});

/** What a body of `properties` answers for `value`: {} when it is valid. */
function errorsOf(schema: Schema, value: unknown) {
  const validate = ajv.compile(schema);
  return validate(value) ? {} : bodyErrors(validate.errors as ContractError[], value);
}

const UUID = '3F2A1B4C-0000-4000-8000-00000000000A';
const line = { type: 'string', maxLength: 20, pattern: TEXT_PATTERNS.line };
const nonBlank = { ...line, minLength: 1, pattern: TEXT_PATTERNS.lineNonBlank };
const multiline = { type: 'string', maxLength: 20, pattern: TEXT_PATTERNS.multiline };
const uuid = { type: 'string', format: 'uuid' };

function thrown(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('did not throw');
}

describe('a body as a whole', () => {
  it('takes a JSON object, and refuses anything else as a whole', () => {
    const schema = object({ name: line });
    expect(errorsOf(schema, {})).toEqual({});
    expect(errorsOf(schema, [1])).toEqual({
      non_field_errors: ['Invalid data. Expected a dictionary, but got list.'],
    });
    expect(errorsOf(schema, null)).toEqual({
      non_field_errors: ['Invalid data. Expected a dictionary, but got NoneType.'],
    });
    expect(errorsOf(schema, 'text')).toEqual({ non_field_errors: [MSG.notObject('text')] });
  });

  it('reads an absent body as one with every field missing', () => {
    const entry = TABLES.reference.segments_create!;
    expect(thrown(() => validBody(entry, undefined)).body).toEqual({
      name: [MSG.required],
      portfolio_id: [MSG.required],
    });
  });

  it('reads only own fields, never inherited ones', () => {
    const body = JSON.parse('{"__proto__": {"name": "x"}}') as unknown;
    expect(errorsOf(object({ name: line }, ['name']), body)).toEqual({ name: [MSG.required] });
  });

  it('collects every field’s problems before answering 400 with all of them', () => {
    const schema = object(
      { name: nonBlank, email: line, flag: { type: 'boolean' }, missing: line },
      ['missing'],
    );
    expect(errorsOf(schema, { name: '', email: null, flag: 'yes' })).toEqual({
      name: [MSG.blank],
      email: [MSG.null],
      flag: [MSG.boolean],
      missing: [MSG.required],
    });
  });
});

describe('strings', () => {
  it('reads them with their limits: blank, null, length in characters', () => {
    const schema = object({
      blank: { ...nonBlank, maxLength: 5 },
      allowed: { ...line, maxLength: 5 },
      nullable: { ...line, type: ['string', 'null'] },
      emoji: { ...line, maxLength: 3 },
      long: { ...line, maxLength: 3 },
      number: line,
    });
    const body = {
      blank: '  ',
      allowed: '  ',
      nullable: null,
      emoji: '😀😀😀',
      long: 'abcd',
      number: 5,
    };
    expect(errorsOf(schema, body)).toEqual({
      blank: [MSG.blank],
      long: ['Ensure this field has no more than 3 characters.'],
      number: [MSG.string],
    });
  });

  it('refuses control characters in a single line, allows line breaks in a multi-line text', () => {
    const schema = object({
      name: line,
      nul: multiline,
      text: multiline,
      free: { type: 'string' },
    });
    expect(
      errorsOf(schema, {
        name: 'two\nlines',
        nul: 'a\u0000b',
        text: 'two\nlines',
        free: 'a\u0001b',
      }),
    ).toEqual({ name: [MSG.control], nul: [MSG.control] });
  });

  it('takes white space as a value where it is one (passwords), and "" as blank', () => {
    const password = { ...line, minLength: 1 };
    expect(errorsOf(object({ password }), { password: '   ' })).toEqual({});
    expect(errorsOf(object({ password }), { password: '' })).toEqual({ password: [MSG.blank] });
    expect(errorsOf(object({ name: nonBlank }), { name: '   ' })).toEqual({ name: [MSG.blank] });
    // Blank text that may be blank is a value, and a control character in it is named as such.
    expect(errorsOf(object({ name: line }), { name: '\t' })).toEqual({ name: [MSG.control] });
  });

  it('checks e-mail and web addresses after the text rules, and takes "" where it clears one', () => {
    const email = { type: 'string', format: 'email', maxLength: 50, pattern: TEXT_PATTERNS.email };
    const website = { type: 'string', maxLength: 50, pattern: TEXT_PATTERNS.website };
    const schema = object({ email, website });
    expect(errorsOf(schema, { email: 'a@b.example', website: '' })).toEqual({});
    expect(errorsOf(schema, { email: 'not-an-address', website: 'javascript:alert(1)' })).toEqual({
      email: [MSG.email],
      website: [MSG.url],
    });
    expect(errorsOf(schema, { email: 'a\u0000@b.example', website: 'ftp://acme.example' })).toEqual(
      {
        email: [MSG.control],
        website: [MSG.url],
      },
    );
    expect(errorsOf(schema, { email: '', website: 'https://acme.example/x' })).toEqual({
      email: [MSG.blank],
    });
  });
});

describe('uuids, booleans and choices', () => {
  it('refuses what is not a uuid, whatever its type', () => {
    const schema = object({ id: uuid, bad: uuid, number: uuid, list: uuid, required: uuid }, [
      'required',
    ]);
    expect(errorsOf(schema, { id: UUID, bad: 'abc', number: 7, list: [UUID] })).toEqual({
      bad: [MSG.uuid],
      number: [MSG.uuid],
      list: [MSG.uuid],
      required: [MSG.required],
    });
  });

  it('hands uuids on in lower case, in lists and nested objects too', () => {
    const create = TABLES.reference.segments_create!;
    const body = validBody(create, { name: 'x', portfolio_id: UUID, configuration_ids: [UUID] });
    expect(body).toMatchObject({
      portfolio_id: UUID.toLowerCase(),
      configuration_ids: [UUID.toLowerCase()],
    });
    const compare = TABLES.reference.reports_compare_create!;
    const groups = validBody(compare, {
      a: { filters: [{ dataset_filterable_id: UUID, value: [] }] },
      b: { report_id: UUID, configuration_id: UUID },
    });
    expect(groups).toEqual({
      a: { filters: [{ dataset_filterable_id: UUID.toLowerCase(), value: [] }] },
      b: { report_id: UUID.toLowerCase(), configuration_id: UUID.toLowerCase() },
    });
  });

  it('refuses null where a value is required to be one', () => {
    const schema = object({
      id: uuid,
      flag: { type: 'boolean' },
      role: { type: 'integer', enum: [0, 1] },
      kind: { type: 'string', enum: ['a'] },
      ids: { type: 'array', items: uuid },
      group: object({}),
    });
    const body = { id: null, flag: null, role: null, kind: null, ids: null, group: null };
    expect(errorsOf(schema, body)).toEqual({
      id: [MSG.null],
      flag: [MSG.null],
      role: [MSG.null],
      kind: [MSG.null],
      ids: [MSG.null],
      group: [MSG.null],
    });
  });

  it('reads booleans and choices strictly, without coercion', () => {
    const int = { type: 'integer', enum: [0, 2] };
    const schema = object({
      t: { type: 'boolean' },
      s: { type: 'boolean' },
      x: int,
      si: int,
      d: int,
      c: { type: 'string', enum: ['a', 'b'] },
      n: { type: 'string', enum: ['a', 'b'] },
      tt: { type: 'string', enum: ['true'] },
      o: { type: 'string', enum: ['a'] },
      l: { type: 'string', enum: ['a'] },
    });
    const body = {
      t: true,
      s: 'true',
      x: 2.5,
      si: 's',
      d: 7,
      c: 'b',
      n: 2,
      tt: true,
      o: { a: 1 },
      l: ['a'],
    };
    // What was sent, as JSON: not "[object Object]", and a list is not its one item.
    expect(errorsOf(schema, body)).toEqual({
      s: [MSG.boolean],
      x: [MSG.integer],
      si: [MSG.integer],
      d: ['"7" is not a valid choice.'],
      n: ['"2" is not a valid choice.'],
      tt: ['"true" is not a valid choice.'],
      o: ['"{"a":1}" is not a valid choice.'],
      l: ['"["a"]" is not a valid choice.'],
    });
  });
});

describe('lists and nested objects', () => {
  it('reads lists with a size limit, keying item errors by index', () => {
    const schema = object(
      {
        ids: { type: 'array', items: uuid },
        good: { type: 'array', maxItems: 1, items: uuid },
        many: { type: 'array', maxItems: 2, items: uuid },
        notList: { type: 'array', items: uuid },
        names: { type: 'array', maxItems: 2, items: { ...line, maxLength: 5 } },
        long: { type: 'array', items: { ...line, maxLength: 2 } },
        required: { type: 'array', items: uuid },
      },
      ['required'],
    );
    const body = {
      ids: [UUID, 'x', 3],
      good: [UUID],
      many: [1, 2, 3],
      notList: 'abc',
      names: ['', 'ok'],
      long: ['abc', '\tx'],
    };
    expect(errorsOf(schema, body)).toEqual({
      ids: { '1': [MSG.uuid], '2': [MSG.uuid] },
      many: ['Ensure this field has no more than 2 elements.'],
      notList: ['Expected a list of items but got type "str".'],
      long: { '0': ['Ensure this field has no more than 2 characters.'], '1': [MSG.control] },
      required: [MSG.required],
    });
  });

  it('gives an item its first problem, in the order of its fields', () => {
    const filters = TABLES.reference.reports_filter_create!;
    const body = {
      filters: [
        { value: 'x' },
        { dataset_filterable_id: 'bad' },
        { dataset_filterable_id: UUID, value: ['a'.repeat(256)] },
        'nope',
      ],
    };
    expect(thrown(() => validBody(filters, body)).body).toEqual({
      filters: {
        '0': [`dataset_filterable_id: ${MSG.required}`],
        '1': [`dataset_filterable_id: ${MSG.uuid}`],
        '2': [`value: ${MSG.maxLength(255)}`],
        '3': [MSG.notObject('nope')],
      },
    });
  });

  it('puts a nested object’s problems under its field as "name: message"', () => {
    const compare = TABLES.reference.reports_compare_create!;
    expect(
      thrown(() =>
        validBody(compare, { a: 'x', b: { report_id: 'nope', filters: [{ value: [] }] } }),
      ).body,
    ).toEqual({
      a: [MSG.notObject('x')],
      b: [`report_id: ${MSG.uuid}`, `filters: 0: dataset_filterable_id: ${MSG.required}`],
    });
    const save = TABLES.reference.saved_views_create!;
    expect(
      thrown(() =>
        validBody(save, {
          name: 'v',
          state: { report_id: UUID, compare: { report_id: 3 }, options: { sort: 'a\u0000' } },
        }),
      ).body,
    ).toEqual({
      state: [`compare: report_id: ${MSG.uuid}`, `options: sort: ${MSG.control}`],
    });
  });

  it('ignores in published mode what only the reference server reads', () => {
    expect(TABLES.published.reports_compare_create).toBeUndefined();
    const params = new URLSearchParams({ portfolio_id: 'nope' });
    expect(validQuery(TABLES.published.segments_list as Entry, params)).toEqual({});
    expect(() => validQuery(TABLES.reference.segments_list as Entry, params)).toThrow(ApiError);
  });
});

describe('query parameters', () => {
  const activity = TABLES.reference.activity_list!;
  const read = (entry: Entry, query: string) => validQuery(entry, new URLSearchParams(query));

  it('takes the last of a repeated parameter and an empty one as absent', () => {
    expect(read(activity, `actor=${UUID}&actor=&action=&action=segment.created`)).toEqual({
      action: 'segment.created',
    });
    expect(read(activity, `actor=nope&actor=${UUID}`)).toEqual({ actor: UUID.toLowerCase() });
    // Without `allowEmptyValue`, an empty value is one: free text may be empty.
    const attitudes = TABLES.reference.attitudes_list!;
    expect(read(attitudes, 'search=&audience_type=')).toEqual({ search: '' });
  });

  it('answers a bad value with the message DRF’s filters give', () => {
    const body = thrown(() => read(activity, 'from=yesterday&actor=x&action=nope')).body;
    expect(body).toEqual({
      actor: [MSG.uuid],
      action: [MSG.queryChoice('nope')],
      from: [MSG.dateTime],
    });
    const invitations = TABLES.reference.organization_invitations_list!;
    expect(read(invitations, 'status=01')).toEqual({ status: 1 });
    expect(thrown(() => read(invitations, 'status=1.0')).body).toEqual({
      status: ['Select a valid choice. 1.0 is not one of the available choices.'],
    });
    const download = TABLES.reference.reports_download_dataset_retrieve!;
    expect(read(download, 'mask_text_violations=True')).toEqual({ mask_text_violations: true });
    expect(read(download, 'mask_text_violations=0')).toEqual({ mask_text_violations: false });
    expect(thrown(() => read(download, 'mask_text_violations=yes')).body).toEqual({
      mask_text_violations: [MSG.boolean],
    });
  });

  it('reads a repeatable parameter as all its non-empty values, each within its length', () => {
    const stats = TABLES.reference.reports_text_topics_sentiment_stats_retrieve!;
    expect(read(stats, 'attitudes=a&attitudes=&attitudes=b')).toEqual({ attitudes: ['a', 'b'] });
    expect(thrown(() => read(stats, `attitudes=a&attitudes=${'x'.repeat(256)}`)).body).toEqual({
      attitudes: [MSG.maxLength(255)],
    });
  });

  it('reads only the parameters asked for when a handler reads in two steps', () => {
    expect(validQuery(activity, new URLSearchParams('actor=x'), ['organization_id'])).toEqual({});
  });
});

describe('rules the contract cannot say', () => {
  it('collect every message of a field into one DRF body', () => {
    const rules = new RuleErrors();
    expect(() => rules.done()).not.toThrow();
    rules.fail('a', 'one');
    rules.fail('a', 'two');
    rules.fail('b', 'three');
    const error = thrown(() => rules.done());
    expect(error.status).toBe(400);
    expect(error.body).toEqual({ a: ['one', 'two'], b: ['three'] });
  });
});
