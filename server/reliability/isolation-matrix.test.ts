import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESSIBLE_PORTFOLIOS } from '../lib/access';
import { dbChecksum, seedIds } from '../test/fixtures';
import { ACCOUNTS, startServer, type TestServer } from '../test/harness';
import type { Seen } from '../test/contract';

/**
 * The full isolation matrix (server/routes/access-matrix.test.ts has the first rows): every
 * endpoint that takes an id, in the path, the query or the body, × every id kind of the other
 * organization (and, for a member, reports of their own organization they were not granted) ×
 * each role. A foreign id must answer exactly as a missing one (same status, same body once the
 * id itself is masked), change nothing, and no list may hold another tenant's rows.
 */
let server: TestServer;
let ids: ReturnType<typeof seedIds>;

type ActorName = 'admin' | 'analyst' | 'viewer' | 'globex';
interface Actor {
  name: ActorName;
  email: string;
  token: string;
  userId: string;
  role: number;
  org: string;
  otherOrg: string;
  /** Portfolios and reports this actor may read, by the seed's own tables. */
  portfolios: Set<string>;
  ownReport: string;
  ownPortfolio: string;
  ownSegment: string;
  /** Ids the actor must never reach: the other organization's, plus ungranted ones at home. */
  foreign: {
    org: string;
    invitation: string;
    portfolio: string;
    reports: string[];
    segments: string[];
    configuration: string;
    filterable: string;
    /** Saved views the actor must not see: the other tenant's, and others' private ones. */
    views: string[];
  };
}
const actors: Actor[] = [];

const one = <T>(sql: string, ...args: unknown[]) =>
  server.db
    .prepare(sql)
    .pluck()
    .get(...args) as T;
const all = <T>(sql: string, ...args: unknown[]) =>
  server.db
    .prepare(sql)
    .pluck()
    .all(...args) as T[];

