import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../db';
import { seedDemoData } from '../seed/index';
import { everyTest, margin99, random, type Rng } from './calibration.fixture';
import { Engine } from './index';

/**
 * The demo data with every respondent's attributes handed to another respondent of the same
 * dataset: the attributes keep their joint spread and the ratings their real correlations (halo,
 * ceilings, skips), but no filter can find a real difference. A result that shows any mark is then
 * a false alarm, and the page's promise is that about 1 in 20 results shows one.
 */
function shuffleAttributes(db: Db, rng: Rng): void {
  const datasets = db.prepare('SELECT id FROM datasets').pluck().all() as string[];
  const read = db.prepare('SELECT idx, attrs FROM respondents WHERE dataset_id = ? ORDER BY idx');
  const write = db.prepare('UPDATE respondents SET attrs = ? WHERE dataset_id = ? AND idx = ?');
  db.transaction(() => {
    for (const dataset of datasets) {
      const rows = read.all(dataset) as { idx: number; attrs: Buffer }[];
      const attrs = rows.map((r) => r.attrs);
      for (let i = attrs.length - 1; i > 0; i--) {
        const j = rng.int(i + 1);
        [attrs[i], attrs[j]] = [attrs[j]!, attrs[i]!];
      }
      rows.forEach((row, i) => write.run(attrs[i], dataset, row.idx));
    }
  })();
}

interface Choice {
  configurationId: string;
  filterables: { id: string; values: string[] }[];
}

function choices(db: Db): Choice[] {
  const configurations = db
    .prepare(
      `SELECT c.id AS configurationId, r.dataset_id AS datasetId
         FROM configurations c JOIN reports r ON r.id = c.report_id`,
    )
    .all() as { configurationId: string; datasetId: string }[];
  const filterables = db.prepare('SELECT id FROM filterables WHERE dataset_id = ?').pluck();
  const values = db.prepare('SELECT value FROM filterable_values WHERE filterable_id = ?').pluck();
  return configurations.map(({ configurationId, datasetId }) => ({
    configurationId,
    filterables: (filterables.all(datasetId) as string[]).map((id) => ({
      id,
      values: values.all(id) as string[],
    })),
  }));
}

const RESULTS = 1_000;
const Q = 0.05;

describe('calibration on the demo data with shuffled attributes', () => {
  let dir: string;
  let db: Db;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'pulse-demo-null-'));
    db = openDatabase(join(dir, 'demo.sqlite'));
    seedDemoData(db);
    shuffleAttributes(db, random(20261128));
  });
  afterAll(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it(`shows a mark on at most 5% (+ 99% margin) of ${RESULTS} random filtered results`, () => {
    const engine = new Engine(db, { resultCacheSize: 10 });
    const rng = random(35);
    const space = choices(db).filter((c) => c.filterables.length > 0);
    let results = 0;
    let withMark = 0;
    for (let tries = 0; results < RESULTS && tries < RESULTS * 20; tries++) {
      const choice = space[rng.int(space.length)]!;
      const picked = new Set<number>();
      const count = Math.min(1 + rng.int(2), choice.filterables.length);
      while (picked.size < count) picked.add(rng.int(choice.filterables.length));
      const filters = [...picked].map((i) => {
        const { id, values } = choice.filterables[i]!;
        const wanted = new Set<string>();
        const size = Math.min(1 + (rng.uniform() < 0.8 ? 0 : rng.int(2)), values.length - 1);
        while (wanted.size < Math.max(1, size)) wanted.add(values[rng.int(values.length)]!);
        return { filterableId: id, values: [...wanted] };
      });
      const result = engine.compute(choice.configurationId, filters);
      const significance = (result.analyses as { significance?: Parameters<typeof everyTest>[0] })
        .significance;
      if (result.state.status !== 'ready' || !significance) continue;
      const tests = everyTest(significance).filter((t) => t.p !== null);
      if (tests.length === 0) continue;
      results++;
      if (tests.some((t) => t.significant === true)) withMark++;
    }
    const rate = withMark / results;
    console.log(
      `shuffled demo: ${withMark} of ${results} results marked (${(100 * rate).toFixed(1)}%)`,
    );
    expect(results).toBe(RESULTS);
    expect(rate).toBeLessThanOrEqual(Q + margin99(Q, results));
  }, 120_000);
});
