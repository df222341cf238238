import { cellCount, codeOf, type CellTable } from './cells';
import { FLOOR } from './exact-check';

/**
 * One table of the safe query space: a configuration's population split into blocks by the
 * values of none, one or two filterables. Values whose cells would hold 1 to FLOOR - 1
 * respondents are merged into groups, so every block holds FLOOR or more.
 */
export interface Table {
  configurationId: string;
  /** Indices into CellTable.filterables: [] for the whole population, [f] or [f, g]. */
  filterables: number[];
  /** For each filterable of the table, its codes grouped (one group = values answered together). */
  groups: number[][][];
  /** The block of each cell, -1 for a cell outside the population. */
  blockOf: Int32Array;
  blockCount: number;
}

export function populationTable(configurationId: string, inside: Uint8Array): Table {
  const blockOf = Int32Array.from(inside, (x) => (x ? 0 : -1));
  return { configurationId, filterables: [], groups: [], blockOf, blockCount: 1 };
}

/** Codes of filterable f held by someone in the population, each alone, then small ones merged. */
export function singleTable(
  cells: CellTable,
  configurationId: string,
  inside: Uint8Array,
  f: number,
): Table {
  const counts = new Map<number, number>();
  for (let c = 0; c < cellCount(cells); c++) {
    if (!inside[c]) continue;
    const code = codeOf(cells, c, f);
    counts.set(code, (counts.get(code) ?? 0) + cells.counts[c]!);
  }
  const groups = [...counts.keys()].sort((a, b) => a - b).map((code) => [code]);
  const weight = (g: number[]) => g.reduce((s, code) => s + counts.get(code)!, 0);
  mergeSmall(groups, weight);
  return tableFrom(cells, configurationId, inside, [f], [groups]);
}

/**
 * The cross of two filterables' groups (starting from their single tables' groups), coarsened
 * until no cell holds 1 to FLOOR - 1: the smaller marginal group of the smallest such cell joins
 * its smallest neighbour on that filterable.
 */
export function pairTable(
  cells: CellTable,
  configurationId: string,
  inside: Uint8Array,
  f: number,
  g: number,
  start: [number[][], number[][]],
): Table {
  const groups: [number[][], number[][]] = [
    start[0].map((x) => [...x]),
    start[1].map((x) => [...x]),
  ];
  for (;;) {
    const table = tableFrom(cells, configurationId, inside, [f, g], groups);
    const small = smallestSmallBlock(cells, table);
    if (small === undefined) return table;
    if (!coarsenAt(cells, table, small.cell, groups)) return table;
  }
}

/**
 * Merges, in a table's groups, the group of `cell` on the side whose group is lighter with that
 * side's lightest other group. False when neither side can merge (one group each).
 */
export function coarsenAt(
  cells: CellTable,
  table: Table,
  cell: number,
  groups: number[][][] = table.groups,
): boolean {
  const sideWeights = table.filterables.map((f, side) => {
    const weights = groupWeights(cells, table, side);
    const code = codeOf(cells, cell, f);
    const at = groups[side]!.findIndex((grp) => grp.includes(code));
    return { side, at, weights };
  });
  const candidates = sideWeights
    .filter((s) => groups[s.side]!.length > 1 && s.at !== -1)
    .sort((a, b) => a.weights[a.at]! - b.weights[b.at]!);
  const chosen = candidates[0];
  if (!chosen) return false;
  const list = groups[chosen.side]!;
  let partner = -1;
  for (let k = 0; k < list.length; k++) {
    if (k === chosen.at) continue;
    if (partner === -1 || chosen.weights[k]! < chosen.weights[partner]!) partner = k;
  }
  list[chosen.at] = [...list[chosen.at]!, ...list[partner]!].sort((a, b) => a - b);
  list.splice(partner, 1);
  return true;
}

/** Rebuilds a table's blocks after its groups changed. */
export function rebuild(cells: CellTable, table: Table, inside: Uint8Array): Table {
  return tableFrom(cells, table.configurationId, inside, table.filterables, table.groups);
}

function tableFrom(
  cells: CellTable,
  configurationId: string,
  inside: Uint8Array,
  filterables: number[],
  groups: number[][][],
): Table {
  const groupOf = groups.map((list) => {
    const map = new Int32Array(256).fill(-1);
    list.forEach((grp, k) => grp.forEach((code) => (map[code] = k)));
    return map;
  });
  const n = cellCount(cells);
  const blockOf = new Int32Array(n).fill(-1);
  const ids = new Map<number, number>();
  for (let c = 0; c < n; c++) {
    if (!inside[c]) continue;
    let key = 0;
    filterables.forEach((f, side) => {
      key = key * 256 + groupOf[side]![codeOf(cells, c, f)]!;
    });
    let id = ids.get(key);
    if (id === undefined) ids.set(key, (id = ids.size));
    blockOf[c] = id;
  }
  return { configurationId, filterables, groups, blockOf, blockCount: ids.size };
}

export function blockWeights(cells: CellTable, table: Table): number[] {
  const w = new Array<number>(table.blockCount).fill(0);
  table.blockOf.forEach((b, c) => {
    if (b >= 0) w[b]! += cells.counts[c]!;
  });
  return w;
}

function groupWeights(cells: CellTable, table: Table, side: number): number[] {
  const f = table.filterables[side]!;
  const list = table.groups[side]!;
  const w = new Array<number>(list.length).fill(0);
  table.blockOf.forEach((b, c) => {
    if (b < 0) return;
    const code = codeOf(cells, c, f);
    const k = list.findIndex((grp) => grp.includes(code));
    if (k >= 0) w[k]! += cells.counts[c]!;
  });
  return w;
}

function smallestSmallBlock(cells: CellTable, table: Table): { cell: number } | undefined {
  const weights = blockWeights(cells, table);
  let best = -1;
  weights.forEach((w, b) => {
    if (w > 0 && w < FLOOR && (best === -1 || w < weights[best]!)) best = b;
  });
  if (best === -1) return undefined;
  return { cell: table.blockOf.indexOf(best) };
}

/** Merges groups lighter than FLOOR, lightest first, each with the lightest other group. */
function mergeSmall(groups: number[][], weight: (g: number[]) => number): void {
  for (;;) {
    if (groups.length < 2) return;
    let small = -1;
    groups.forEach((g, k) => {
      const w = weight(g);
      if (w < FLOOR && (small === -1 || w < weight(groups[small]!))) small = k;
    });
    if (small === -1) return;
    let partner = -1;
    groups.forEach((g, k) => {
      if (k !== small && (partner === -1 || weight(g) < weight(groups[partner]!))) partner = k;
    });
    groups[small] = [...groups[small]!, ...groups[partner]!].sort((a, b) => a - b);
    groups.splice(partner, 1);
  }
}
