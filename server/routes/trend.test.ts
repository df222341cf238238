import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema.gen';
import type { Db } from '../db/index';
import { admissionGuard } from '../privacy/admission';
import { UNKNOWN_ID } from '../test/fixtures';
import { ACCOUNTS, startServer, type TestServer } from '../test/harness';

type Trend = components['schemas']['Trend'];
type TrendChange = components['schemas']['TrendChange'];
type Report = components['schemas']['Report'];

const TREND = '/api/v1/segments/{id}/trend/';
const TRACKER = 'Branch experience tracker';
const WAVES = [
  'Branch Experience Tracker 2025 Q4',
  'Branch Experience Tracker 2026 Q1',
  'Branch Experience Tracker 2026 Q2',
  'Branch Experience Tracker 2026 Q3',
];

const segmentNamed = (db: Db, name: string) =>
  db.prepare('SELECT id, portfolio_id FROM segments WHERE name = ?').get(name) as {
    id: string;
    portfolio_id: string;
  };

/** The tracker's waves: report, primary configuration and dataset, oldest first. */
function trackerWaves(db: Db) {
  return WAVES.map(
    (name) =>
      db
        .prepare(
          `SELECT r.id AS reportId, c.id AS configurationId, r.dataset_id AS datasetId
             FROM reports r JOIN configurations c ON c.report_id = r.id AND c.is_primary = 1
            WHERE r.name = ?`,
        )
        .get(name) as { reportId: string; configurationId: string; datasetId: string },
  );
}

/** The id of the filterable of this name in a dataset. */
const filterableOf = (db: Db, datasetId: string, name: string) =>
  db
    .prepare('SELECT id FROM filterables WHERE dataset_id = ? AND name = ?')
    .pluck()
    .get(datasetId, name) as string;

const valuesOf = (db: Db, filterableId: string) =>
  db
    .prepare('SELECT value FROM filterable_values WHERE filterable_id = ? ORDER BY code')
    .pluck()
    .all(filterableId) as string[];

const changesOf = (trend: Trend, keyword: string) =>
  trend.attitudes.find((a) => a.keyword === keyword)!;

let server: TestServer;
let admin: string;
let viewer: string;
let tracker: string;
beforeAll(async () => {
  server = await startServer();
  admin = await server.login(ACCOUNTS.admin);
  viewer = await server.login(ACCOUNTS.viewer);
  tracker = segmentNamed(server.db, TRACKER).id;
});
afterAll(() => server.close());

const trend = (body: unknown = {}, id = tracker, token = admin) =>
  server.call('POST', TREND, { token, params: { id }, body });
const trendOf = async (body: unknown = {}, id = tracker, token = admin) => {
  const res = await trend(body, id, token);
  expect(res.status).toBe(200);
  return res.body as Trend;
};
/** A filter on the latest wave's filterable of this name. */
const on = (name: string, ...value: string[]) => ({
  dataset_filterable_id: filterableOf(server.db, trackerWaves(server.db).at(-1)!.datasetId, name),
  value,
});

