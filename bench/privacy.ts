/**
 * The anonymity rule's cost and utility (docs/privacy.md): the one-off verification of each demo
 * dataset and of a synthetic 1,000,000-respondent one, the decision's time per request, and how
 * often a realistic mix of member filters is refused. Runs on data generated in memory, from the
 * seed's own random streams: no server, no database.
 */
import { openDatabase } from '../server/db/index';
import { cellsMatching, type CellTable, buildCells } from '../server/privacy/cells';
import { AdmissionGuard, decide } from '../server/privacy/admission';
import { buildSafeSpace, safeSpaceSteps, type SafeSpace } from '../server/privacy/safe-space';
import { seedDemoData } from '../server/seed/index';
import { FILTERABLE_VALUES, type FilterableName } from '../server/seed/catalog';
import { buildSeedPlan } from '../server/seed/plan';
import { Rng } from '../server/seed/prng';
import { generateRespondents } from '../server/seed/respondents';

export interface DatasetUtility {
  label: string;
  respondents: number;
  verifyMs: number;
  tables: number;
  pairsDropped: number;
  asked: number;
  refused: number;
  /** Single values of one filterable with 5 or more on each side that are not answered. */
  singleRefused: string[];
}

export interface PrivacyBench {
  datasets: DatasetUtility[];
  decisionMedianMs: number;
  decisionP95Ms: number;
  /** The whole admission as a request runs it (version query included), space verified. */
  admitMedianMs: number;
  admitP95Ms: number;
  million: {
    respondents: number;
    cells: number;
    cellsMs: number;
    verifyMs: number;
    /** The longest step between two yields: how long the server is held up at most. */
    longestStepMs: number;
    /** Peak heap above the start while verifying, sampled every 1,000 steps. */
    peakHeapMB: number;
    tables: number;
  };
}

interface Query {
  configurationId: string;
  filters: { filterableId: string; values: string[] }[];
}

function scopesOf(plan: ReturnType<typeof buildSeedPlan>, reportId: string) {
  return plan.configurations
    .filter((c) => c.reportId === reportId)
    .sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary) || a.position - b.position)
    .map((c) => ({
      id: c.id,
      savedFilters: plan.configurationFilters.filter((f) => f.configurationId === c.id),
    }));
}

const size = (cells: CellTable, mask: Uint8Array) =>
  cells.counts.reduce((sum, n, c) => sum + (mask[c] ? n : 0), 0);

/**
 * The mix: 70% one value of one filterable, 25% one value each of two, 5% two or three values of
 * one; only groups with at least 30 respondents in and 30 out of the configuration count.
 */
export function realisticMix(space: SafeSpace, count: number, seed: string): Query[] {
  const rng = new Rng(seed);
  const { cells } = space;
  const configurations = [...space.configurations.values()];
  const queries: Query[] = [];
  for (let attempt = 0; queries.length < count && attempt < count * 50; attempt++) {
    const scope = configurations[rng.int(0, configurations.length - 1)]!;
    const r = rng.float();
    const pickValues = (f: number, n: number) => {
      const values = [...cells.filterables[f]!.values];
      const out: string[] = [];
      while (out.length < n && values.length > 0)
        out.push(values.splice(rng.int(0, values.length - 1), 1)[0]!);
      return { filterableId: cells.filterables[f]!.id, values: out };
    };
    const k = cells.filterables.length;
    const f = rng.int(0, k - 1);
    let g = rng.int(0, k - 2);
    if (g >= f) g++;
    const filters =
      r < 0.7
        ? [pickValues(f, 1)]
        : r < 0.95
          ? [pickValues(f, 1), pickValues(g, 1)]
          : [pickValues(f, rng.int(2, 3))];
    const inside = cellsMatching(cells, filters);
    const population = size(cells, scope.inside);
    const group = size(cells, inside.map((x, c) => x & scope.inside[c]!) as Uint8Array);
    if (group < 30 || population - group < 30) continue;
    queries.push({ configurationId: scope.configurationId, filters });
  }
  return queries;
}

function singleRefusals(space: SafeSpace): string[] {
  const out: string[] = [];
  for (const scope of space.configurations.values()) {
    const population = size(space.cells, scope.inside);
    space.cells.filterables.forEach((f) => {
      for (const value of f.values) {
        const filters = [{ filterableId: f.id, values: [value] }];
        const inside = cellsMatching(space.cells, filters).map((x, c) => x & scope.inside[c]!);
        const group = size(space.cells, inside as Uint8Array);
        if (group < 5 || population - group < 5) continue;
        if (!decide(space, scope.configurationId, filters).admitted) out.push(`${f.name}=${value}`);
      }
    });
  }
  return out;
}