beforeAll(async () => {
  server = await startServer();
  ids = seedIds(server.db);
  const emails: Record<ActorName, string> = {
    admin: ACCOUNTS.admin,
    analyst: ACCOUNTS.analyst,
    viewer: ACCOUNTS.viewer,
    globex: ACCOUNTS.globexAdmin,
  };
  const orgOf = (org: string) => ({
    invitation: one<string>('SELECT id FROM invitations WHERE organization_id = ? LIMIT 1', org),
    portfolio: one<string>('SELECT id FROM portfolios WHERE organization_id = ? LIMIT 1', org),
    report: one<string>(
      'SELECT r.id FROM reports r JOIN portfolios p ON p.id = r.portfolio_id WHERE p.organization_id = ? LIMIT 1',
      org,
    ),
  });
  for (const [name, email] of Object.entries(emails) as [ActorName, string][]) {
    const userId = one<string>('SELECT id FROM users WHERE email = ?', email);
    const org = one<string>('SELECT organization_id FROM memberships WHERE user_id = ?', userId);
    const role = one<number>('SELECT role FROM memberships WHERE user_id = ?', userId);
    const otherOrg = org === ids.acme ? ids.globex : ids.acme;
    const portfolios = new Set(
      all<string>(`SELECT portfolio_id FROM (${ACCESSIBLE_PORTFOLIOS})`, { userId }),
    );
    const ownReport = one<string>(
      `SELECT id FROM reports WHERE portfolio_id IN (SELECT portfolio_id FROM (${ACCESSIBLE_PORTFOLIOS}))
        ORDER BY issued_at DESC, id LIMIT 1`,
      { userId },
    );
    const other = orgOf(otherOrg);
    // Reports of the actor's own organization outside its grants are foreign too.
    const hiddenAtHome = all<string>(
      `SELECT r.id FROM reports r JOIN portfolios p ON p.id = r.portfolio_id
        WHERE p.organization_id = ? AND r.portfolio_id NOT IN (SELECT portfolio_id FROM (${ACCESSIBLE_PORTFOLIOS})) LIMIT 1`,
      org,
      { userId },
    );
    const hiddenSegments = all<string>(
      `SELECT s.id FROM segments s JOIN portfolios p ON p.id = s.portfolio_id
        WHERE p.organization_id = ? AND s.portfolio_id NOT IN (SELECT portfolio_id FROM (${ACCESSIBLE_PORTFOLIOS})) LIMIT 1`,
      org,
      { userId },
    );
    actors.push({
      name,
      email,
      token: await server.login(email),
      userId,
      role,
      org,
      otherOrg,
      portfolios,
      ownReport,
      ownPortfolio: one<string>('SELECT portfolio_id FROM reports WHERE id = ?', ownReport),
      ownSegment: one<string>(
        `SELECT id FROM segments WHERE portfolio_id IN (SELECT portfolio_id FROM (${ACCESSIBLE_PORTFOLIOS}))
          ORDER BY name, id LIMIT 1`,
        { userId },
      ),
      foreign: {
        org: otherOrg,
        invitation: other.invitation,
        portfolio: other.portfolio,
        reports: [other.report, ...hiddenAtHome],
        segments: [
          one<string>(
            `SELECT s.id FROM segments s JOIN portfolios p ON p.id = s.portfolio_id
              WHERE p.organization_id = ? LIMIT 1`,
            otherOrg,
          ),
          ...hiddenSegments,
        ],
        configuration: one<string>(
          'SELECT id FROM configurations WHERE report_id = ? LIMIT 1',
          other.report,
        ),
        filterable: one<string>(
          'SELECT f.id FROM filterables f JOIN reports r ON r.dataset_id = f.dataset_id WHERE r.id = ? LIMIT 1',
          other.report,
        ),
        // By the tables alone: another organization's, or someone else's private one, or one on
        // a report the actor was not granted.
        views: all<string>(
          `SELECT id FROM saved_views
            WHERE organization_id <> @org
               OR (scope = 'private' AND owner_user_id <> @userId)
               OR report_id NOT IN (SELECT id FROM reports WHERE portfolio_id IN
                                      (SELECT portfolio_id FROM (${ACCESSIBLE_PORTFOLIOS})))`,
          { org, userId },
        ),
      },
    });
  }
});
afterAll(() => server.close());

/** One request shape with the id under test left open. */
interface Slot {
  endpoint: string;
  kind: string;
  foreignIds: (a: Actor) => string[];
  request: (a: Actor, id: string) => Promise<Seen>;
}

const call = (
  a: Actor,
  method: string,
  path: string,
  o: { id?: string; body?: unknown; query?: Record<string, string> } = {},
) =>
  server.call(method, path, {
    token: a.token,
    params: o.id ? { id: o.id } : undefined,
    body: o.body,
    query: o.query,
  });

