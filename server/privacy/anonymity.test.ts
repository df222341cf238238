import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema.gen';
import { ACCOUNTS, startServer, type TestServer } from '../test/harness';
import {
  derivableSmallSet,
  ENGAGEMENT,
  enlarge,
  plantTarget,
  reportNamed,
  Session,
  type Filter,
} from '../test/anonymity-kit';
import { nonEmpty } from '../test/non-empty';

// The attacks as a curious member would run them, on the engagement survey, against a
// target of three respondents: Region = Latin America, Gender = Prefer not to say, Age 25-34.
// Each test fails without the defence: every request would be answered and the oracle would
// find the target among what was answered.

type Activity = components['schemas']['PaginatedActivityEntryList'];

const LATAM: Filter = { filterable: 'Region', values: ['Latin America'] };
const EUROPE: Filter = { filterable: 'Region', values: ['Europe'] };
const gender = (...values: string[]): Filter => ({ filterable: 'Gender', values });
const OTHER_GENDERS = gender('Female', 'Male', 'Non-binary');

let server: TestServer;
let report: ReturnType<typeof reportNamed>;
let target: number[];

beforeAll(async () => {
  server = await startServer();
  report = reportNamed(server.db, ENGAGEMENT);
  enlarge(server.db, report.datasetId, 1500);
  target = plantTarget(server.db, report.datasetId, {
    Region: 'Latin America',
    Gender: 'Prefer not to say',
    'Age group': '25-34',
  });
  // An empty combination of two ordinary values, for the overlap test.
  emptyCombination(server.db, report.datasetId);
});

/** Nobody in People is in Asia Pacific: they move to Europe. */
function emptyCombination(db: TestServer['db'], datasetId: string) {
  const code = (name: string, value: string) =>
    db
      .prepare(
        `SELECT f.position, fv.code FROM filterables f JOIN filterable_values fv ON fv.filterable_id = f.id
          WHERE f.dataset_id = ? AND f.name = ? AND fv.value = ?`,
      )
      .get(datasetId, name, value) as { position: number; code: number };
  const people = code('Department', 'People');
  const asia = code('Region', 'Asia Pacific');
  const europe = code('Region', 'Europe');
  const rows = db
    .prepare('SELECT idx, attrs FROM respondents WHERE dataset_id = ?')
    .all(datasetId) as { idx: number; attrs: Buffer }[];
  const update = db.prepare('UPDATE respondents SET attrs = ? WHERE dataset_id = ? AND idx = ?');
  for (const row of rows) {
    if (row.attrs[people.position] !== people.code || row.attrs[asia.position] !== asia.code)
      continue;
    const attrs = Buffer.from(row.attrs);
    attrs[asia.position] = europe.code;
    update.run(attrs, datasetId, row.idx);
  }
}
afterAll(() => server.close());

async function member(): Promise<Session> {
  return new Session(server, await server.login(ACCOUNTS.viewer), report.id, server.db);
}

/** Nothing the session was answered lets 1-4 respondents be isolated. */
function expectNothingSmallDerivable(session: Session) {
  expect(derivableSmallSet(server.db, report.datasetId, session.answered)).toBeUndefined();
}

