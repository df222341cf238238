/**
 * Writes and the activity log: the throughput of writes the server records in its activity log
 * (each request is one write transaction, its entry included), and the activity list answering a
 * filtered page over 100,000 entries.
 */
import { portfolioId } from '../server/seed/people';
import { ORGANIZATIONS } from '../server/seed/people';
import { idFor } from '../server/seed/prng';
import { load, type LoadResult } from './engine';

export interface RecordedWrite {
  name: string;
  path: string;
  method: string;
  body: unknown;
}

/** The writes measured: each one is recorded in the activity log (docs/views-and-activity.md). */
export function recordedWrites(): RecordedWrite[] {
  const acme = ORGANIZATIONS[0]!.id;
  return [
    {
      name: 'segment create',
      method: 'POST',
      path: '/api/v1/segments/',
      body: { name: 'Bench segment', portfolio_id: portfolioId('acme-retail') },
    },
    {
      // The first request creates the invitation, every later one replaces it.
      name: 'invitation save (replace)',
      method: 'PUT',
      path: `/api/v1/organization-invitations/${idFor('bench:invitation:replace')}/`,
      body: {
        email: 'bench.replace@example.com',
        organization_id: acme,
        first_name: 'Bench',
        role: 1,
        accessible_portfolio_ids: [portfolioId('acme-retail')],
      },
    },
  ];
}

/** One write under load for 10 s (after a 2 s warm-up), `runs` times. */
export async function loadWrite(
  url: string,
  token: string,
  write: RecordedWrite,
  runs: number,
): Promise<LoadResult[]> {
  const request = { method: write.method, body: write.body };
  await load(url + write.path, token, 2, request);
  const results: LoadResult[] = [];
  for (let i = 0; i < runs; i++) results.push(await load(url + write.path, token, 10, request));
  return results;
}

export interface ListScenario {
  name: string;
  query: Record<string, string>;
}

/** Filtered pages an administrator asks of a large log, and the deepest page of the whole log. */
export function activityScenarios(actorId: string, now = Date.now()): ListScenario[] {
  const day = 86_400_000;
  const iso = (ms: number) => new Date(ms).toISOString();
  return [
    { name: 'first page, no filter', query: {} },
    { name: 'one action', query: { action: 'report.dataset_downloaded' } },
    { name: 'one actor', query: { actor: actorId } },
    { name: 'one target type', query: { target_type: 'saved_view' } },
    {
      name: '30 days, two months back',
      query: { from: iso(now - 90 * day), to: iso(now - 60 * day) },
    },
    {
      name: 'actor + action + from',
      query: { actor: actorId, action: 'auth.login', from: iso(now - 200 * day) },
    },
    { name: 'last page, no filter', query: { page: 'last' } },
  ];
}

/** Times one page of `GET /api/v1/activity/` (request sent → body read), `runs` times after one warm-up. */
export async function timeActivityPage(
  url: string,
  token: string,
  scenario: ListScenario,
  runs: number,
): Promise<{ times: number[]; count: number }> {
  const get = async (query: Record<string, string>) => {
    const target = new URL('/api/v1/activity/', url);
    for (const [k, v] of Object.entries(query)) target.searchParams.set(k, v);
    const started = performance.now();
    const res = await fetch(target, { headers: { Authorization: `Bearer ${token}` } });
    const body = (await res.json()) as { count: number };
    const ms = performance.now() - started;
    if (res.status !== 200) throw new Error(`activity list answered ${res.status}`);
    return { ms, count: body.count };
  };
  let query = scenario.query;
  if (query.page === 'last') {
    const { count } = await get({});
    query = { page: String(Math.max(1, Math.ceil(count / 20))) };
  }
  const first = await get(query);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push((await get(query)).ms);
  return { times, count: first.count };
}