const email = () => `iso-${randomUUID()}@example.com`;
const slots: Slot[] = [
  {
    endpoint: 'GET /api/v1/organizations/{id}/',
    kind: 'path organization',
    foreignIds: (a) => [a.foreign.org],
    request: (a, id) => call(a, 'GET', '/api/v1/organizations/{id}/', { id }),
  },
  {
    endpoint: 'PATCH /api/v1/organizations/{id}/',
    kind: 'path organization',
    foreignIds: (a) => [a.foreign.org],
    request: (a, id) =>
      call(a, 'PATCH', '/api/v1/organizations/{id}/', { id, body: { name: 'Taken over' } }),
  },
  {
    endpoint: 'DELETE /api/v1/organization-invitations/{id}/',
    kind: 'path invitation',
    foreignIds: (a) => [a.foreign.invitation],
    request: (a, id) => call(a, 'DELETE', '/api/v1/organization-invitations/{id}/', { id }),
  },
  {
    endpoint: 'PUT /api/v1/organization-invitations/{id}/',
    kind: 'body organization_id',
    foreignIds: (a) => [a.foreign.org],
    request: (a, id) =>
      call(a, 'PUT', '/api/v1/organization-invitations/{id}/', {
        id: randomUUID(),
        body: { email: email(), organization_id: id },
      }),
  },
  {
    endpoint: 'PUT /api/v1/organization-invitations/{id}/',
    kind: 'body accessible_portfolio_ids',
    foreignIds: (a) => [a.foreign.portfolio],
    request: (a, id) =>
      call(a, 'PUT', '/api/v1/organization-invitations/{id}/', {
        id: randomUUID(),
        body: { email: email(), organization_id: a.org, accessible_portfolio_ids: [id] },
      }),
  },
  {
    endpoint: 'POST /api/v1/segments/',
    kind: 'body portfolio_id',
    foreignIds: (a) => [a.foreign.portfolio],
    request: (a, id) =>
      call(a, 'POST', '/api/v1/segments/', { body: { name: 'Probe', portfolio_id: id } }),
  },
  {
    endpoint: 'POST /api/v1/reports/{id}/filter/',
    kind: 'path report',
    foreignIds: (a) => a.foreign.reports,
    request: (a, id) => call(a, 'POST', '/api/v1/reports/{id}/filter/', { id, body: {} }),
  },
  {
    endpoint: 'POST /api/v1/reports/{id}/filter/',
    kind: 'body configuration_id',
    foreignIds: (a) => [a.foreign.configuration],
    request: (a, id) =>
      call(a, 'POST', '/api/v1/reports/{id}/filter/', {
        id: a.ownReport,
        body: { configuration_id: id },
      }),
  },
  {
    endpoint: 'POST /api/v1/reports/{id}/filter/',
    kind: 'body dataset_filterable_id',
    foreignIds: (a) => [a.foreign.filterable],
    request: (a, id) =>
      call(a, 'POST', '/api/v1/reports/{id}/filter/', {
        id: a.ownReport,
        body: { filters: [{ dataset_filterable_id: id, value: ['x'] }] },
      }),
  },
  {
    endpoint: 'POST /api/v1/segments/{id}/trend/',
    kind: 'path segment',
    foreignIds: (a) => a.foreign.segments,
    request: (a, id) => call(a, 'POST', '/api/v1/segments/{id}/trend/', { id, body: {} }),
  },
  {
    endpoint: 'POST /api/v1/segments/{id}/trend/',
    kind: 'body dataset_filterable_id',
    foreignIds: (a) => [a.foreign.filterable],
    request: (a, id) =>
      call(a, 'POST', '/api/v1/segments/{id}/trend/', {
        id: a.ownSegment,
        body: { filters: [{ dataset_filterable_id: id, value: ['x'] }] },
      }),
  },
  {
    endpoint: 'GET /api/v1/reports/{id}/text_topics/sentiment_stats/',
    kind: 'path report',
    foreignIds: (a) => a.foreign.reports,
    request: (a, id) => call(a, 'GET', '/api/v1/reports/{id}/text_topics/sentiment_stats/', { id }),
  },
  {
    endpoint: 'GET /api/v1/reports/{id}/text_topics/sentiment_stats/',
    kind: 'query configuration_id',
    foreignIds: (a) => [a.foreign.configuration],
    request: (a, id) =>
      call(a, 'GET', '/api/v1/reports/{id}/text_topics/sentiment_stats/', {
        id: a.ownReport,
        query: { configuration_id: id },
      }),
  },
  {
    endpoint: 'GET /api/v1/reports/{id}/download_dataset/',
    kind: 'path report',
    foreignIds: (a) => a.foreign.reports,
    request: (a, id) => call(a, 'GET', '/api/v1/reports/{id}/download_dataset/', { id }),
  },
  ...(['GET', 'PATCH', 'DELETE'] as const).map((method): Slot => ({
    endpoint: `${method} /api/v1/saved-views/{id}/`,
    kind: 'path saved view',
    foreignIds: (a) => a.foreign.views,
    request: (a, id) =>
      call(a, method, '/api/v1/saved-views/{id}/', {
        id,
        body: method === 'PATCH' ? { name: 'Taken over', scope: 'private' } : undefined,
      }),
  })),
  {
    endpoint: 'POST /api/v1/saved-views/{id}/used/',
    kind: 'path saved view',
    foreignIds: (a) => a.foreign.views,
    request: (a, id) => call(a, 'POST', '/api/v1/saved-views/{id}/used/', { id }),
  },
  ...(
    [
      ['report_id', (a: Actor) => a.foreign.reports, (_: Actor, id: string) => ({ report_id: id })],
      [
        'configuration_id',
        (a: Actor) => [a.foreign.configuration],
        (a: Actor, id: string) => ({ report_id: a.ownReport, configuration_id: id }),
      ],
      [
        'dataset_filterable_id',
        (a: Actor) => [a.foreign.filterable],
        (a: Actor, id: string) => ({
          report_id: a.ownReport,
          filters: [{ dataset_filterable_id: id, value: ['x'] }],
        }),
      ],
      [
        'compare.report_id',
        (a: Actor) => a.foreign.reports,
        (a: Actor, id: string) => ({ report_id: a.ownReport, compare: { report_id: id } }),
      ],
      [
        'compare.configuration_id',
        (a: Actor) => [a.foreign.configuration],
        (a: Actor, id: string) => ({ report_id: a.ownReport, compare: { configuration_id: id } }),
      ],
    ] as const
  ).map(([kind, foreignIds, state]): Slot => ({
    endpoint: 'POST /api/v1/saved-views/',
    kind: `body state.${kind}`,
    foreignIds,
    request: (a, id) =>
      call(a, 'POST', '/api/v1/saved-views/', { body: { name: 'Probe', state: state(a, id) } }),
  })),
  {
    endpoint: 'GET /api/v1/activity/',
    kind: 'query organization_id',
    foreignIds: (a) => [a.foreign.org],
    request: (a, id) => call(a, 'GET', '/api/v1/activity/', { query: { organization_id: id } }),
  },
  ...(
    [
      ['/api/v1/saved-views/', 'organization_id', (a: Actor) => a.foreign.org],
      ['/api/v1/saved-views/', 'report_id', (a: Actor) => a.foreign.reports[0]!],
      ['/api/v1/organization-invitations/', 'organization_id', (a: Actor) => a.foreign.org],
      ['/api/v1/portfolios/', 'organization_id', (a: Actor) => a.foreign.org],
      ['/api/v1/segments/', 'portfolio_id', (a: Actor) => a.foreign.portfolio],
      ['/api/v1/reports/', 'portfolio_id', (a: Actor) => a.foreign.portfolio],
    ] as const
  ).map(([path, name, pick]): Slot => ({
    endpoint: `GET ${path}`,
    kind: `query ${name}`,
    foreignIds: (a) => [pick(a)],
    request: (a, id) => call(a, 'GET', path, { query: { [name]: id } }),
  })),
];