describe('POST /api/v1/segments/{id}/trend/', () => {
  it("answers the segment's waves oldest first, each with its result, and every change", async () => {
    const body = await trendOf();
    expect(body.segment).toEqual({ id: tracker, name: TRACKER });
    expect(body.waves.map((w) => w.report.name)).toEqual(WAVES);
    const issued = body.waves.map((w) => Date.parse(w.report.issued_at));
    expect(issued).toEqual([...issued].sort((a, b) => a - b));
    expect(body.model_version?.name).toBe('Customer Experience 2024');
    expect(body.answered).toBe(4);
    for (const wave of body.waves) {
      expect(wave).toMatchObject({ charted: true, withheld: null, filters: [] });
      expect(wave.result!.state.status).toBe('ready');
      expect(wave.population_size).toBe(wave.result!.population_size);
      // The wave is not tested against its own rest here.
      expect(wave.result!.analyses).toEqual({});
    }
    expect(body.main_score.map((c) => [c.from, c.to, c.first_to_last])).toEqual([
      [0, 1, false],
      [1, 2, false],
      [2, 3, false],
      [0, 3, true],
    ]);
    const all: TrendChange[] = [
      ...body.main_score,
      ...body.attitudes.flatMap((a) => [
        ...a.performance_rebased,
        ...a.importance_rebased,
        ...a.performance_agreed,
        ...a.importance_agreed,
      ]),
    ];
    const ran = all.filter((c) => c.p !== null);
    expect(body.family.tests_run).toBe(ran.length);
    expect(body.family.marked).toBe(all.filter((c) => c.significant).length);
    for (const change of ran) {
      expect(change.significant).toBe(change.p! < body.family.threshold);
      const [lower, upper] = change.ci! as [number, number];
      expect(lower > 0 || upper < 0).toBe(change.significant);
    }
    // Each figure is the wave's own, as its result shows it.
    const trust = changesOf(body, 'Trust').performance_rebased[0]!;
    const first = body.waves[0]!.result!.attitudes.find((a) => a.keyword === 'Trust')!;
    expect(trust.before).toBe(first.performance_rebased);
  });

  it('marks the planted improvement, and shows the planted regional drop as a fall', async () => {
    const body = await trendOf();
    const digital = changesOf(body, 'Digital experience').performance_rebased;
    const overall = digital.find((c) => c.first_to_last)!;
    expect(overall.significant).toBe(true);
    expect(overall.delta).toBeGreaterThan(0);
    const europe = await trendOf({ filters: [on('Region', 'Europe')] });
    const speed = changesOf(europe, 'Speed of service').performance_rebased.find(
      (c) => c.first_to_last,
    )!;
    expect(speed.delta).toBeLessThan(0);
  });

  it('leaves out a filter without values, as a filter request does', async () => {
    const body = await trendOf({ filters: [on('Region')] });
    expect(body.filters).toEqual([]);
    expect(body.waves.every((w) => w.withheld === null && w.filters.length === 0)).toBe(true);
  });

  it('applies the filters to every wave by filterable name, as its own filter request would', async () => {
    const body = await trendOf({ filters: [on('Region', 'Europe', 'Asia Pacific')] });
    expect(body.filters).toEqual([
      { filterable_name: 'Region', value: ['Europe', 'Asia Pacific'] },
    ]);
    const waves = trackerWaves(server.db);
    for (const [i, wave] of body.waves.entries()) {
      const own = filterableOf(server.db, waves[i]!.datasetId, 'Region');
      expect(wave.filters).toEqual([
        { dataset_filterable_id: own, value: ['Europe', 'Asia Pacific'] },
      ]);
      const alone = (
        await server.call('POST', '/api/v1/reports/{id}/filter/', {
          token: admin,
          params: { id: waves[i]!.reportId },
          body: { filters: wave.filters },
        })
      ).body as Report;
      expect(wave.population_size).toBe(alone.dataset.configurations.result.population_size);
      expect(wave.result!.main_score).toBe(alone.dataset.configurations.result.main_score);
    }
  });

  it('withholds the waves under the privacy floor and joins the changes across them', async () => {
    const waves = trackerWaves(server.db);
    const latest = waves.at(-1)!.datasetId;
    // A combination under 5 respondents in some waves and not in others.
    let found: { body: Trend; floor: boolean[] } | undefined;
    for (const region of valuesOf(server.db, filterableOf(server.db, latest, 'Region'))) {
      for (const plan of valuesOf(server.db, filterableOf(server.db, latest, 'Plan'))) {
        const body = await trendOf({ filters: [on('Region', region), on('Plan', plan)] });
        const floor = body.waves.map((w) => w.withheld?.reason === 'privacy_floor');
        if (floor.some(Boolean) && floor.filter((f) => !f).length >= 2) found = { body, floor };
      }
    }
    if (!found) return expect.fail('the small seed has a filter under the floor in some waves');
    const { body, floor } = found;
    for (const [i, wave] of body.waves.entries()) {
      if (floor[i]) {
        expect(wave.population_size).toBe(-1);
        expect(wave.result!.state.status).toBe('insufficient_data');
      } else {
        expect(wave.withheld).toBeNull();
        expect(wave.population_size).toBeGreaterThanOrEqual(5);
      }
    }
    const answered = floor.flatMap((f, i) => (f ? [] : [i]));
    expect(body.answered).toBe(answered.length);
    const consecutive = body.main_score.filter((c) => !c.first_to_last || answered.length === 2);
    expect(consecutive.map((c) => [c.from, c.to])).toEqual(
      answered.slice(1).map((to, k) => [answered[k], to]),
    );
  });

  it('says which wave lacks a filterable, and lists another model version apart', async () => {
    const waves = trackerWaves(server.db);
    // Mobile App Users has no Plan; the engagement survey is another model version.
    const mobile = server.db
      .prepare(
        `SELECT c.id FROM configurations c JOIN reports r ON r.id = c.report_id
          WHERE r.name = 'Mobile App Users 2026' AND c.is_primary = 1`,
      )
      .pluck()
      .get() as string;
    const created = await server.call('POST', '/api/v1/segments/', {
      token: admin,
      body: {
        name: 'Tracker and app users',
        portfolio_id: segmentNamed(server.db, TRACKER).portfolio_id,
        configuration_ids: [...waves.map((w) => w.configurationId), mobile],
      },
    });
    expect(created.status).toBe(201);
    const segment = (created.body as { id: string }).id;
    const engagement = server.db
      .prepare(
        `SELECT c.id FROM configurations c JOIN reports r ON r.id = c.report_id
          WHERE r.name = 'Acme Engagement Survey 2026' AND c.is_primary = 1`,
      )
      .pluck()
      .get() as string;
    // Segments hold one portfolio's configurations; this one is put there directly.
    server.db
      .prepare('INSERT INTO segment_configurations (segment_id, configuration_id) VALUES (?, ?)')
      .run(segment, engagement);

    const body = await trendOf({ filters: [on('Plan', 'Premium', 'Enterprise')] }, segment);
    const byName = new Map(body.waves.map((w, i) => [w.report.name, { wave: w, i }]));
    const app = byName.get('Mobile App Users 2026')!;
    expect(app.wave).toMatchObject({
      charted: true,
      result: null,
      filters: [],
      population_size: -1,
      withheld: { reason: 'missing_filterable', missing_filterables: ['Plan'] },
    });
    const other = byName.get('Acme Engagement Survey 2026')!;
    expect(other.wave).toMatchObject({
      charted: false,
      result: null,
      withheld: { reason: 'other_model_version' },
    });
    expect(other.wave.model_version.name).toBe('Employee Engagement 2025');
    expect(body.answered).toBe(4);
    const touched = new Set(body.main_score.flatMap((c) => [c.from, c.to]));
    expect(touched.has(app.i) || touched.has(other.i)).toBe(false);
  });

  it('leaves two configurations of one report untested when their groups could meet', async () => {
    const latest = trackerWaves(server.db).at(-1)!;
    const europe = server.db
      .prepare('SELECT id FROM configurations WHERE report_id = ? AND is_primary = 0')
      .pluck()
      .get(latest.reportId) as string;
    const created = await server.call('POST', '/api/v1/segments/', {
      token: admin,
      body: {
        name: 'All and Europe',
        portfolio_id: segmentNamed(server.db, TRACKER).portfolio_id,
        configuration_ids: [latest.configurationId, europe],
      },
    });
    const body = await trendOf({}, (created.body as { id: string }).id);
    expect(body.answered).toBe(2);
    expect(body.main_score).toHaveLength(1);
    expect(body.main_score[0]).toMatchObject({ significant: null, reason: 'overlapping_groups' });
    expect(body.family.tests_run).toBe(0);
  });

  it("refuses a member's waves one by one, and answers the others", async () => {
    const waves = trackerWaves(server.db);
    // The server verifies each wave's safe space on a member's first request; the test then
    // reads the same decisions from it.
    expect((await trend({}, tracker, viewer)).status).toBe(200);
    const guard = admissionGuard(server.db);
    const latest = waves.at(-1)!.datasetId;
    let mixed:
      | { filters: { dataset_filterable_id: string; value: string[] }[]; refused: boolean[] }
      | undefined;
    const candidates = ['Region', 'Plan', 'Age group', 'Channel', 'Gender'].flatMap((name) =>
      valuesOf(server.db, filterableOf(server.db, latest, name)).map((v) => ({
        name,
        values: [v],
      })),
    );
    for (const { name, values } of candidates) {
      const refused: boolean[] = [];
      for (const w of waves) {
        const admission = await guard.admit(w.datasetId, w.configurationId, [
          { filterableId: filterableOf(server.db, w.datasetId, name), values },
        ]);
        refused.push(!admission.admitted);
      }
      if (refused.some(Boolean) && !refused.every(Boolean)) {
        mixed = { filters: [on(name, ...values)], refused };
        break;
      }
    }
    if (!mixed) return expect.fail('the small seed has a value refused in some waves only');
    const body = await trendOf({ filters: mixed.filters }, tracker, viewer);
    body.waves.forEach((wave, i) => {
      if (mixed.refused[i]) {
        expect(wave.withheld?.reason).toBe('anonymity');
        expect(wave.result!.state.reason).toBe('anonymity');
        expect(wave.population_size).toBe(-1);
      } else {
        expect(wave.withheld?.reason).not.toBe('anonymity');
      }
    });
    // The same request by an administrator is answered in every wave the floor allows.
    const open = await trendOf({ filters: mixed.filters });
    expect(open.waves.some((w) => w.withheld?.reason === 'anonymity')).toBe(false);
  });

  it('gives members rounded p-values, differences and intervals, and no commenter names', async () => {
    const body = await trendOf({}, tracker, viewer);
    expect(body.answered).toBe(4);
    const tenths = (x: number) => Math.abs(x * 10 - Math.round(x * 10)) < 1e-9;
    for (const change of [...body.main_score, ...body.attitudes[0]!.performance_rebased]) {
      if (change.p !== null && change.p !== 0) {
        expect(change.p).toBe(Number(change.p.toPrecision(2)));
      }
      expect(tenths(change.delta!)).toBe(true);
      if (change.ci) expect(change.ci.every(tenths)).toBe(true);
    }
    // An administrator reads the same differences to 0.01.
    const open = await trendOf();
    expect(open.main_score.some((c) => !tenths(c.delta!))).toBe(true);
    for (const wave of body.waves) {
      expect(wave.result!.attitudes.every((a) => a.comments.commenters.length === 0)).toBe(true);
    }
  });

  it('answers 404 for a segment the user cannot read, a foreign one and a malformed id', async () => {
    const fundraising = segmentNamed(server.db, 'Regular givers').id;
    expect((await trend({}, fundraising, viewer)).status).toBe(404);
    const globexAdmin = await server.login(ACCOUNTS.globexAdmin);
    expect((await trend({}, tracker, globexAdmin)).status).toBe(404);
    expect((await trend({}, UNKNOWN_ID)).status).toBe(404);
    expect((await trend({}, 'not-a-uuid')).status).toBe(404);
  });

  it("answers 400 for a filterable of none of the segment's waves", async () => {
    const res = await trend({ filters: [{ dataset_filterable_id: randomUUID(), value: ['x'] }] });
    expect(res.status).toBe(400);
    expect((res.body as { filters: string[] }).filters[0]).toMatch(/Unknown dataset_filterable_id/);
    const bad = await trend({ filters: [{ value: ['x'] }] });
    expect(bad.status).toBe(400);
    const german = await server.call('POST', TREND, {
      token: admin,
      params: { id: tracker },
      body: { filters: [{ dataset_filterable_id: UNKNOWN_ID, value: ['x'] }] },
      headers: { 'Accept-Language': 'de' },
    });
    expect((german.body as { filters: string[] }).filters[0]).toBe(
      `Unbekannte dataset_filterable_id „${UNKNOWN_ID}“ für dieses Segment.`,
    );
  });
});

