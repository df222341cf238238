import { type Db, prepared } from '../db/index';
import { LruCache } from '../engine/lru';
import { CellCounter, cellCount, cellsMatching, type CellTable, type SavedFilter } from './cells';
import { buildSafeSpaceSliced, type SafeSpace, type SpaceOptions } from './safe-space';

/** Values a refused member may choose instead: a merged group of one filterable. */
export interface WidenHint {
  filterableId: string;
  filterableName: string;
  values: string[];
}

export type Admission = { admitted: true } | { admitted: false; widen: WidenHint[] };

/**
 * The one admission check for a member's group: a configuration and filters are answered only
 * when the respondents they select are a union of blocks of one verified table (of that
 * configuration, or of another whose population holds them all). Reads who is in which cell, never an answer; keeps one safe space per dataset
 * version (the configurations on it and their saved filters), computed on first use.
 *
 * The computation runs in slices on the server's thread, so other requests go on meanwhile;
 * everyone who asks about a dataset version while it runs waits for the same one.
 */
export class AdmissionGuard {
  private readonly spaces: LruCache<string, { version: string; space: Promise<SafeSpace> }>;
  /** Verifications started (a test reads it: concurrent first requests must share one). */
  verifications = 0;

  constructor(
    private readonly db: Db,
    private readonly options: SpaceOptions & { datasets?: number; sliceMs?: number } = {},
  ) {
    this.spaces = new LruCache(options.datasets ?? 64);
  }

  async admit(
    datasetId: string,
    configurationId: string,
    filters: readonly SavedFilter[],
  ): Promise<Admission> {
    return decide(await this.space(datasetId), configurationId, filters);
  }

  /**
   * The verified space of a dataset as it is now (its configurations may have changed): the one
   * already computed or being computed for this version, else a new computation.
   */
  space(datasetId: string): Promise<SafeSpace> {
    const version = datasetVersion(this.db, datasetId);
    const cached = this.spaces.get(datasetId);
    if (cached && cached.version === version.key) return cached.space;
    this.verifications++;
    const space = (async () => {
      const cells = await loadCells(this.db, datasetId, this.options.sliceMs);
      return buildSafeSpaceSliced(cells, version.scopes, this.options);
    })();
    const entry = { version: version.key, space };
    this.spaces.set(datasetId, entry);
    // A failed computation is not kept: the next request tries again.
    space.catch(() => {
      if (this.spaces.get(datasetId) === entry) this.spaces.delete(datasetId);
    });
    return space;
  }
}

/** The decision on a verified space: reads who is in which cell, nothing else. */
export function decide(
  space: SafeSpace,
  configurationId: string,
  filters: readonly SavedFilter[],
): Admission {
  const scope = space.configurations.get(configurationId);
  if (!scope) return { admitted: false, widen: [] };
  const { cells } = space;
  const selected = cellsMatching(cells, filters);
  for (const table of scope.tables) {
    if (unionOfBlocks(cells, table.blockOf, table.blockCount, selected)) {
      return { admitted: true };
    }
  }
  // The same respondents asked through another configuration (Region = Europe and Male in "All
  // respondents" is Male in "Europe only"): every configuration's tables were verified together,
  // so a union of blocks of any of them is already in the span and tells nothing new.
  const group = selected.map((x, c) => x & scope.inside[c]!) as Uint8Array;
  for (const other of space.configurations.values()) {
    if (other === scope || !within(group, other.inside)) continue;
    for (const table of other.tables) {
      if (unionOfBlocks(cells, table.blockOf, table.blockCount, group)) return { admitted: true };
    }
  }
  return { admitted: false, widen: widen(space, configurationId, filters) };
}

const within = (group: Uint8Array, inside: Uint8Array) =>
  group.every((x, c) => !x || inside[c] !== 0);

const guards = new WeakMap<Db, AdmissionGuard>();

/** The guard of a database (one per open database, so tests with their own files stay apart). */
export function admissionGuard(db: Db): AdmissionGuard {
  let guard = guards.get(db);
  if (!guard) guards.set(db, (guard = new AdmissionGuard(db)));
  return guard;
}

function unionOfBlocks(
  cells: CellTable,
  blockOf: Int32Array,
  blockCount: number,
  selected: Uint8Array,
): boolean {
  // 0 = not seen, 1 = inside the group, 2 = outside it.
  const state = new Uint8Array(blockCount);
  for (let c = 0; c < cellCount(cells); c++) {
    const b = blockOf[c]!;
    if (b < 0) continue;
    const s = selected[c] ? 1 : 2;
    if (state[b] === 0) state[b] = s;
    else if (state[b] !== s) return false;
  }
  return true;
}