/** The id itself may be echoed in a field error ("Invalid pk …"): mask it before comparing. */
const masked = (res: Seen, id: string) => ({
  status: res.status,
  body: JSON.parse(JSON.stringify(res.body ?? null).replaceAll(id, '<id>')) as unknown,
});

const counts = { cells: 0, leaks: 0, listRows: 0, listLeaks: 0, roleCells: 0 };

describe('isolation matrix: foreign ids answer exactly like missing ones', () => {
  it('every slot × every actor × every foreign id', async () => {
    const leaks: string[] = [];
    for (const slot of slots) {
      for (const actor of actors) {
        for (const foreignId of slot.foreignIds(actor)) {
          const before = dbChecksum(server.db);
          const foreign = masked(await slot.request(actor, foreignId), foreignId);
          const changed = dbChecksum(server.db) !== before;
          const missingId = randomUUID();
          const missing = masked(await slot.request(actor, missingId), missingId);
          counts.cells++;
          const cell = `${actor.name} × ${slot.endpoint} (${slot.kind})`;
          if (JSON.stringify(foreign) !== JSON.stringify(missing)) {
            leaks.push(
              `${cell}: foreign ${JSON.stringify(foreign)} ≠ missing ${JSON.stringify(missing)}`,
            );
          }
          // Refusals must not write; a success may (a segment whose foreign configurations were
          // dropped), but then the missing id succeeded identically.
          if (changed && foreign.status >= 400)
            leaks.push(`${cell}: a refused request changed data`);
          if (foreign.status === 200 || foreign.status === 201) {
            const text = JSON.stringify(foreign.body);
            for (const other of Object.values(actor.foreign).flat()) {
              if (text.includes(other)) leaks.push(`${cell}: answer contains a foreign id`);
            }
          }
        }
      }
    }
    counts.leaks = leaks.length;
    expect(leaks).toEqual([]);
    expect(counts.cells).toBeGreaterThanOrEqual(slots.length * actors.length);
  });

  it('a path id of another tenant that PUT would take over reads as missing (404), changing nothing', async () => {
    for (const actor of actors) {
      const before = dbChecksum(server.db);
      const res = await call(actor, 'PUT', '/api/v1/organization-invitations/{id}/', {
        id: actor.foreign.invitation,
        body: { email: email(), organization_id: actor.org },
      });
      counts.cells++;
      // Only administrators get past the role check; the others are refused before any lookup.
      expect(res.status).toBe(actor.role === 2 ? 404 : 403);
      expect(dbChecksum(server.db)).toBe(before);
    }
  });
});

