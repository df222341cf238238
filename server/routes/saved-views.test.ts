import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema.gen';
import { activityAfter, activityMark, dbChecksum, seedIds, UNKNOWN_ID } from '../test/fixtures';
import { ACCOUNTS, startServer, type TestServer } from '../test/harness';
import { MAX_STATE_BYTES, MAX_VIEWS_PER_USER } from './saved-views';
import { nonEmpty } from '../test/non-empty';

type SavedView = components['schemas']['SavedView'];
type Page = components['schemas']['PaginatedSavedViewList'];

const LIST = '/api/v1/saved-views/';
const ONE = '/api/v1/saved-views/{id}/';
const USED = '/api/v1/saved-views/{id}/used/';

let server: TestServer;
let ids: ReturnType<typeof seedIds>;
const tokens: Record<keyof typeof ACCOUNTS, string> = {
  admin: '',
  analyst: '',
  viewer: '',
  globexAdmin: '',
};
/** Reports of Acme beside the viewer's: one of the same model version, one of another. */
let sameModelReport: string;
let otherModelReport: string;
let otherDatasetFilterable: string;

const pluck = <T>(sql: string, ...args: unknown[]) =>
  server.db
    .prepare(sql)
    .pluck()
    .get(...args) as T;

beforeAll(async () => {
  server = await startServer();
  ids = seedIds(server.db);
  for (const key of Object.keys(tokens) as (keyof typeof ACCOUNTS)[]) {
    tokens[key] = await server.login(ACCOUNTS[key]);
  }
  const acmeReports = `SELECT r.id FROM reports r JOIN portfolios p ON p.id = r.portfolio_id
    WHERE p.organization_id = '${ids.acme}' AND r.id <> '${ids.viewerReport}'`;
  const model = pluck<number>(
    'SELECT model_version_id FROM reports WHERE id = ?',
    ids.viewerReport,
  );
  sameModelReport = pluck(`${acmeReports} AND r.model_version_id = ? LIMIT 1`, model);
  otherModelReport = pluck(`${acmeReports} AND r.model_version_id <> ? LIMIT 1`, model);
  otherDatasetFilterable = pluck(
    `SELECT f.id FROM filterables f JOIN reports r ON r.dataset_id = f.dataset_id
      WHERE r.id = ? ORDER BY f.position LIMIT 1`,
    sameModelReport,
  );
});
afterAll(() => server.close());

const create = (body: unknown, token = tokens.analyst) =>
  server.call('POST', LIST, { token, body });
const list = async (token: string, query: Record<string, string> = {}) => {
  const res = await server.call('GET', LIST, { token, query: { page_size: '100', ...query } });
  expect(res.status).toBe(200);
  return res.body as Page;
};
const state = (extra: Record<string, unknown> = {}) => ({ report_id: ids.viewerReport, ...extra });
/** A state built once the seed's ids are known (test tables are built before). */
const LATER = Symbol('later');
const later = (extra: Record<string, unknown> = {}) => ({ [LATER]: extra });
const resolve = (body: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(body).map(([k, v]) => [
      k,
      v && typeof v === 'object' && LATER in v
        ? state((v as { [LATER]: Record<string, unknown> })[LATER])
        : v,
    ]),
  );
const made = async (body: Record<string, unknown>, token = tokens.analyst) => {
  const res = await create({ name: 'A view', state: state(), ...body }, token);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as SavedView;
};

