import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbChecksum, seedIds, UNKNOWN_ID } from '../test/fixtures';
import { ACCOUNTS, startServer, type TestServer } from '../test/harness';

let server: TestServer;
let admin: string;
let ids: ReturnType<typeof seedIds>;
beforeAll(async () => {
  server = await startServer();
  admin = await server.login(ACCOUNTS.admin);
  ids = seedIds(server.db);
});
afterAll(() => server.close());

const patch = (body: unknown, token = admin, id = ids.acme) =>
  server.call('PATCH', '/api/v1/organizations/{id}/', { token, params: { id }, body });
const get = (token = admin, id = ids.acme) =>
  server.call('GET', '/api/v1/organizations/{id}/', { token, params: { id } });

describe('GET /api/v1/organizations/{id}/', () => {
  it('reads the profile of an organization the user belongs to', async () => {
    const res = await get(await server.login(ACCOUNTS.viewer));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: ids.acme, name: 'Acme Research' });
  });

  it('answers 404 for another organization, a missing id and a malformed id', async () => {
    for (const id of [ids.globex, UNKNOWN_ID, 'not-a-uuid']) {
      const res = await get(admin, id);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: 'Not found.' });
    }
  });
});

describe('PATCH /api/v1/organizations/{id}/', () => {
  it('changes only the fields given and answers {id, name}', async () => {
    const before = (await get()).body as Record<string, unknown>;
    const res = await patch({ website: 'https://acme.example.com/research' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: ids.acme, name: 'Acme Research' });
    const after = (await get()).body as Record<string, unknown>;
    expect(after).toEqual({ ...before, website: 'https://acme.example.com/research' });
  });

  it('accepts every field at its maximum length', async () => {
    const body = {
      name: 'N'.repeat(100),
      website: `https://example.com/${'p'.repeat(200 - 20)}`,
      primary_contact_phone: '1'.repeat(31),
      needs: ['n'.repeat(255), ''],
      organization_type: 'ngo',
    };
    expect(body.website).toHaveLength(200);
    const res = await patch(body);
    expect(res.status).toBe(200);
    const { id: _id, ...profile } = (await get()).body as Record<string, unknown>;
    expect(profile).toEqual(body);
  });

  it('counts characters, not UTF-16 units', async () => {
    const res = await patch({ name: '😀'.repeat(100) });
    expect(res.status).toBe(200);
    expect((res.body as { name: string }).name).toBe('😀'.repeat(100));
  });

  it('accepts a null name and clearing the website', async () => {
    const res = await patch({ name: null, website: '' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: ids.acme, name: null });
    await patch({ name: 'Acme Research' });
  });

  it.each([
    [{ name: 'N'.repeat(101) }, { name: ['Ensure this field has no more than 100 characters.'] }],
    [
      { website: `https://example.com/${'p'.repeat(181)}` },
      { website: ['Ensure this field has no more than 200 characters.'] },
    ],
    [{ website: 'javascript:alert(1)' }, { website: ['Enter a valid URL.'] }],
    [{ website: 'not a url' }, { website: ['Enter a valid URL.'] }],
    [
      { primary_contact_phone: '1'.repeat(32) },
      { primary_contact_phone: ['Ensure this field has no more than 31 characters.'] },
    ],
    [
      { needs: ['ok', 'n'.repeat(256)] },
      { needs: { '1': ['Ensure this field has no more than 255 characters.'] } },
    ],
    [{ needs: 'one' }, { needs: ['Expected a list of items but got type "str".'] }],
    [{ needs: [3] }, { needs: { '0': ['Not a valid string.'] } }],
    [{ organization_type: 'charity' }, { organization_type: ['"charity" is not a valid choice.'] }],
    [{ organization_type: null }, { organization_type: ['This field may not be null.'] }],
    [{ name: 7 }, { name: ['Not a valid string.'] }],
    [{ website: null }, { website: ['This field may not be null.'] }],
  ])('refuses %j naming the field, and writes nothing', async (body, errors) => {
    const before = dbChecksum(server.db);
    const res = await patch({ primary_contact_phone: '555', ...body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(errors);
    expect(dbChecksum(server.db)).toBe(before);
  });

  it('reports every bad field at once and applies none of the good ones', async () => {
    const before = dbChecksum(server.db);
    const res = await patch({ name: 'Fine', website: 'nope', organization_type: 'x' });
    expect(Object.keys(res.body as object).sort()).toEqual(['organization_type', 'website']);
    expect(dbChecksum(server.db)).toBe(before);
  });

  it('is for administrators: 403 for a member or collaborator, 404 for another tenant', async () => {
    const before = dbChecksum(server.db);
    for (const account of [ACCOUNTS.viewer, ACCOUNTS.analyst]) {
      const res = await patch({ name: 'Hijacked' }, await server.login(account));
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ detail: 'You do not have permission to perform this action.' });
    }
    const foreign = await patch({ name: 'Hijacked' }, await server.login(ACCOUNTS.globexAdmin));
    expect(foreign.status).toBe(404);
    expect(dbChecksum(server.db)).toBe(before);
  });
});