describe('lists never hold another tenant’s rows', () => {
  const everyRow = async (a: Actor, path: string) => {
    const rows: Record<string, unknown>[] = [];
    for (let page = 1; ; page++) {
      const res = await call(a, 'GET', path, { query: { page: String(page), page_size: '100' } });
      if (res.status === 403) return null;
      expect(res.status, path).toBe(200);
      const body = res.body as { results: Record<string, unknown>[]; next: string | null };
      rows.push(...body.results);
      if (!body.next) return rows;
    }
  };

  it('invitations, portfolios, segments, reports, saved views, activity and memberships of every actor', async () => {
    const leaks: string[] = [];
    const check = (a: Actor, what: string, owner: string, allowed: boolean) => {
      counts.listRows++;
      if (!allowed) leaks.push(`${a.name} sees ${what} of ${owner}`);
    };
    for (const a of actors) {
      const rowsBefore = counts.listRows;
      const invitations = await everyRow(a, '/api/v1/organization-invitations/');
      if (a.role < 2) expect(invitations).toBeNull();
      for (const row of invitations ?? []) {
        const org = (row.organization as { id: string }).id;
        check(a, `invitation ${String(row.id)}`, org, org === a.org);
      }
      for (const row of (await everyRow(a, '/api/v1/portfolios/')) ?? []) {
        check(a, `portfolio ${String(row.id)}`, String(row.id), a.portfolios.has(String(row.id)));
      }
      for (const path of ['/api/v1/segments/', '/api/v1/reports/']) {
        for (const row of (await everyRow(a, path)) ?? []) {
          const portfolio = (row.portfolio as { id: string }).id;
          check(a, `${path} ${String(row.id)}`, portfolio, a.portfolios.has(portfolio));
        }
      }
      for (const row of (await everyRow(a, '/api/v1/saved-views/')) ?? []) {
        const org = (row.organization as { id: string }).id;
        const seen = org === a.org && !a.foreign.views.includes(String(row.id));
        check(a, `saved view ${String(row.id)}`, org, seen);
      }
      const activity = await everyRow(a, '/api/v1/activity/');
      if (a.role < 2) expect(activity).toBeNull();
      for (const row of activity ?? []) {
        const org = String(row.organization_id);
        check(a, `activity entry ${String(row.id)}`, org, org === a.org);
      }
      const me = await call(a, 'GET', '/auth/me/');
      for (const m of (me.body as { memberships: { organization: { id: string } }[] })
        .memberships) {
        check(a, 'membership', m.organization.id, m.organization.id === a.org);
      }
      // Each actor sees something: an empty list would prove nothing.
      expect(a.portfolios.size, a.name).toBeGreaterThan(0);
      // Rows the lists above actually returned, beyond the actor's one membership.
      expect(counts.listRows - rowsBefore, a.name).toBeGreaterThan(1);
    }
    counts.listLeaks = leaks.length;
    expect(leaks).toEqual([]);
  });
});