describe('POST /api/v1/saved-views/', () => {
  it('saves a view (201) with its whole state, private by default, and records it once', async () => {
    const mark = activityMark(server.db);
    const filters = [{ dataset_filterable_id: ids.filterable.toUpperCase(), value: ['x', 'y:z'] }];
    const res = await create({
      name: 'Europe, agreed',
      state: {
        report_id: ids.viewerReport,
        configuration_id: ids.primaryConfiguration,
        filters,
        tab: 'sentiment',
        compare: { report_id: sameModelReport, filters: [] },
        options: { figures: 'agreed', sort: '-importance', attitudes: ['Trust'], shifts: false },
        unknown: 'ignored',
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const view = res.body as SavedView;
    expect(view).toMatchObject({
      name: 'Europe, agreed',
      scope: 'private',
      organization: { id: ids.acme, name: 'Acme Research' },
      owner: { full_name: 'Noah Patel' },
      can_edit: true,
      can_delete: true,
      state: {
        report_id: ids.viewerReport,
        configuration_id: ids.primaryConfiguration,
        filters: [{ dataset_filterable_id: ids.filterable, value: ['x', 'y:z'] }],
        tab: 'sentiment',
        compare: { report_id: sameModelReport, configuration_id: null, filters: [] },
        options: { figures: 'agreed', sort: '-importance', attitudes: ['Trust'], shifts: false },
      },
    });
    expect(view.state).not.toHaveProperty('unknown');
    // Saving counts as using it.
    expect(view.last_used_at).toBe(view.created_at);

    const entries = activityAfter(server.db, mark);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      organization_id: ids.acme,
      actor_name: 'Noah Patel',
      action: 'saved_view.created',
      target_type: 'saved_view',
      target_id: view.id,
      target_label: 'Europe, agreed',
      details: { report: { id: ids.viewerReport, name: view.report.name }, scope: 'private' },
    });
  });

  it('fills the state’s defaults: primary configuration, no filters, results tab, no comparison', async () => {
    const view = await made({ scope: 'organization' });
    expect(view.scope).toBe('organization');
    expect(view.state).toEqual({
      report_id: ids.viewerReport,
      configuration_id: null,
      filters: [],
      tab: 'results',
      compare: null,
      options: {},
    });
  });

  it.each([
    ['an empty name', { name: '' }, { name: ['This field may not be blank.'] }],
    ['a blank name', { name: '   ' }, { name: ['This field may not be blank.'] }],
    [
      'a name of 101 characters',
      { name: 'é'.repeat(101) },
      { name: ['Ensure this field has no more than 100 characters.'] },
    ],
    [
      'a name with a line break',
      { name: 'a\nb' },
      { name: ['Control characters are not allowed.'] },
    ],
    ['a name with NUL', { name: 'a\u0000' }, { name: ['Control characters are not allowed.'] }],
    ['no state', { state: undefined }, { state: ['This field is required.'] }],
    ['a null state', { state: null }, { state: ['This field may not be null.'] }],
    [
      'a state that is a list',
      { state: [] },
      { state: ['Invalid data. Expected a dictionary, but got list.'] },
    ],
    ['no report', { state: {} }, { state: ['report_id: This field is required.'] }],
    ['a bad scope', { scope: 'public' }, { scope: ['"public" is not a valid choice.'] }],
    [
      'a bad tab',
      { state: later({ tab: 'charts' }) },
      { state: ['tab: "charts" is not a valid choice.'] },
    ],
    [
      'a bad option',
      { state: later({ options: { figures: 'raw', sort: 'a\tb', significant_only: 'yes' } }) },
      {
        state: [
          'options: figures: "raw" is not a valid choice.',
          'options: sort: Control characters are not allowed.',
          'options: significant_only: Must be a valid boolean.',
        ],
      },
    ],
    [
      'a bad filter of group B',
      { state: later({ compare: { filters: [{ value: [] }] } }) },
      { state: ['compare: filters: 0: dataset_filterable_id: This field is required.'] },
    ],
  ])('refuses %s (400), writing nothing', async (_, body, errors) => {
    const before = dbChecksum(server.db);
    const res = await create({ name: 'A view', state: state(), ...resolve(body) });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(errors);
    expect(dbChecksum(server.db)).toBe(before);
  });

  it('takes a name of exactly 100 characters, emoji counting once', async () => {
    expect((await made({ name: '😀'.repeat(100) })).name).toBe('😀'.repeat(100));
  });

  describe('checks the state against what the user may open', () => {
    const refused = async (token: string, st: unknown, message: string) => {
      const before = dbChecksum(server.db);
      const res = await create({ name: 'Probe', state: st }, token);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ state: [message] });
      expect(dbChecksum(server.db)).toBe(before);
    };
    const missing = (id: string) => `Invalid pk "${id}" - object does not exist.`;

    it('another tenant’s report reads as a missing one', async () => {
      await refused(
        tokens.analyst,
        { report_id: ids.globexReport },
        `report_id: ${missing(ids.globexReport)}`,
      );
      await refused(tokens.analyst, { report_id: UNKNOWN_ID }, `report_id: ${missing(UNKNOWN_ID)}`);
    });

    it('so does a report of the user’s organization outside their portfolios', async () => {
      await refused(
        tokens.viewer,
        { report_id: ids.hiddenFromViewer },
        `report_id: ${missing(ids.hiddenFromViewer)}`,
      );
    });

    it('a configuration of another report is refused', async () => {
      await refused(
        tokens.admin,
        state({ configuration_id: ids.globexConfiguration }),
        `configuration_id: ${missing(ids.globexConfiguration)}`,
      );
    });

    it('a filterable of another dataset is refused', async () => {
      await refused(
        tokens.admin,
        state({ filters: [{ dataset_filterable_id: otherDatasetFilterable, value: ['x'] }] }),
        `filters: Unknown dataset_filterable_id "${otherDatasetFilterable}" for this report.`,
      );
    });

    it('group B: a foreign report, another model version, a foreign configuration or filterable', async () => {
      await refused(
        tokens.admin,
        state({ compare: { report_id: ids.globexReport } }),
        `compare.report_id: ${missing(ids.globexReport)}`,
      );
      await refused(
        tokens.admin,
        state({ compare: { report_id: otherModelReport } }),
        'compare.report_id: this report uses another model version than the view’s report, so their attitudes cannot be compared.',
      );
      await refused(
        tokens.admin,
        state({ compare: { configuration_id: ids.globexConfiguration } }),
        `compare.configuration_id: ${missing(ids.globexConfiguration)}`,
      );
      await refused(
        tokens.admin,
        state({
          compare: {
            report_id: sameModelReport,
            filters: [{ dataset_filterable_id: ids.filterable, value: ['x'] }],
          },
        }),
        `compare.filters: Unknown dataset_filterable_id "${ids.filterable}" for this report.`,
      );
    });

    it(`limits the state to ${MAX_STATE_BYTES} bytes of JSON`, async () => {
      // Values of up to 255 characters, as many as it takes to fill the state exactly.
      const sizeOf = (values: string[]) =>
        Buffer.byteLength(
          JSON.stringify({
            report_id: ids.viewerReport,
            configuration_id: null,
            filters: [{ dataset_filterable_id: ids.filterable, value: values }],
            tab: 'results',
            compare: null,
            options: {},
          }),
        );
      const values: string[] = [];
      while (sizeOf([...values, 'x'.repeat(255)]) <= MAX_STATE_BYTES) values.push('x'.repeat(255));
      values.push('x'.repeat(MAX_STATE_BYTES - sizeOf([...values, ''])));
      expect(sizeOf(values)).toBe(MAX_STATE_BYTES);
      const filters = (value: string[]) => [{ dataset_filterable_id: ids.filterable, value }];
      expect((await made({ state: state({ filters: filters(values) }) })).state.filters).toEqual(
        filters(values),
      );
      // One more byte (a two-byte character instead of a one-byte one) is refused.
      await refused(
        tokens.analyst,
        state({ filters: filters([...values.slice(0, -1), `é${values.at(-1)!.slice(1)}`]) }),
        `Ensure the state has no more than ${MAX_STATE_BYTES} bytes as JSON (it has ${MAX_STATE_BYTES + 1}).`,
      );
    });
  });

  it(`keeps at most ${MAX_VIEWS_PER_USER} views per user`, async () => {
    const owner = ids.viewer;
    const kept = () =>
      pluck<number>('SELECT count(*) FROM saved_views WHERE owner_user_id = ?', owner);
    const insert = server.db.prepare(
      `INSERT INTO saved_views (id, owner_user_id, organization_id, report_id, name, scope, state,
                                created_at, updated_at)
       SELECT ?, owner_user_id, organization_id, report_id, 'Filler', 'private', state, created_at, updated_at
         FROM saved_views WHERE id = ?`,
    );
    const first = await made({ name: 'First of many' }, tokens.viewer);
    while (kept() < MAX_VIEWS_PER_USER - 1) insert.run(randomUUID(), first.id);
    await made({ name: 'The last one that fits' }, tokens.viewer);
    const before = dbChecksum(server.db);
    const res = await create({ name: 'One too many', state: state() }, tokens.viewer);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      non_field_errors: [
        `You can keep at most ${MAX_VIEWS_PER_USER} saved views; delete one to save another.`,
      ],
    });
    expect(dbChecksum(server.db)).toBe(before);
    // Others are not held back by one user's views.
    await made({ name: 'Someone else’s' }, tokens.analyst);
    server.db
      .prepare("DELETE FROM saved_views WHERE owner_user_id = ? AND name = 'Filler'")
      .run(owner);
  });
});

