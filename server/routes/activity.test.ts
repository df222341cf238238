import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema.gen';
import { DAY_MS, pruneActivity, recordActivity } from '../lib/activity';
import { DEMO_PASSWORD } from '../seed/index';
import { activityAfter, activityMark, asMemberOfTwo, seedIds } from '../test/fixtures';
import { ACCOUNTS, startServer, type TestServer } from '../test/harness';
import { nonEmpty } from '../test/non-empty';

type Page = components['schemas']['PaginatedActivityEntryList'];
type Entry = components['schemas']['ActivityEntry'];

const LIST = '/api/v1/activity/';

let server: TestServer;
let ids: ReturnType<typeof seedIds>;
const tokens: Record<keyof typeof ACCOUNTS, string> = {
  admin: '',
  analyst: '',
  viewer: '',
  globexAdmin: '',
};
beforeAll(async () => {
  // Tests move the clock by days to expire invitations; tokens must outlive that.
  server = await startServer({ tokenTtlSeconds: 60 * 24 * 60 * 60 });
  ids = seedIds(server.db);
  for (const key of Object.keys(tokens) as (keyof typeof ACCOUNTS)[]) {
    tokens[key] = await server.login(ACCOUNTS[key]);
  }
});
afterAll(() => server.close());

const list = async (query: Record<string, string> = {}, token = tokens.admin) => {
  const res = await server.call('GET', LIST, { token, query });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Page;
};
/** What one request wrote to the activity log. */
async function recorded(request: () => Promise<{ status: number }>, status?: number) {
  const mark = activityMark(server.db);
  const res = await request();
  if (status !== undefined) expect(res.status).toBe(status);
  return activityAfter(server.db, mark);
}
const userId = (email: string) =>
  server.db.prepare('SELECT id FROM users WHERE email = ?').pluck().get(email) as string;