export async function privacyBench(): Promise<PrivacyBench> {
  const plan = buildSeedPlan('demo', new Date());
  const datasets: DatasetUtility[] = [];
  const timings: number[] = [];
  for (const spec of plan.datasets) {
    const report = plan.reports.find((r) => r.datasetId === spec.id)!;
    const cells = buildCells(
      spec.id,
      spec.filterables.map((f) => ({ id: f.id, name: f.name, values: f.values })),
      (function* () {
        for (const r of generateRespondents(spec)) yield r.attrs;
      })(),
    );
    const space = buildSafeSpace(cells, scopesOf(plan, report.id));
    const queries = realisticMix(space, 1000, `mix:${spec.label}`);
    let refused = 0;
    for (const q of queries) {
      const started = performance.now();
      const decision = decide(space, q.configurationId, q.filters);
      timings.push(performance.now() - started);
      if (!decision.admitted) refused++;
    }
    datasets.push({
      label: spec.label,
      respondents: spec.size,
      verifyMs: Math.round(space.stats.milliseconds),
      tables: space.stats.tables,
      pairsDropped: space.stats.pairsDropped,
      asked: queries.length,
      refused,
      singleRefused: singleRefusals(space),
    });
  }
  timings.sort((a, b) => a - b);
  const admit = await admissionTimings();
  return {
    datasets,
    decisionMedianMs: round(timings[Math.floor(timings.length / 2)]!),
    decisionP95Ms: round(timings[Math.floor(timings.length * 0.95)]!),
    admitMedianMs: round(admit[Math.floor(admit.length / 2)]!),
    admitP95Ms: round(admit[Math.floor(admit.length * 0.95)]!),
    million: millionRespondents(),
  };
}

/**
 * The admission as the server runs it for a member's filter on an in-memory database with the
 * small demo seed: the dataset's version read, the verified space found, the decision made.
 * Every space is verified first: this is the cost a filter pays once that is done.
 */
async function admissionTimings(): Promise<number[]> {
  const db = openDatabase(':memory:');
  seedDemoData(db, { scale: 'small' });
  const guard = new AdmissionGuard(db);
  const rng = new Rng('privacy-bench:admit');
  const configurations = db
    .prepare('SELECT c.id, r.dataset_id FROM configurations c JOIN reports r ON r.id = c.report_id')
    .all() as { id: string; dataset_id: string }[];
  const values = db
    .prepare(
      `SELECT f.dataset_id, f.id AS filterable_id, v.value FROM filterables f
         JOIN filterable_values v ON v.filterable_id = f.id`,
    )
    .all() as { dataset_id: string; filterable_id: string; value: string }[];
  for (const c of configurations) await guard.space(c.dataset_id);
  const timings: number[] = [];
  for (let k = 0; k < 2000; k++) {
    const c = configurations[rng.int(0, configurations.length - 1)]!;
    const own = values.filter((v) => v.dataset_id === c.dataset_id);
    const v = own[rng.int(0, own.length - 1)]!;
    const started = performance.now();
    await guard.admit(c.dataset_id, c.id, [{ filterableId: v.filterable_id, values: [v.value] }]);
    timings.push(performance.now() - started);
  }
  db.close();
  return timings.sort((a, b) => a - b);
}

/** Six filterables with the demo's value weights, three configurations, 1,000,000 respondents. */
function millionRespondents(): PrivacyBench['million'] {
  const names: FilterableName[] = ['Age group', 'Gender', 'Region', 'Channel', 'Plan', 'Tenure'];
  const filterables = names.map((name, k) => ({
    id: `f${k}`,
    name,
    values: FILTERABLE_VALUES[name].values,
  }));
  const rng = new Rng('privacy-bench:million');
  const respondents = 1_000_000;
  const started = performance.now();
  const attrs = new Uint8Array(names.length);
  const cells = buildCells(
    'million',
    filterables,
    (function* () {
      for (let i = 0; i < respondents; i++) {
        names.forEach((name, k) => (attrs[k] = 1 + rng.weighted(FILTERABLE_VALUES[name].weights)));
        yield attrs;
      }
    })(),
  );
  const cellsMs = performance.now() - started;
  const heapBefore = process.memoryUsage().heapUsed;
  let peak = heapBefore;
  let longest = 0;
  // Stepped by hand as the server's sliced runner does, timing each step.
  const steps = safeSpaceSteps(cells, [
    { id: 'all', savedFilters: [] },
    { id: 'europe', savedFilters: [{ filterableId: 'f2', values: ['Europe'] }] },
    { id: 'mobile', savedFilters: [{ filterableId: 'f3', values: ['Mobile app'] }] },
  ]);
  let space: SafeSpace | undefined;
  for (let k = 0; !space; k++) {
    const stepStarted = performance.now();
    const next = steps.next();
    longest = Math.max(longest, performance.now() - stepStarted);
    if (next.done) space = next.value;
    if (k % 1000 === 0) peak = Math.max(peak, process.memoryUsage().heapUsed);
  }
  return {
    respondents,
    cells: cells.counts.length,
    cellsMs: Math.round(cellsMs),
    verifyMs: Math.round(space.stats.milliseconds),
    longestStepMs: round(longest),
    peakHeapMB: Math.round((peak - heapBefore) / 1e6),
    tables: space.stats.tables,
  };
}

const round = (x: number) => Math.round(x * 1000) / 1000;