describe('waves that share respondents', () => {
  let shared: TestServer;
  beforeAll(async () => {
    shared = await startServer();
    const [first, second] = trackerWaves(shared.db);
    // One person answered both of the first two waves (a panel).
    const someone = shared.db
      .prepare('SELECT respondent_id FROM respondents WHERE dataset_id = ? AND idx = 0')
      .pluck()
      .get(first!.datasetId) as string;
    shared.db
      .prepare('UPDATE respondents SET respondent_id = ? WHERE dataset_id = ? AND idx = 0')
      .run(someone, second!.datasetId);
  });
  afterAll(() => shared.close());

  it('shows their changes untested, saying why, outside the family', async () => {
    const token = await shared.login(ACCOUNTS.admin);
    const res = await shared.call('POST', TREND, {
      token,
      params: { id: segmentNamed(shared.db, TRACKER).id },
      body: {},
    });
    const body = res.body as Trend;
    const untested = [body.main_score, ...body.attitudes.map((a) => a.performance_agreed)].map(
      (changes) => changes.find((c) => c.from === 0 && c.to === 1)!,
    );
    for (const change of untested) {
      expect(change).toMatchObject({ significant: null, p: null, ci: null });
      expect(change.reason).toBe('shared_respondents');
      expect(change.delta).not.toBeNull();
    }
    // The other changes are tested: three of the four per figure.
    expect(body.family.tests_run).toBeGreaterThan(0);
    expect(body.main_score.filter((c) => c.p !== null)).toHaveLength(3);
  });
});

describe('the published interface', () => {
  let published: TestServer;
  beforeAll(async () => {
    published = await startServer({ apiMode: 'published' });
  });
  afterAll(() => published.close());

  it('has no trend: 404, as for any extension', async () => {
    const token = await published.login(ACCOUNTS.admin);
    const res = await published.call('POST', TREND, {
      token,
      params: { id: segmentNamed(published.db, TRACKER).id },
      body: {},
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'Not found.' });
  });
});