describe('GET /api/v1/activity/', () => {
  it('answers an administrator with the organization’s log, newest first', async () => {
    const page = await list({ page_size: '100' });
    expect(page.count).toBeGreaterThan(50);
    expect(page.results).toHaveLength(100);
    expect(nonEmpty(page.results).every((e) => e.organization_id === ids.acme)).toBe(true);
    const times = page.results.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('starts with a few weeks of the demo’s activity, of every kind', async () => {
    const entries: Entry[] = [];
    for (let p = 1; ; p++) {
      const page = await list({ page: String(p), page_size: '100' });
      entries.push(...page.results);
      if (!page.next) break;
    }
    const seeded = entries.filter((e) => Date.parse(e.at) < server.clock.now.getTime() - 60_000);
    const days = (Date.parse(seeded[0]!.at) - Date.parse(seeded.at(-1)!.at)) / DAY_MS;
    expect(days).toBeGreaterThan(14);
    expect(new Set(seeded.map((e) => e.action))).toEqual(
      new Set([
        'auth.login',
        'auth.login_failed',
        'invitation.created',
        'invitation.status_changed',
        'invitation.deleted',
        'organization.updated',
        'segment.created',
        'saved_view.created',
        'saved_view.updated',
        'saved_view.deleted',
        'report.dataset_downloaded',
      ]),
    );
    expect(new Set(seeded.flatMap((e) => (e.actor ? [e.actor.name] : []))).size).toBeGreaterThan(3);
  });

  it('refuses members and collaborators of the organization (403)', async () => {
    for (const token of [tokens.analyst, tokens.viewer]) {
      const res = await server.call('GET', LIST, { token, query: { organization_id: ids.acme } });
      expect(res.status).toBe(403);
      // Also when the organization is the one they belong to by default.
      expect((await server.call('GET', LIST, { token })).status).toBe(403);
    }
  });

  it('answers another organization exactly as a missing one (404)', async () => {
    const foreign = await server.call('GET', LIST, {
      token: tokens.globexAdmin,
      query: { organization_id: ids.acme },
    });
    const missing = await server.call('GET', LIST, {
      token: tokens.globexAdmin,
      query: { organization_id: randomUUID() },
    });
    expect([foreign.status, foreign.body]).toEqual([404, { detail: 'Not found.' }]);
    expect([missing.status, missing.body]).toEqual([foreign.status, foreign.body]);
    // Globex's administrator reads Globex's log, and nothing of Acme's.
    const globex = await list({ page_size: '100' }, tokens.globexAdmin);
    expect(globex.count).toBeGreaterThan(0);
    expect(nonEmpty(globex.results).every((e) => e.organization_id === ids.globex)).toBe(true);
  });

  it('needs organization_id from a user of several organizations', async () => {
    await asMemberOfTwo(server.db, ids.adminUser, ids.globex, async () => {
      const res = await server.call('GET', LIST, { token: tokens.admin });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ organization_id: ['This field is required.'] });
      const globex = await list({ organization_id: ids.globex });
      expect(nonEmpty(globex.results).every((e) => e.organization_id === ids.globex)).toBe(true);
    });
  });

  it('filters by actor, action, target type and time, and pages as elsewhere', async () => {
    const alice = userId(ACCOUNTS.admin);
    const byActor = await list({ actor: alice, page_size: '100' });
    expect(byActor.count).toBeGreaterThan(0);
    expect(nonEmpty(byActor.results).every((e) => e.actor?.id === alice)).toBe(true);

    const logins = await list({ action: 'auth.login', page_size: '5' });
    expect(nonEmpty(logins.results).every((e) => e.action === 'auth.login')).toBe(true);
    expect(logins.next).toContain('action=auth.login');
    const second = await list({ action: 'auth.login', page_size: '5', page: '2' });
    expect(second.results[0]!.at <= logins.results.at(-1)!.at).toBe(true);

    const views = await list({ target_type: 'saved_view', page_size: '100' });
    expect(nonEmpty(views.results).every((e) => e.target.type === 'saved_view')).toBe(true);

    const all = await list({ page_size: '100' });
    const pivot = all.results[30]!.at;
    const older = await list({ to: pivot, page_size: '100' });
    expect(nonEmpty(older.results).every((e) => e.at < pivot)).toBe(true);
    const newer = await list({ from: pivot, page_size: '100' });
    expect(nonEmpty(newer.results).every((e) => e.at >= pivot)).toBe(true);
    // Every entry is on one side of the pivot.
    expect(older.count + newer.count).toBe(all.count);
    // An offset says the same instant.
    const shifted = new Date(Date.parse(pivot) + 2 * 3_600_000)
      .toISOString()
      .replace('Z', '+02:00');
    expect((await list({ from: shifted })).count).toBe(newer.count);
    // The far ends of ECMAScript's dates are dates too.
    expect((await list({ from: '-271821-04-20T00:00:00.000Z' })).count).toBe(all.count);
    expect((await list({ from: '+275760-09-13T00:00:00.000Z' })).count).toBe(0);
    expect((await list({ action: 'auth.login', target_type: 'report' })).count).toBe(0);
  });

  it.each([
    ['actor', 'alice'],
    ['action', 'login'],
    ['target_type', 'users'],
    ['from', 'yesterday'],
    ['from', '2026-02-30T00:00:00Z'],
    ['to', '2026-01-01'],
    ['to', '2026-01-01T24:00:00Z'],
    ['organization_id', 'acme'],
  ])('refuses %s=%s (400, naming it)', async (name, value) => {
    const res = await server.call('GET', LIST, { token: tokens.admin, query: { [name]: value } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body as object)).toEqual([name]);
  });
});

