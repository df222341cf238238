import { cellCount, cellsMatching, type CellTable, type ConfigurationScope } from './cells';
import { SpanChecker, type CheckOutcome } from './exact-check';
import { runSliced, runSync, type Steps } from './steps';
import { coarsenAt, pairTable, populationTable, rebuild, singleTable, type Table } from './tables';

/** What members may ask of one configuration: its tables, verified together with all others. */
export interface ConfigurationSpace {
  configurationId: string;
  inside: Uint8Array;
  tables: Table[];
}

/**
 * The safe query space of a dataset version: for every configuration of every report on the
 * dataset (whatever organization owns it), the tables a member's group must be a union of
 * blocks of. Built from who is in which cell only, and verified as a whole by the exact check.
 */
export interface SafeSpace {
  cells: CellTable;
  configurations: Map<string, ConfigurationSpace>;
  stats: SpaceStats;
}

export interface SpaceStats {
  checks: number;
  work: number;
  tables: number;
  pairsDropped: number;
  singleMerges: number;
  closedConfigurations: number;
  milliseconds: number;
}

export interface SpaceOptions {
  /** Pairs of filterables members may combine (default true). */
  pairs?: boolean;
  /** Coarsening steps tried for one pair table before it is left out. */
  pairAttempts?: number;
  /** Search cap (row sets visited) of the check of one table; past it the table counts as unsafe. */
  cap?: number;
  /** Search cap of the check of all tables of a kind at once (worth more: it saves many). */
  bulkCap?: number;
}

/** The safe space computed at once (benchmarks, tests). */
export function buildSafeSpace(
  cells: CellTable,
  configurations: readonly ConfigurationScope[],
  options: SpaceOptions = {},
): SafeSpace {
  return runSync(safeSpaceSteps(cells, configurations, options));
}

/** The safe space computed in slices that let other requests run in between (the server). */
export function buildSafeSpaceSliced(
  cells: CellTable,
  configurations: readonly ConfigurationScope[],
  options: SpaceOptions & { sliceMs?: number } = {},
): Promise<SafeSpace> {
  return runSliced(safeSpaceSteps(cells, configurations, options), options.sliceMs);
}

/**
 * Populations first (in the order given: a configuration whose population would let another's
 * be differenced down to a few respondents is closed to members), then every filterable alone
 * (coarsened until safe), then the pairs: all at once when that is safe, else one table at a
 * time, each coarsened a few times and left out if it still is not.
 */
export function* safeSpaceSteps(
  cells: CellTable,
  configurations: readonly ConfigurationScope[],
  options: SpaceOptions = {},
): Steps<SafeSpace> {
  const started = performance.now();
  const stats: SpaceStats = {
    checks: 0,
    work: 0,
    tables: 0,
    pairsDropped: 0,
    singleMerges: 0,
    closedConfigurations: 0,
    milliseconds: 0,
  };
  const scopes = configurations.map((c) => ({
    configurationId: c.id,
    inside: cellsMatching(cells, c.savedFilters),
  }));
  const singlesOf = (scope: (typeof scopes)[number]) =>
    cells.filterables.map((_, f) => singleTable(cells, scope.configurationId, scope.inside, f));
  const pairsOf = (scope: (typeof scopes)[number], singles: Table[]) => {
    const pairs: Table[] = [];
    for (let f = 0; f < cells.filterables.length; f++) {
      for (let g = f + 1; g < cells.filterables.length; g++) {
        const start: [number[][], number[][]] = [singles[f]!.groups[0]!, singles[g]!.groups[0]!];
        const table = pairTable(cells, scope.configurationId, scope.inside, f, g, start);
        if (table.blockCount > 1) pairs.push(table);
      }
    }
    return pairs;
  };

  // Atoms from every table that may be asked for: coarsening only ever merges blocks, so they
  // stay fine enough for every later check.
  const candidates: Table[] = [];
  for (const scope of scopes) {
    yield;
    const singles = singlesOf(scope);
    yield;
    candidates.push(
      populationTable(scope.configurationId, scope.inside),
      ...singles,
      ...pairsOf(scope, singles),
    );
  }
  const atoms = yield* atomsOf(cells, candidates);
  const rowsOf = function* (tables: readonly Table[]): Steps<number[][]> {
    const rows: number[][] = [];
    for (const t of tables) {
      yield;
      rows.push(...blockRows(cells, t, atoms.of));
    }
    return rows;
  };
  let checker = new SpanChecker(atoms.weights, { cap: options.cap });
  const test = function* (tables: readonly Table[], cap?: number): Steps<CheckOutcome> {
    stats.checks++;
    return yield* checker.testSteps(yield* rowsOf(tables), cap);
  };
  const accept = function* (tables: readonly Table[]): Steps<void> {
    yield* checker.addSteps(yield* rowsOf(tables));
  };
  const bulkCap = options.bulkCap ?? 1_000_000;

  const open: typeof scopes = [];
  const accepted: Table[] = [];
  for (const scope of scopes) {
    const population = populationTable(scope.configurationId, scope.inside);
    if ((yield* test([population])).safe) {
      yield* accept([population]);
      accepted.push(population);
      open.push(scope);
    } else stats.closedConfigurations++;
  }

  const singles = open.flatMap(singlesOf);
  for (let round = 0; ; round++) {
    const outcome = yield* test(singles, bulkCap);
    if (outcome.safe) break;
    stats.singleMerges++;
    const cellsOfSupport = outcome.support ? outcome.support.flatMap((a) => atoms.cells[a]!) : [];
    if (round >= 500 || !coarsenSingle(cells, singles, open, cellsOfSupport)) {
      singles.length = 0;
      break;
    }
  }
  yield* accept(singles);
  accepted.push(...singles);

  if (options.pairs !== false) {
    const all = open.flatMap((scope) =>
      pairsOf(
        scope,
        singles.filter((t) => t.configurationId === scope.configurationId),
      ),
    );
    // All pairs at once; failing that, configuration by configuration (in order): its pairs at
    // once, failing that one by one, each coarsened a few times and left out if still unsafe.
    const bulk = all.length > 0 && (yield* test(all, bulkCap)).safe;
    const batches = bulk
      ? [all]
      : open.map((s) => all.filter((t) => t.configurationId === s.configurationId));
    for (const batch of batches) {
      if (batch.length === 0) continue;
      if (bulk || (yield* test(batch, bulkCap)).safe) {
        yield* accept(batch);
        accepted.push(...batch);
        continue;
      }
      for (let table of batch) {
        const inside = open.find((s) => s.configurationId === table.configurationId)!.inside;
        let kept = false;
        for (let k = 0; k <= (options.pairAttempts ?? 8) && table.blockCount > 1; k++) {
          const outcome = yield* test([table]);
          if (outcome.safe) {
            kept = true;
            break;
          }
          const cell = outcome.support
            ? outcome.support.flatMap((a) => atoms.cells[a]!).find((c) => table.blockOf[c]! >= 0)
            : undefined;
          if (cell === undefined || !coarsenAt(cells, table, cell)) break;
          table = rebuild(cells, table, inside);
        }
        if (kept) {
          yield* accept([table]);
          accepted.push(table);
        } else stats.pairsDropped++;
      }
    }
  }
  stats.work = checker.work;
  checker = undefined as unknown as SpanChecker;

  const spaces = new Map<string, ConfigurationSpace>(
    open.map((s) => [s.configurationId, { ...s, tables: [] }]),
  );
  for (const table of accepted) spaces.get(table.configurationId)!.tables.push(table);
  stats.tables = accepted.length;
  stats.milliseconds = performance.now() - started;
  return { cells, configurations: spaces, stats };
}

