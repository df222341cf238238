import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema.gen';
import { dbChecksum, seedIds, UNKNOWN_ID } from '../test/fixtures';
import { ACCOUNTS, startServer, type TestServer } from '../test/harness';
import { nonEmpty } from '../test/non-empty';

type Invitation = components['schemas']['OrganizationInvitation'];
type InvitationPage = components['schemas']['PaginatedOrganizationInvitationList'];

const LIST = '/api/v1/organization-invitations/';
const ONE = '/api/v1/organization-invitations/{id}/';
const DAY = 24 * 60 * 60 * 1000;

let server: TestServer;
let admin: string;
let ids: ReturnType<typeof seedIds>;
beforeAll(async () => {
  // Tests move the clock by days to expire invitations; tokens must outlive that.
  server = await startServer({ tokenTtlSeconds: 60 * 24 * 60 * 60 });
  admin = await server.login(ACCOUNTS.admin);
  ids = seedIds(server.db);
});
afterAll(() => server.close());

const list = (query: Record<string, string | number> = {}, token = admin) =>
  server.call('GET', LIST, { token, query });
const put = (id: string, body: unknown, token = admin) =>
  server.call('PUT', ONE, { token, params: { id }, body });
// A new address each time: two pending invitations for one address are refused.
let invited = 0;
const invite = (extra: Record<string, unknown> = {}) => ({
  email: `new.person.${++invited}@example.com`,
  organization_id: ids.acme,
  ...extra,
});

async function all(query: Record<string, string | number> = {}): Promise<Invitation[]> {
  const out: Invitation[] = [];
  for (let page = 1; ; page++) {
    const body = (await list({ ...query, page, page_size: 100 })).body as InvitationPage;
    out.push(...body.results);
    if (!body.next) return out;
  }
}

describe('GET /api/v1/organization-invitations/', () => {
  it("lists only the administered organization's invitations, newest expiry first", async () => {
    const invitations = await all();
    const acmeCount = server.db
      .prepare('SELECT count(*) FROM invitations WHERE organization_id = ?')
      .pluck()
      .get(ids.acme);
    expect(invitations).toHaveLength(acmeCount as number);
    expect(nonEmpty(invitations).every((i) => i.organization.id === ids.acme)).toBe(true);
    const expiries = invitations.map((i) => i.expiry_date);
    expect(expiries).toEqual([...expiries].sort().reverse());
  });

  it('reads a pending invitation past its expiry as expired, and filters by what it reads', async () => {
    const now = server.clock.now.toISOString();
    const stale = server.db
      .prepare(
        'SELECT id FROM invitations WHERE organization_id = ? AND status = 0 AND expiry_date <= ?',
      )
      .pluck()
      .all(ids.acme, now) as string[];
    expect(stale.length).toBeGreaterThan(0);

    const expired = await all({ status: 3 });
    expect(expired.map((i) => i.id)).toEqual(expect.arrayContaining(stale));
    expect(nonEmpty(expired).every((i) => i.status === 3)).toBe(true);
    const pending = await all({ status: 0 });
    expect(pending.some((i) => stale.includes(i.id))).toBe(false);
    expect(nonEmpty(pending).every((i) => i.status === 0 && i.expiry_date > now)).toBe(true);
  });

  it('filters by organization and orders by the requested field', async () => {
    expect((await all({ organization_id: ids.globex })).length).toBe(0);
    const byEmail = await all({ organization_id: ids.acme, ordering: 'email' });
    const emails = byEmail.map((i) => i.email.toLowerCase());
    expect(emails).toEqual([...emails].sort());
    const byRole = await all({ ordering: '-role' });
    expect(byRole.map((i) => i.role)).toEqual([...byRole.map((i) => i.role)].sort().reverse());
  });

  it.each([
    [{ status: 5 }, 'status'],
    [{ status: 'pending' }, 'status'],
    [{ organization_id: 'acme' }, 'organization_id'],
    [{ ordering: 'password' }, 'ordering'],
  ])('refuses %j naming the parameter', async (query, field) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body as object)).toEqual([field]);
  });

  it('is for administrators only', async () => {
    for (const account of [ACCOUNTS.viewer, ACCOUNTS.analyst]) {
      const res = await list({}, await server.login(account));
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ detail: 'You do not have permission to perform this action.' });
    }
  });
});