describe('every recorded operation writes exactly one entry', () => {
  it('a sign-in, with the actor and their organization', async () => {
    const entries = await recorded(
      () =>
        server.call('POST', '/auth/login/', {
          body: { email: ACCOUNTS.analyst, password: DEMO_PASSWORD },
        }),
      200,
    );
    expect(entries).toEqual([
      expect.objectContaining({
        organization_id: ids.acme,
        actor_user_id: userId(ACCOUNTS.analyst),
        actor_name: 'Noah Patel',
        action: 'auth.login',
        target_type: 'user',
        target_id: userId(ACCOUNTS.analyst),
        target_label: ACCOUNTS.analyst,
        details: {},
      }),
    ]);
  });

  it('a refused sign-in: no actor, the address tried, in the account’s organization', async () => {
    const entries = await recorded(
      () =>
        server.call('POST', '/auth/login/', {
          body: { email: 'Analyst@Demo.test', password: 'not the password' },
        }),
      400,
    );
    expect(entries).toEqual([
      expect.objectContaining({
        organization_id: ids.acme,
        actor_user_id: null,
        action: 'auth.login_failed',
        target_id: userId(ACCOUNTS.analyst),
        target_label: ACCOUNTS.analyst,
        details: { email: 'Analyst@Demo.test' },
      }),
    ]);
    // The administrator reads it; the analyst's organization is the only one that does.
    const page = await list({ action: 'auth.login_failed', page_size: '1' });
    expect(page.results[0]).toMatchObject({ actor: null, details: { email: 'Analyst@Demo.test' } });
  });

  it('a refused sign-in of an address that is nobody’s belongs to no organization', async () => {
    const entries = await recorded(
      () =>
        server.call('POST', '/auth/login/', {
          body: { email: 'nobody.here@example.com', password: 'guess' },
        }),
      400,
    );
    expect(entries).toEqual([
      expect.objectContaining({
        organization_id: null,
        target_id: null,
        target_label: 'nobody.here@example.com',
      }),
    ]);
    for (const token of [tokens.admin, tokens.globexAdmin]) {
      const page = await list({ action: 'auth.login_failed', page_size: '100' }, token);
      expect(JSON.stringify(page)).not.toContain('nobody.here@example.com');
    }
  });

  it('a throttled sign-in is not recorded, nor one the form refuses', async () => {
    const email = 'throttled@example.com';
    for (let i = 0; i < 10; i++) {
      await server.call('POST', '/auth/login/', { body: { email, password: 'x' } });
    }
    expect(
      await recorded(
        () => server.call('POST', '/auth/login/', { body: { email, password: 'x' } }),
        429,
      ),
    ).toEqual([]);
    expect(
      await recorded(
        () => server.call('POST', '/auth/login/', { body: { email: 'not an address' } }),
        400,
      ),
    ).toEqual([]);
    server.clock.advance(301_000);
  });

  it('an invitation created, edited, moved and deleted, never with its token', async () => {
    const id = randomUUID();
    const path = '/api/v1/organization-invitations/{id}/';
    const body = {
      email: 'log.me@example.com',
      organization_id: ids.acme,
      first_name: 'Log',
      role: 1,
      accessible_portfolio_ids: [ids.acmePortfolios[1], ids.acmePortfolios[0]],
    };
    const put = (extra: Record<string, unknown>) => () =>
      server.call('PUT', path, {
        token: tokens.admin,
        params: { id },
        body: { ...body, ...extra },
      });

    const created = await recorded(put({}), 201);
    expect(created).toEqual([
      expect.objectContaining({
        organization_id: ids.acme,
        actor_name: 'Alice Moreno',
        action: 'invitation.created',
        target_type: 'invitation',
        target_id: id,
        target_label: 'log.me@example.com',
        details: {
          email: 'log.me@example.com',
          role: 1,
          status: 0,
          portfolio_ids: [ids.acmePortfolios[0], ids.acmePortfolios[1]].sort(),
        },
      }),
    ]);
    const savedExpiry = (
      server.db.prepare('SELECT expiry_date FROM invitations WHERE id = ?').get(id) as {
        expiry_date: string;
      }
    ).expiry_date;

    server.clock.advance(60_000);
    const edited = await recorded(put({ first_name: 'Logged', accessible_portfolio_ids: [] }), 200);
    expect(edited).toHaveLength(1);
    expect(edited[0]).toMatchObject({
      action: 'invitation.updated',
      details: {
        changes: {
          first_name: { from: 'Log', to: 'Logged' },
          portfolio_ids: { from: created[0]!.details.portfolio_ids, to: [] },
          expiry_date: { from: savedExpiry, to: expect.any(String) },
        },
      },
    });
    expect(Object.keys(edited[0]!.details.changes as object).sort()).toEqual([
      'expiry_date',
      'first_name',
      'portfolio_ids',
    ]);

    const revoked = await recorded(put({ first_name: 'Logged', status: 4 }), 200);
    expect(revoked).toHaveLength(1);
    expect(revoked[0]).toMatchObject({
      action: 'invitation.status_changed',
      details: { changes: { status: { from: 0, to: 4 } } },
    });

    const deleted = await recorded(
      () => server.call('DELETE', path, { token: tokens.admin, params: { id } }),
      204,
    );
    expect(deleted).toEqual([
      expect.objectContaining({
        action: 'invitation.deleted',
        target_id: id,
        details: { email: 'log.me@example.com', status: 4 },
      }),
    ]);
    // The invitation is gone; what was done to it is not.
    const history = await list({ target_type: 'invitation', page_size: '10' });
    expect(history.results.filter((e) => e.target.id === id).map((e) => e.action)).toEqual([
      'invitation.deleted',
      'invitation.status_changed',
      'invitation.updated',
      'invitation.created',
    ]);
    const token = server.db
      .prepare('SELECT token FROM invitations LIMIT 1')
      .pluck()
      .get() as string;
    expect(JSON.stringify(history)).not.toContain(token);
  });

  it('a status read as expired moves from 3', async () => {
    const id = randomUUID();
    const path = '/api/v1/organization-invitations/{id}/';
    const body = { email: 'expiring@example.com', organization_id: ids.acme };
    await server.call('PUT', path, { token: tokens.admin, params: { id }, body });
    server.clock.advance(8 * DAY_MS);
    const reopened = await recorded(
      () => server.call('PUT', path, { token: tokens.admin, params: { id }, body }),
      200,
    );
    expect(reopened[0]).toMatchObject({
      action: 'invitation.status_changed',
      details: { changes: { status: { from: 3, to: 0 } } },
    });
  });

  it('an organization profile change, naming the fields with their old and new values', async () => {
    const path = '/api/v1/organizations/{id}/';
    const before = (
      await server.call('GET', path, { token: tokens.admin, params: { id: ids.acme } })
    ).body as components['schemas']['OrganizationProfile'];
    const entries = await recorded(
      () =>
        server.call('PATCH', path, {
          token: tokens.admin,
          params: { id: ids.acme },
          body: {
            website: 'https://acme.example/new',
            needs: [...before.needs, 'Audit'],
            primary_contact_phone: before.primary_contact_phone,
          },
        }),
      200,
    );
    expect(entries).toEqual([
      expect.objectContaining({
        organization_id: ids.acme,
        action: 'organization.updated',
        target_type: 'organization',
        target_id: ids.acme,
        target_label: 'Acme Research',
        details: {
          changes: {
            website: { from: before.website, to: 'https://acme.example/new' },
            needs: { from: before.needs, to: [...before.needs, 'Audit'] },
          },
        },
      }),
    ]);
    // A save that changes nothing records nothing.
    const unchanged = await recorded(
      () =>
        server.call('PATCH', path, {
          token: tokens.admin,
          params: { id: ids.acme },
          body: { website: 'https://acme.example/new' },
        }),
      200,
    );
    expect(unchanged).toEqual([]);
    const renamed = await recorded(
      () =>
        server.call('PATCH', path, {
          token: tokens.admin,
          params: { id: ids.acme },
          body: { name: 'Acme Research Ltd' },
        }),
      200,
    );
    expect(renamed[0]).toMatchObject({
      target_label: 'Acme Research Ltd',
      details: { changes: { name: { from: 'Acme Research', to: 'Acme Research Ltd' } } },
    });
    await server.call('PATCH', path, {
      token: tokens.admin,
      params: { id: ids.acme },
      body: { name: 'Acme Research' },
    });
  });

  it('a segment created, with the configurations it kept', async () => {
    const own = server.db
      .prepare(
        'SELECT c.id FROM configurations c JOIN reports r ON r.id = c.report_id WHERE r.portfolio_id = ? ORDER BY c.id LIMIT 1',
      )
      .pluck()
      .get(ids.reportPortfolio) as string;
    let segmentId = '';
    const entries = await recorded(async () => {
      const res = await server.call('POST', '/api/v1/segments/', {
        token: tokens.analyst,
        body: {
          name: 'Logged segment',
          portfolio_id: ids.reportPortfolio,
          configuration_ids: [own, ids.globexConfiguration],
        },
      });
      segmentId = (res.body as { id: string }).id;
      return res;
    }, 201);
    expect(entries).toEqual([
      expect.objectContaining({
        organization_id: ids.acme,
        actor_name: 'Noah Patel',
        action: 'segment.created',
        target_id: segmentId,
        target_label: 'Logged segment',
        details: {
          portfolio: { id: ids.reportPortfolio, name: expect.any(String) },
          configuration_ids: [own],
        },
      }),
    ]);
  });

  it('a dataset download, with its masking and omitted columns; refused ones are not', async () => {
    const path = '/api/v1/reports/{id}/download_dataset/';
    const entries = await recorded(
      () =>
        server.call('GET', path, {
          token: tokens.analyst,
          params: { id: ids.viewerReport },
          query: { mask_text_violations: 'true', omit_columns: 'comment, ,comment' },
        }),
      200,
    );
    expect(entries).toEqual([
      expect.objectContaining({
        organization_id: ids.acme,
        action: 'report.dataset_downloaded',
        target_type: 'report',
        target_id: ids.viewerReport,
        details: { mask_text_violations: true, omit_columns: ['comment'] },
      }),
    ]);
    const refused = [
      () =>
        server.call('GET', path, {
          token: tokens.analyst,
          params: { id: ids.viewerReport },
          query: { omit_columns: 'nope' },
        }),
      () => server.call('GET', path, { token: tokens.viewer, params: { id: ids.viewerReport } }),
      () =>
        server.call('GET', path, { token: tokens.globexAdmin, params: { id: ids.viewerReport } }),
    ];
    for (const request of refused) expect(await recorded(request)).toEqual([]);
  });
});