describe('GET /api/v1/saved-views/', () => {
  it('lists my views and my organization’s shared ones, never others’ private ones', async () => {
    const viewer = await list(tokens.viewer);
    const names = viewer.results.map((v) => v.name);
    expect(names).toEqual(
      expect.arrayContaining(['Europe, agreed figures', 'App users against web users']),
    );
    expect(names).not.toContain('Under 35: what they say');
    for (const v of viewer.results) {
      expect(v.organization.id).toBe(ids.acme);
      expect(v.scope === 'organization' || v.owner.id === ids.viewer).toBe(true);
    }
    const shared = viewer.results.find((v) => v.id === ids.acmeSharedView)!;
    expect(shared).toMatchObject({ can_edit: false, can_delete: false });
    // The administrator may delete the organization's shared views, not rename them.
    const admin = (await list(tokens.admin)).results;
    expect(admin.find((v) => v.id === ids.acmeAnalystView)).toMatchObject({
      can_edit: false,
      can_delete: true,
    });
    expect(admin.map((v) => v.id)).toContain(ids.acmePrivateView);
  });

  it('never shows another tenant a view, its name or its count', async () => {
    const globex = await list(tokens.globexAdmin);
    expect(nonEmpty(globex.results).every((v) => v.organization.id === ids.globex)).toBe(true);
    expect(JSON.stringify(globex)).not.toContain('Europe, agreed figures');
    const queries: Record<string, string>[] = [
      { organization_id: ids.acme },
      { report_id: ids.viewerReport },
    ];
    for (const query of queries) {
      const page = await list(tokens.globexAdmin, query);
      expect(page).toMatchObject({ count: 0, results: [] });
    }
  });

  it('filters by report, organization and scope', async () => {
    const byReport = await list(tokens.admin, { report_id: ids.viewerReport });
    expect(byReport.count).toBeGreaterThan(0);
    expect(nonEmpty(byReport.results).every((v) => v.report.id === ids.viewerReport)).toBe(true);
    const shared = await list(tokens.admin, { scope: 'organization' });
    expect(nonEmpty(shared.results).every((v) => v.scope === 'organization')).toBe(true);
    const mine = await list(tokens.admin, { scope: 'private' });
    expect(
      nonEmpty(mine.results).every((v) => v.scope === 'private' && v.owner.id === ids.adminUser),
    ).toBe(true);
    expect((await list(tokens.admin, { organization_id: ids.globex })).count).toBe(0);
    for (const [name, value] of [
      ['scope', 'public'],
      ['report_id', 'nope'],
      ['organization_id', '1'],
    ] as const) {
      const res = await server.call('GET', LIST, { token: tokens.admin, query: { [name]: value } });
      expect(res.status, name).toBe(400);
      expect(Object.keys(res.body as object)).toEqual([name]);
    }
  });

  it('puts the most recently used first: mine by my last use, others’ by when they were saved', async () => {
    const older = await made({ name: 'Older', scope: 'organization' }, tokens.admin);
    server.clock.advance(60_000);
    const newer = await made({ name: 'Newer', scope: 'organization' }, tokens.admin);
    server.clock.advance(60_000);
    const order = async (token: string) =>
      (await list(token, { scope: 'organization' })).results
        .map((v) => v.id)
        .filter((id) => id === older.id || id === newer.id);
    expect(await order(tokens.admin)).toEqual([newer.id, older.id]);
    expect(await order(tokens.viewer)).toEqual([newer.id, older.id]);

    // The viewer opens the older one: it comes first for the viewer only.
    const used = await server.call('POST', USED, {
      token: tokens.viewer,
      params: { id: older.id },
    });
    expect(used.status).toBe(204);
    expect(await order(tokens.viewer)).toEqual([older.id, newer.id]);
    expect(await order(tokens.admin)).toEqual([newer.id, older.id]);
    const seen = await server.call('GET', ONE, { token: tokens.viewer, params: { id: older.id } });
    expect((seen.body as SavedView).last_used_at).toBe(server.clock.now.toISOString());
    // Reading a view is not using it.
    server.clock.advance(60_000);
    await server.call('GET', ONE, { token: tokens.admin, params: { id: older.id } });
    expect(await order(tokens.admin)).toEqual([newer.id, older.id]);
  });

  it('hides a view from whoever cannot open every report it names', async () => {
    // A comparison with a report the viewer was not granted: the viewer does not see it.
    const { partner, hidden } = server.db
      .prepare(
        `SELECT mine.id AS partner, other.id AS hidden
           FROM reports mine JOIN reports other ON other.model_version_id = mine.model_version_id
           JOIN portfolios p ON p.id = other.portfolio_id
          WHERE mine.portfolio_id IN (SELECT portfolio_id FROM portfolio_access WHERE user_id = @viewer)
            AND other.portfolio_id NOT IN (SELECT portfolio_id FROM portfolio_access WHERE user_id = @viewer)
            AND p.organization_id = @acme
          LIMIT 1`,
      )
      .get({ viewer: ids.viewer, acme: ids.acme }) as { partner: string; hidden: string };
    const view = await made(
      {
        scope: 'organization',
        state: { report_id: partner, compare: { report_id: hidden } },
      },
      tokens.admin,
    );
    expect((await list(tokens.viewer)).results.map((v) => v.id)).not.toContain(view.id);
    const res = await server.call('GET', ONE, { token: tokens.viewer, params: { id: view.id } });
    expect(res.status).toBe(404);
    expect((await list(tokens.admin)).results.map((v) => v.id)).toContain(view.id);
  });
});