describe('PUT /api/v1/organization-invitations/{id}/', () => {
  it('creates an invitation under a new id (201) with expiry in 7 days and a uuid token', async () => {
    const id = randomUUID();
    const res = await put(
      id,
      invite({
        email: 'new.person@example.com',
        first_name: 'New',
        last_name: 'Person',
        role: 1,
        accessible_portfolio_ids: ids.acmePortfolios.slice(0, 2),
        token: 'ignored',
        id: UNKNOWN_ID,
      }),
    );
    expect(res.status).toBe(201);
    const body = res.body as Invitation;
    expect(body).toMatchObject({
      id,
      status: 0,
      role: 1,
      email: 'new.person@example.com',
      first_name: 'New',
      last_name: 'Person',
      email_sent: false,
      organization: { id: ids.acme, name: 'Acme Research' },
      inviter_member: { id: ids.adminUser, email: ACCOUNTS.admin },
    });
    expect(body.token).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.token).not.toBe('ignored');
    expect(Date.parse(body.expiry_date)).toBe(server.clock.now.getTime() + 7 * DAY);
    expect(body.accessible_portfolios.map((p) => p.id).sort()).toEqual(
      ids.acmePortfolios.slice(0, 2).sort(),
    );
  });

  it('replaces an existing invitation (200): omitted fields reset, token kept, expiry renewed', async () => {
    const id = randomUUID();
    const created = (await put(id, invite({ role: 2, first_name: 'A' }))).body as Invitation;
    server.clock.advance(DAY);
    try {
      const res = await put(id, invite({ email: 'changed@example.com', status: 4 }));
      expect(res.status).toBe(200);
      const body = res.body as Invitation;
      expect(body).toMatchObject({
        id,
        token: created.token,
        email: 'changed@example.com',
        status: 4,
        role: 0,
        first_name: null,
      });
      expect(Date.parse(body.expiry_date)).toBe(server.clock.now.getTime() + 7 * DAY);
    } finally {
      server.clock.advance(-DAY);
    }
  });

  it('re-opens an expired invitation: back to pending with a new expiry', async () => {
    const id = randomUUID();
    await put(id, invite());
    server.clock.advance(8 * DAY);
    try {
      const listed = await all({ status: 3 });
      expect(listed.map((i) => i.id)).toContain(id);
      const res = await put(id, invite({ status: 0 }));
      expect((res.body as Invitation).status).toBe(0);
    } finally {
      server.clock.advance(-8 * DAY);
    }
  });

  it('accepts every field at its maximum', async () => {
    const email = `${'a'.repeat(243)}@example.com`;
    expect(email).toHaveLength(255);
    const res = await put(
      randomUUID(),
      invite({ email, first_name: 'F'.repeat(25), last_name: 'L'.repeat(25), status: 4, role: 2 }),
    );
    expect(res.status).toBe(201);
  });

  it.each([
    [{ email: `${'a'.repeat(244)}@example.com` }, 'email'],
    [{ email: 'not-an-email' }, 'email'],
    [{ email: '' }, 'email'],
    [{ email: null }, 'email'],
    [{ first_name: 'F'.repeat(26) }, 'first_name'],
    [{ last_name: 'L'.repeat(26) }, 'last_name'],
    [{ last_name: 3 }, 'last_name'],
    [{ status: 9 }, 'status'],
    [{ status: '1' }, 'status'],
    [{ status: 2147483648 }, 'status'],
    [{ role: 3 }, 'role'],
    [{ role: 1.5 }, 'role'],
    [{ organization_id: 'acme' }, 'organization_id'],
    [{ organization_id: UNKNOWN_ID }, 'organization_id'],
    [{ accessible_portfolio_ids: ['nope'] }, 'accessible_portfolio_ids'],
    [{ accessible_portfolio_ids: 'nope' }, 'accessible_portfolio_ids'],
    [{ accessible_portfolio_ids: [UNKNOWN_ID] }, 'accessible_portfolio_ids'],
  ])('refuses %j naming the field and writes nothing', async (override, field) => {
    const before = dbChecksum(server.db);
    const res = await put(randomUUID(), invite(override));
    expect(res.status).toBe(400);
    expect(Object.keys(res.body as object)).toEqual([field]);
    expect(dbChecksum(server.db)).toBe(before);
  });

  it('refuses a second pending invitation for an address, beside the email field', async () => {
    const first = randomUUID();
    expect((await put(first, invite({ email: 'Twin@Example.com' }))).status).toBe(201);
    const twin = await put(randomUUID(), invite({ email: 'twin@example.com' }));
    expect(twin.status).toBe(400);
    expect(twin.body).toEqual({ email: ['An invitation for this address is already pending.'] });
    // Saving the same invitation again is no duplicate; once it is revoked, a new one may go out.
    expect((await put(first, invite({ email: 'twin@example.com' }))).status).toBe(200);
    expect((await put(first, invite({ email: 'twin@example.com', status: 4 }))).status).toBe(200);
    expect((await put(randomUUID(), invite({ email: 'twin@example.com' }))).status).toBe(201);
  });

  it("refuses another organization's portfolios, naming the field", async () => {
    const res = await put(
      randomUUID(),
      invite({ accessible_portfolio_ids: [ids.globexPortfolio] }),
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      accessible_portfolio_ids: [`Invalid pk "${ids.globexPortfolio}" - object does not exist.`],
    });
  });

  it('requires email and organization_id', async () => {
    const res = await put(randomUUID(), {});
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      email: ['This field is required.'],
      organization_id: ['This field is required.'],
    });
  });

  it('answers 404 for a malformed id', async () => {
    const res = await put('not-a-uuid', invite());
    expect(res.status).toBe(404);
  });

  it('keeps other tenants out: their invitation reads as missing, their organization is invalid', async () => {
    const globex = await server.login(ACCOUNTS.globexAdmin);
    const before = dbChecksum(server.db);
    const takeover = await put(ids.acmeInvitation, invite({ organization_id: ids.globex }), globex);
    expect(takeover.status).toBe(404);
    const intoAcme = await put(randomUUID(), invite(), globex);
    expect(intoAcme.status).toBe(400);
    expect(Object.keys(intoAcme.body as object)).toEqual(['organization_id']);
    expect(dbChecksum(server.db)).toBe(before);
  });

  it('is for administrators only', async () => {
    const res = await put(randomUUID(), invite(), await server.login(ACCOUNTS.analyst));
    expect(res.status).toBe(403);
  });
});