describe('the log is append-only, and old entries go', () => {
  it('refuses to change an entry, even from SQL', () => {
    expect(() => server.db.prepare("UPDATE activity SET target_label = 'x'").run()).toThrow(
      /never changed/,
    );
  });

  it(`deletes entries older than the retention period, and only those`, async () => {
    const now = server.clock.now;
    const at = (days: number) => new Date(now.getTime() - days * DAY_MS);
    const entry = (label: string) => ({
      organizationId: ids.acme,
      actor: null,
      action: 'auth.login_failed' as const,
      target: { type: 'user' as const, id: ids.adminUser, label },
    });
    recordActivity(server.db, at(400), entry('four hundred days ago'));
    recordActivity(server.db, at(365.01), entry('just past a year'));
    recordActivity(server.db, at(364.99), entry('just within a year'));
    const labels = async () =>
      (await list({ action: 'auth.login_failed', page_size: '100' })).results.map(
        (e) => e.target.label,
      );
    expect(await labels()).toEqual(
      expect.arrayContaining(['four hundred days ago', 'just past a year', 'just within a year']),
    );
    const total = (await list()).count;

    expect(pruneActivity(server.db, now, 365)).toBe(2);
    const left = await labels();
    expect(left).toContain('just within a year');
    expect(left).not.toContain('just past a year');
    expect(left).not.toContain('four hundred days ago');
    expect((await list()).count).toBe(total - 2);
    expect(pruneActivity(server.db, now, 365)).toBe(0);
  });
});
