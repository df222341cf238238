import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, startServer, type TestServer } from '../test/harness';
import {
  ENGAGEMENT,
  enlarge,
  plantTarget,
  reportNamed,
  Session,
  type Filter,
} from '../test/anonymity-kit';
import { admissionGuard } from './admission';

// The one-off verification of a dataset's safe space runs on the server's thread in slices: while
// it runs, other requests are answered, and every member request on the dataset waits for the one
// verification rather than starting its own or answering before the decision is known.

const LATAM: Filter = { filterable: 'Region', values: ['Latin America'] };
const EUROPE: Filter = { filterable: 'Region', values: ['Europe'] };
/** Three respondents (planted): a group no member may ever be answered. */
const TARGET = { Region: 'Latin America', Gender: 'Prefer not to say', 'Age group': '25-34' };
const LONE: Filter[] = Object.entries(TARGET).map(([filterable, value]) => ({
  filterable,
  values: [value],
}));

describe.each([
  ['reference', {}],
  ['published', { apiMode: 'published' as const }],
])('the verification of a dataset, %s mode', (_mode, options) => {
  let server: TestServer;
  let report: ReturnType<typeof reportNamed>;

  beforeAll(async () => {
    server = await startServer(options);
    report = reportNamed(server.db, ENGAGEMENT);
    // Large enough that verifying it takes many slices.
    enlarge(server.db, report.datasetId, 4000);
    plantTarget(server.db, report.datasetId, TARGET);
  });
  afterAll(() => server.close());

  it('answers other requests while it runs, and runs once for concurrent member filters', async () => {
    const token = await server.login(ACCOUNTS.viewer);
    const session = new Session(server, token, report.id, server.db);
    const guard = admissionGuard(server.db);
    const before = guard.verifications;

    const filters = Promise.all([
      session.filter([LATAM]),
      session.filter([EUROPE]),
      session.filter([LATAM], undefined, true),
      session.filter(LONE, undefined, true),
    ]);
    while (guard.verifications === before) await new Promise((r) => setTimeout(r, 1));

    const order: string[] = [];
    // The same version asked again: the running verification, not a new one.
    const verified = guard.space(report.datasetId).then(() => order.push('verification'));
    const portfolios = await server.call('GET', '/api/v1/portfolios/', { token });
    order.push('portfolios');
    expect(portfolios.status).toBe(200);

    const [latam, europe, pending, lone] = await filters;
    await verified;
    expect(order).toEqual(['portfolios', 'verification']);
    expect(guard.verifications).toBe(before + 1);
    expect(latam.state.status).toBe('ready');
    expect(europe.state.status).toBe('ready');
    // Admitted asynchronous groups may be pending; a refused one never is.
    expect(['ready', 'pending']).toContain(pending.state.status);
    expect(lone.state.status).toBe('insufficient_data');
    expect(lone.state.status_message).not.toBe('');
  });
});