describe('role limits on the actor’s own ids', () => {
  // The minimum role of each operation (docs/decisions.md, Roles); everything else is open to
  // members.
  const cases: [
    string,
    string,
    number,
    (a: Actor) => { id?: string; body?: unknown; query?: Record<string, string> },
  ][] = [
    ['GET', '/api/v1/organization-invitations/', 2, () => ({})],
    [
      'PUT',
      '/api/v1/organization-invitations/{id}/',
      2,
      (a) => ({ id: randomUUID(), body: { email: email(), organization_id: a.org } }),
    ],
    [
      'DELETE',
      '/api/v1/organization-invitations/{id}/',
      2,
      (a) => ({
        id: one<string>(
          'SELECT id FROM invitations WHERE organization_id = ? ORDER BY created_at DESC LIMIT 1',
          a.org,
        ),
      }),
    ],
    ['GET', '/api/v1/organizations/{id}/', 0, (a) => ({ id: a.org })],
    [
      'PATCH',
      '/api/v1/organizations/{id}/',
      2,
      (a) => ({ id: a.org, body: { website: 'https://example.com' } }),
    ],
    [
      'POST',
      '/api/v1/segments/',
      1,
      (a) => ({ body: { name: 'Role probe', portfolio_id: a.ownPortfolio } }),
    ],
    ['GET', '/api/v1/reports/{id}/download_dataset/', 1, (a) => ({ id: a.ownReport })],
    ['POST', '/api/v1/reports/{id}/filter/', 0, (a) => ({ id: a.ownReport, body: {} })],
    ['GET', '/api/v1/reports/{id}/text_topics/sentiment_stats/', 0, (a) => ({ id: a.ownReport })],
    ['GET', '/api/v1/portfolios/', 0, () => ({})],
    ['GET', '/api/v1/segments/', 0, () => ({})],
    ['GET', '/api/v1/reports/', 0, () => ({})],
    ['GET', '/api/v1/attitudes/', 0, () => ({})],
    ['GET', '/auth/me/', 0, () => ({})],
    ['GET', '/api/v1/activity/', 2, () => ({})],
    ['GET', '/api/v1/saved-views/', 0, () => ({})],
    [
      'POST',
      '/api/v1/saved-views/',
      0,
      (a) => ({ body: { name: 'Role probe', state: { report_id: a.ownReport } } }),
    ],
  ];

  it('every operation × every role: allowed above the minimum, 403 (and no change) below', async () => {
    const wrong: string[] = [];
    for (const a of actors) {
      for (const [method, path, minimum, input] of cases) {
        const before = dbChecksum(server.db);
        const res = await call(a, method, path, input(a));
        counts.roleCells++;
        const allowed = a.role >= minimum;
        if (allowed && res.status >= 300) wrong.push(`${a.name} ${method} ${path} → ${res.status}`);
        if (!allowed) {
          if (res.status !== 403)
            wrong.push(`${a.name} ${method} ${path} → ${res.status}, not 403`);
          if (dbChecksum(server.db) !== before)
            wrong.push(`${a.name} ${method} ${path} changed data`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  afterAll(() => {
    console.log(
      `isolation matrix: ${counts.cells} foreign-id cells (${actors.length} actors × ${slots.length} id slots), ${counts.leaks} leaks; ` +
        `${counts.listRows} list rows checked, ${counts.listLeaks} foreign; ${counts.roleCells} role cells`,
    );
  });
});