describe('a member cannot isolate fewer than five respondents', () => {
  it('two filters: Latin America, then Latin America and every other gender', async () => {
    const s = await member();
    const whole = await s.filter([LATAM]);
    const rest = await s.filter([LATAM, OTHER_GENDERS]);
    expect([whole.state.status, rest.state.status]).toContain('insufficient_data');
    expectNothingSmallDerivable(s);
  });

  it('three filters, A + B - C, each differing from the others by large groups', async () => {
    const s = await member();
    await s.filter([LATAM, gender('Prefer not to say', 'Male')]);
    await s.filter([LATAM, gender('Prefer not to say', 'Female')]);
    await s.filter([LATAM, gender('Prefer not to say', 'Male', 'Female')]);
    expect(s.refused.length).toBeGreaterThan(0);
    expectNothingSmallDerivable(s);
  });

  it('the same two groups through compare', async () => {
    const s = await member();
    const answer = await s.compare([LATAM], [LATAM, OTHER_GENDERS]);
    expect(answer.significance).toBeNull();
    expect(s.refused.length).toBeGreaterThan(0);
    expectNothingSmallDerivable(s);
  });

  it('across two configurations: under-35 against the primary one filtered to under 35', async () => {
    const s = await member();
    await s.filter([{ filterable: 'Age group', values: ['18-24', '25-34'] }, LATAM]);
    await s.filter([LATAM, OTHER_GENDERS], report.configuration('Under 35'));
    await s.filter([LATAM], report.configuration('Under 35'));
    await s.filter([gender('Female', 'Male')], report.configuration('Under 35'));
    expectNothingSmallDerivable(s);
  });

  it('a signed 2 + 2 contrast and A + B - C - D', async () => {
    const s = await member();
    await s.filter([LATAM, gender('Prefer not to say', 'Male')]);
    await s.filter([LATAM, gender('Prefer not to say', 'Female')]);
    await s.filter([LATAM, gender('Male')]);
    await s.filter([LATAM, gender('Female')]);
    await s.filter([EUROPE, gender('Non-binary', 'Male')]);
    await s.filter([EUROPE, gender('Male')]);
    expect(s.refused.length).toBeGreaterThan(0);
    expectNothingSmallDerivable(s);
  });

  it('an unusual query first changes nothing for an ordinary one after it', async () => {
    const s = await member();
    const odd = await s.filter([LATAM, gender('Prefer not to say')]);
    expect(odd.state.status).toBe('insufficient_data');
    expect(odd.state.reason).toBe('anonymity');
    expect(odd.attitudes).toEqual([]);
    const ordinary = await s.filter([EUROPE]);
    expect(ordinary.state.status).toBe('ready');
  });

  it('refuses before an asynchronous request answers pending', async () => {
    const s = await member();
    const lone = await s.filter([LATAM, gender('Prefer not to say')], undefined, true);
    expect(lone.state.status).toBe('insufficient_data');
    expect(lone.state.reason).toBe('anonymity');
  });

  it('names the merged values to choose instead, never a count', async () => {
    const s = await member();
    const odd = await s.filter([
      { filterable: 'Age group', values: ['25-34'] },
      gender('Prefer not to say'),
    ]);
    expect(odd.state.reason).toBe('anonymity');
    const widen = odd.state.widen ?? [];
    const genders = widen.find((w) => w.filterable.name === 'Gender');
    expect(genders?.values).toContain('Prefer not to say');
    expect(genders!.values.length).toBeGreaterThan(1);
    expect(odd.state.status_message).not.toMatch(/\d/);
  });

  it('answers concurrent requests without letting them combine', async () => {
    const s = await member();
    await Promise.all([
      s.filter([LATAM]),
      s.filter([LATAM, OTHER_GENDERS]),
      s.filter([LATAM, gender('Prefer not to say', 'Male')]),
      s.filter([LATAM, gender('Male')]),
      s.compare([LATAM], [LATAM, gender('Female', 'Male')]),
      s.filter([gender('Prefer not to say', 'Non-binary')]),
      s.filter([gender('Female', 'Male')]),
    ]);
    expectNothingSmallDerivable(s);
  });

  it('leaves collaborators and administrators unrestricted', async () => {
    const admin = new Session(server, await server.login(ACCOUNTS.admin), report.id, server.db);
    const lone = await admin.filter([LATAM, OTHER_GENDERS]);
    expect(lone.state.status_message).toBe('');
    expect(lone.state.status).toBe('ready');
  });

  it('records that a member was refused, not which group', async () => {
    const s = await member();
    await s.filter([LATAM, gender('Prefer not to say')]);
    const admin = await server.login(ACCOUNTS.admin);
    const res = await server.call('GET', '/api/v1/activity/', {
      token: admin,
      query: { action: 'report.group_refused' },
    });
    const entries = (res.body as Activity).results;
    expect(entries.length).toBeGreaterThan(0);
    const entry = entries[0]!;
    expect(entry.target).toMatchObject({ type: 'report', id: report.id });
    expect(JSON.stringify(entry.details)).not.toContain('Latin America');
  });
});