describe('PATCH and DELETE /api/v1/saved-views/{id}/', () => {
  it('lets the owner rename a view and change its scope, recording what changed', async () => {
    const view = await made({ name: 'Draft' });
    const mark = activityMark(server.db);
    server.clock.advance(1000);
    const res = await server.call('PATCH', ONE, {
      token: tokens.analyst,
      params: { id: view.id },
      body: { name: 'Final', scope: 'organization' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Final', scope: 'organization', state: view.state });
    expect((res.body as SavedView).updated_at).not.toBe(view.updated_at);
    const entries = activityAfter(server.db, mark);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'saved_view.updated',
      target_id: view.id,
      target_label: 'Final',
      details: {
        changes: {
          name: { from: 'Draft', to: 'Final' },
          scope: { from: 'private', to: 'organization' },
        },
      },
    });
    // Saving what is already there changes nothing and records nothing.
    const again = activityMark(server.db);
    const same = await server.call('PATCH', ONE, {
      token: tokens.analyst,
      params: { id: view.id },
      body: { name: 'Final' },
    });
    expect(same.status).toBe(200);
    expect(activityAfter(server.db, again)).toEqual([]);
  });

  it('refuses a bad name on PATCH (400) and changes nothing', async () => {
    const view = await made({ name: 'Keep me' });
    const before = dbChecksum(server.db);
    const res = await server.call('PATCH', ONE, {
      token: tokens.analyst,
      params: { id: view.id },
      body: { name: '', scope: 'everyone' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      name: ['This field may not be blank.'],
      scope: ['"everyone" is not a valid choice.'],
    });
    expect(dbChecksum(server.db)).toBe(before);
  });

  it('lets nobody but the owner rename (403), the administrator included', async () => {
    for (const token of [tokens.viewer, tokens.admin]) {
      const before = dbChecksum(server.db);
      const res = await server.call('PATCH', ONE, {
        token,
        params: { id: ids.acmeAnalystView },
        body: { name: 'Taken over' },
      });
      expect(res.status).toBe(403);
      expect(dbChecksum(server.db)).toBe(before);
    }
  });

  it('lets an administrator delete an organization view of someone else, recording whose', async () => {
    const view = await made({ name: 'Shared by Noah', scope: 'organization' });
    // A member may not.
    const denied = await server.call('DELETE', ONE, {
      token: tokens.viewer,
      params: { id: view.id },
    });
    expect(denied.status).toBe(403);
    const mark = activityMark(server.db);
    const res = await server.call('DELETE', ONE, { token: tokens.admin, params: { id: view.id } });
    expect(res.status).toBe(204);
    expect(res.body).toBeUndefined();
    const entries = activityAfter(server.db, mark);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'saved_view.deleted',
      actor_name: 'Alice Moreno',
      target_label: 'Shared by Noah',
      details: { scope: 'organization', owner: { name: 'Noah Patel' } },
    });
    const gone = await server.call('GET', ONE, { token: tokens.analyst, params: { id: view.id } });
    expect(gone.status).toBe(404);
  });

  it('lets the owner delete a private view, which nobody else even sees (404)', async () => {
    const view = await made({ name: 'Mine alone' });
    for (const token of [tokens.admin, tokens.viewer, tokens.globexAdmin]) {
      for (const [method, path] of [
        ['GET', ONE],
        ['PATCH', ONE],
        ['DELETE', ONE],
        ['POST', USED],
      ] as const) {
        const res = await server.call(method, path, {
          token,
          params: { id: view.id },
          body: method === 'PATCH' ? { name: 'x' } : undefined,
        });
        expect(res.status, `${method} ${path}`).toBe(404);
      }
    }
    const res = await server.call('DELETE', ONE, {
      token: tokens.analyst,
      params: { id: view.id },
    });
    expect(res.status).toBe(204);
  });

  it('answers another tenant exactly as for a missing view', async () => {
    for (const [method, path] of [
      ['GET', ONE],
      ['PATCH', ONE],
      ['DELETE', ONE],
      ['POST', USED],
    ] as const) {
      const before = dbChecksum(server.db);
      const call = (id: string) =>
        server.call(method, path, {
          token: tokens.globexAdmin,
          params: { id },
          body: method === 'PATCH' ? { name: 'x' } : undefined,
        });
      const foreign = await call(ids.acmeSharedView);
      const missing = await call(randomUUID());
      expect([foreign.status, foreign.body]).toEqual([404, { detail: 'Not found.' }]);
      expect([missing.status, missing.body]).toEqual([foreign.status, foreign.body]);
      expect(dbChecksum(server.db)).toBe(before);
    }
    const notAnId = await server.call('GET', ONE, { token: tokens.admin, params: { id: 'nope' } });
    expect(notAnId.status).toBe(404);
  });
});