/** Atoms: cells that every table puts in the same block (and that some table holds). */
export function* atomsOf(
  cells: CellTable,
  tables: readonly Table[],
): Steps<{ of: Int32Array; weights: number[]; cells: number[][] }> {
  const n = cellCount(cells);
  const of = new Int32Array(n).fill(-1);
  const bySignature = new Map<string, number>();
  const weights: number[] = [];
  const members: number[][] = [];
  for (let c = 0; c < n; c++) {
    if (c % 64 === 0) yield;
    let held = false;
    const signature = tables.map((t) => {
      const b = t.blockOf[c]!;
      if (b >= 0) held = true;
      return b;
    });
    if (!held) continue;
    const key = signature.join(',');
    let atom = bySignature.get(key);
    if (atom === undefined) {
      bySignature.set(key, (atom = weights.length));
      weights.push(0);
      members.push([]);
    }
    of[c] = atom;
    weights[atom]! += cells.counts[c]!;
    members[atom]!.push(c);
  }
  return { of, weights, cells: members };
}

/** A table's blocks as lists of atoms. */
export function blockRows(cells: CellTable, table: Table, atomOf: Int32Array): number[][] {
  const blocks: Set<number>[] = Array.from({ length: table.blockCount }, () => new Set<number>());
  for (let c = 0; c < cellCount(cells); c++) {
    const b = table.blockOf[c]!;
    if (b >= 0) blocks[b]!.add(atomOf[c]!);
  }
  return blocks.map((b) => [...b]);
}

/**
 * One step of coarsening among single tables: the lightest block holding a cell of the support
 * has its group joined with the lightest other group of that table. With no support (the search
 * hit its cap), the lightest block of any table.
 */
function coarsenSingle(
  cells: CellTable,
  singles: Table[],
  scopes: { configurationId: string; inside: Uint8Array }[],
  supportCells: number[],
): boolean {
  let best: { table: number; cell: number; weight: number } | undefined;
  singles.forEach((table, k) => {
    if (table.groups[0]!.length < 2) return;
    const weights = new Array<number>(table.blockCount).fill(0);
    table.blockOf.forEach((b, c) => {
      if (b >= 0) weights[b]! += cells.counts[c]!;
    });
    const candidates =
      supportCells.length > 0
        ? supportCells
        : [...table.blockOf.keys()].filter((c) => table.blockOf[c]! >= 0);
    for (const c of candidates) {
      const b = table.blockOf[c]!;
      if (b < 0) continue;
      if (!best || weights[b]! < best.weight) best = { table: k, cell: c, weight: weights[b]! };
    }
  });
  if (!best) return false;
  const table = singles[best.table]!;
  if (!coarsenAt(cells, table, best.cell)) return false;
  const inside = scopes.find((s) => s.configurationId === table.configurationId)!.inside;
  singles[best.table] = rebuild(cells, table, inside);
  return true;
}