describe('what members read', () => {
  it('gives members no commenter names, keeping the count', async () => {
    const s = await member();
    const mine = await s.filter([]);
    const admin = new Session(server, await server.login(ACCOUNTS.admin), report.id, server.db);
    const theirs = await admin.filter([]);
    const commented = theirs.attitudes.findIndex((a) => a.comments.commenters.length > 0);
    expect(commented).toBeGreaterThanOrEqual(0);
    expect(mine.attitudes[commented]!.comments.count).toBe(
      theirs.attitudes[commented]!.comments.count,
    );
    expect(nonEmpty(mine.attitudes).every((a) => a.comments.commenters.length === 0)).toBe(true);
  });

  it('rounds p to two significant digits for members', async () => {
    const s = await member();
    const result = await s.filter([{ filterable: 'Tenure', values: ['1-3 years'] }]);
    expect(result.state.status).toBe('ready');
    const tests = result.analyses.significance!.attitudes.flatMap((a) => [
      a.performance_rebased,
      a.importance_rebased,
    ]);
    const ps = tests.flatMap((t) => (t.p === null ? [] : [t.p]));
    expect(ps.length).toBeGreaterThan(0);
    for (const p of ps) expect(p).toBe(Number(p.toPrecision(2)));
  });

  it("rounds members' differences and intervals to the figures' 0.1, outward, a mark never on 0", async () => {
    const filters = [{ filterable: 'Tenure', values: ['1-3 years'] }];
    const mine = (await (await member()).filter(filters)).analyses.significance!;
    const admin = new Session(server, await server.login(ACCOUNTS.admin), report.id, server.db);
    const theirs = (await admin.filter(filters)).analyses.significance!;
    const tested = (s: typeof mine) =>
      s.attitudes.flatMap((a) => [a.performance_rebased, a.performance_agreed]).filter((t) => t.ci);
    const exact = tested(theirs);
    expect(exact.some((t) => !Number.isInteger(Math.round(t.delta! * 100) / 10))).toBe(true);
    nonEmpty(tested(mine)).forEach((t, i) => {
      const tenths = (x: number) => Math.abs(x * 10 - Math.round(x * 10)) < 1e-9;
      expect(tenths(t.delta!) && tenths(t.ci![0]!) && tenths(t.ci![1]!)).toBe(true);
      expect(t.ci![0]).toBeLessThanOrEqual(exact[i]!.ci![0]!);
      expect(t.ci![1]).toBeGreaterThanOrEqual(exact[i]!.ci![1]!);
      expect(Math.abs(t.delta! - exact[i]!.delta!)).toBeLessThanOrEqual(0.05 + 1e-9);
      if (t.significant) expect(t.delta).not.toBe(0);
    });
  });

  it('decides overlapping groups from their definitions, not from who is in them', async () => {
    // No respondent is both in People and in Asia Pacific (see emptyCombination): a
    // data-based answer would say "no overlap" and so reveal that the combination is empty.
    const s = await member();
    const answer = await s.compare(
      [{ filterable: 'Department', values: ['People'] }],
      [{ filterable: 'Region', values: ['Asia Pacific'] }],
    );
    expect(answer.a.dataset.configurations.result.state.status).toBe('ready');
    expect(answer.b.dataset.configurations.result.state.status).toBe('ready');
    expect(answer.reason).toBe('overlapping_groups');
    expect(answer.significance).toBeNull();
    const disjoint = await s.compare(
      [EUROPE],
      [{ filterable: 'Region', values: ['North America'] }],
    );
    expect(disjoint.reason).toBeUndefined();
    expect(disjoint.significance).not.toBeNull();
  });

  it('still answers every single value with 50 or more on each side, after the attacks', async () => {
    const s = await member();
    const filterables = server.db
      .prepare('SELECT id, name, position FROM filterables WHERE dataset_id = ?')
      .all(report.datasetId) as { id: string; name: string; position: number }[];
    const attrs = server.db
      .prepare('SELECT attrs FROM respondents WHERE dataset_id = ?')
      .pluck()
      .all(report.datasetId) as Buffer[];
    let asked = 0;
    for (const f of filterables) {
      const values = server.db
        .prepare('SELECT code, value FROM filterable_values WHERE filterable_id = ?')
        .all(f.id) as { code: number; value: string }[];
      for (const v of values) {
        const inside = attrs.filter((a) => a[f.position] === v.code).length;
        if (inside < 50 || attrs.length - inside < 50) continue;
        const result = await s.filter([{ filterable: f.name, values: [v.value] }]);
        expect(result.state.status, `${f.name} = ${v.value}`).toBe('ready');
        asked++;
      }
    }
    expect(asked).toBeGreaterThan(10);
  });

  it('answers the planted target to nobody as a member, and the target exists', () => {
    expect(target).toHaveLength(3);
  });
});