/**
 * The merged groups that hold a filtered value, from the tables over the filtered filterables
 * (pairs first): choosing a whole group is what those tables can answer.
 */
function widen(space: SafeSpace, configurationId: string, filters: readonly SavedFilter[]) {
  const scope = space.configurations.get(configurationId)!;
  const { filterables } = space.cells;
  const asked = new Map<number, Set<string>>();
  for (const filter of filters) {
    const f = filterables.findIndex((x) => x.id === filter.filterableId);
    if (f === -1 || filter.values.length === 0) continue;
    const set = asked.get(f) ?? new Set<string>();
    for (const v of filter.values) set.add(v);
    asked.set(f, set);
  }
  const tables = scope.tables
    .filter((t) => t.filterables.length > 0 && t.filterables.every((f) => asked.has(f)))
    .sort((a, b) => b.filterables.length - a.filterables.length);
  const hints: WidenHint[] = [];
  for (const table of tables) {
    table.filterables.forEach((f, side) => {
      const filterable = filterables[f]!;
      for (const group of table.groups[side]!) {
        const values = group.filter((code) => code > 0).map((code) => filterable.values[code - 1]!);
        if (values.length < 2 || !values.some((v) => asked.get(f)!.has(v))) continue;
        const key = values.join('\u0000');
        if (hints.some((h) => h.filterableId === filterable.id && h.values.join('\u0000') === key))
          continue;
        hints.push({ filterableId: filterable.id, filterableName: filterable.name, values });
      }
    });
  }
  return hints;
}

/**
 * The configurations of every report on the dataset, primary ones first, with their saved
 * filters; the key changes whenever any of them does.
 */
function datasetVersion(db: Db, datasetId: string) {
  const rows = prepared(
    db,
    `SELECT c.id,
            (SELECT json_group_array(json_array(f.filterable_id, f.value))
               FROM (SELECT filterable_id, value FROM configuration_filters
                      WHERE configuration_id = c.id ORDER BY filterable_id, value) f) AS filters
       FROM configurations c JOIN reports r ON r.id = c.report_id
      WHERE r.dataset_id = ?
      ORDER BY c.is_primary DESC, r.id, c.position, c.id`,
  ).all(datasetId) as { id: string; filters: string }[];
  const count = prepared(db, 'SELECT respondent_count FROM datasets WHERE id = ?', 'pluck').get(
    datasetId,
  ) as number | undefined;
  const scopes = rows.map((r) => ({
    id: r.id,
    savedFilters: (JSON.parse(r.filters) as [string, string][]).map(([filterableId, value]) => ({
      filterableId,
      values: JSON.parse(value) as string[],
    })),
  }));
  return { key: `${count ?? 0}|${rows.map((r) => `${r.id}:${r.filters}`).join('|')}`, scopes };
}

/**
 * The dataset's cells, read in chunks of respondents with a pause between them: an open
 * statement would keep the connection busy for everyone else, and one read of a million rows
 * would hold up the server.
 */
async function loadCells(db: Db, datasetId: string, sliceMs = 8): Promise<CellTable> {
  const filterables = (
    prepared(db, 'SELECT id, name FROM filterables WHERE dataset_id = ? ORDER BY position').all(
      datasetId,
    ) as { id: string; name: string }[]
  ).map((f) => {
    const values: string[] = [];
    const rows = prepared(
      db,
      'SELECT code, value FROM filterable_values WHERE filterable_id = ? ORDER BY code',
    ).all(f.id) as { code: number; value: string }[];
    for (const r of rows) values[r.code - 1] = r.value;
    return { id: f.id, name: f.name, values };
  });
  const chunk = prepared(
    db,
    'SELECT idx, attrs FROM respondents WHERE dataset_id = ? AND idx > ? ORDER BY idx LIMIT 20000',
  );
  const cells = new CellCounter(datasetId, filterables);
  let after = -1;
  let started = performance.now();
  for (;;) {
    const rows = chunk.all(datasetId, after) as { idx: number; attrs: Uint8Array }[];
    if (rows.length === 0) break;
    for (const row of rows) cells.add(row.attrs);
    after = rows[rows.length - 1]!.idx;
    if (performance.now() - started >= sliceMs) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      started = performance.now();
    }
  }
  return cells.table();
}