describe('DELETE /api/v1/organization-invitations/{id}/', () => {
  it('deletes (204, no body) and then answers 404', async () => {
    const id = randomUUID();
    await put(id, invite({ accessible_portfolio_ids: [ids.acmePortfolios[0]!] }));
    const res = await server.call('DELETE', ONE, { token: admin, params: { id } });
    expect(res.status).toBe(204);
    expect(res.body).toBeUndefined();
    const again = await server.call('DELETE', ONE, { token: admin, params: { id } });
    expect(again.status).toBe(404);
    const grants = server.db
      .prepare('SELECT count(*) FROM invitation_portfolios WHERE invitation_id = ?')
      .pluck()
      .get(id);
    expect(grants).toBe(0);
  });

  it("refuses members (403) and another tenant's admin (404)", async () => {
    const before = dbChecksum(server.db);
    const viewer = await server.login(ACCOUNTS.viewer);
    const globex = await server.login(ACCOUNTS.globexAdmin);
    const params = { id: ids.acmeInvitation };
    expect((await server.call('DELETE', ONE, { token: viewer, params })).status).toBe(403);
    expect((await server.call('DELETE', ONE, { token: globex, params })).status).toBe(404);
    const bad = await server.call('DELETE', ONE, { token: admin, params: { id: 'x' } });
    expect(bad.status).toBe(404);
    expect(dbChecksum(server.db)).toBe(before);
  });
});
