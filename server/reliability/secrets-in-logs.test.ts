import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/index';
import { ACCOUNTS, send, startServer, type TestServer } from '../test/harness';

// docs/decisions.md, Security: the token is never logged. The request log gets every line the
// server writes.
const lines: string[] = [];
let server: TestServer;
beforeAll(async () => {
  server = await startServer({ log: (line) => lines.push(line) });
});
afterAll(() => server.close());

describe('the request log', () => {
  it('holds one line per request and never a token, a password or a query string', async () => {
    const login = await server.call('POST', '/auth/login/', {
      body: { email: ACCOUNTS.analyst, password: DEMO_PASSWORD },
    });
    const token = (login.body as { token: string }).token;
    await server.call('GET', '/api/v1/segments/', { token, query: { token, page_size: 5 } });
    await server.call('GET', '/auth/me/', { token });
    await send(server.baseUrl, 'GET', '/api/v1/nothing/', { token });
    await server.call('POST', '/auth/logout/', { token });
    await server.call('GET', '/api/v1/portfolios/', { token });

    expect(lines).toHaveLength(6);
    const all = lines.join('\n');
    expect(all).not.toContain(DEMO_PASSWORD);
    expect(all).not.toContain('page_size');
    expect(all).not.toContain(token);
  });
});

// docs/views-and-activity.md: the activity log records who did what, never a password or a token.
describe('the activity log', () => {
  it('holds no password and no token, after every kind of recorded operation', async () => {
    const wrong = 'Not-the-Demo-Password-42';
    const issued: string[] = [];
    const signIn = async (email: string, password: string) => {
      const res = await server.call('POST', '/auth/login/', { body: { email, password } });
      if (res.status === 200) issued.push((res.body as { token: string }).token);
      return res;
    };
    await signIn(ACCOUNTS.admin, wrong);
    await signIn('nobody@example.com', wrong);
    await signIn(ACCOUNTS.admin, `${DEMO_PASSWORD} `);
    await signIn(ACCOUNTS.admin, DEMO_PASSWORD);
    await signIn(ACCOUNTS.analyst, DEMO_PASSWORD);
    const [admin, analyst] = issued as [string, string];

    // The analyst's first granted portfolio and a report of it.
    const ids = server.db
      .prepare(
        `SELECT p.organization_id AS acme, p.id AS portfolio, r.id AS report
           FROM portfolio_access pa JOIN users u ON u.id = pa.user_id
           JOIN portfolios p ON p.id = pa.portfolio_id JOIN reports r ON r.portfolio_id = p.id
          WHERE u.email = ? ORDER BY p.id, r.id LIMIT 1`,
      )
      .get(ACCOUNTS.analyst) as { acme: string; report: string; portfolio: string };
    const invitation = '8a3c1f2e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
    const path = '/api/v1/organization-invitations/{id}/';
    const body = { email: 'secret.keeper@example.com', organization_id: ids.acme };
    await server.call('PUT', path, { token: admin, params: { id: invitation }, body });
    await server.call('PUT', path, {
      token: admin,
      params: { id: invitation },
      body: { ...body, status: 4 },
    });
    const invitationToken = server.db
      .prepare('SELECT token FROM invitations WHERE id = ?')
      .pluck()
      .get(invitation) as string;
    await server.call('DELETE', path, { token: admin, params: { id: invitation } });
    await server.call('PATCH', '/api/v1/organizations/{id}/', {
      token: admin,
      params: { id: ids.acme },
      body: { primary_contact_phone: '+1 555 0199' },
    });
    await server.call('POST', '/api/v1/segments/', {
      token: analyst,
      body: { name: 'Secretless', portfolio_id: ids.portfolio },
    });
    const view = await server.call('POST', '/api/v1/saved-views/', {
      token: analyst,
      body: { name: 'Secretless view', scope: 'organization', state: { report_id: ids.report } },
    });
    expect(view.status).toBe(201);
    const viewId = (view.body as { id: string }).id;
    await server.call('PATCH', '/api/v1/saved-views/{id}/', {
      token: analyst,
      params: { id: viewId },
      body: { name: 'Renamed' },
    });
    await server.call('DELETE', '/api/v1/saved-views/{id}/', {
      token: admin,
      params: { id: viewId },
    });
    await send(server.baseUrl, 'GET', `/api/v1/reports/${ids.report}/download_dataset/`, {
      token: analyst,
    });

    const entries = server.db.prepare('SELECT * FROM activity').all();
    const actions = new Set(entries.map((e) => (e as { action: string }).action));
    for (const action of [
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
    ]) {
      expect(actions, action).toContain(action);
    }
    const everything = JSON.stringify(entries);
    const hashes = server.db.prepare('SELECT token_hash FROM tokens').pluck().all() as string[];
    const invitationTokens = server.db
      .prepare('SELECT token FROM invitations')
      .pluck()
      .all() as string[];
    for (const secret of [
      DEMO_PASSWORD,
      wrong,
      ...issued,
      ...hashes,
      invitationToken,
      ...invitationTokens,
    ]) {
      expect(everything).not.toContain(secret);
    }
    expect(issued.length).toBeGreaterThanOrEqual(2);
  });
});
