/**
 * A dataset as the privacy check sees it: who holds which attribute values, never an answer.
 * Respondents with the same code on every filterable form one cell; only cells that hold
 * someone are listed.
 */
export interface CellTable {
  datasetId: string;
  filterables: {
    id: string;
    name: string;
    /** values[code - 1]; code 0 = no answer */ values: string[];
  }[];
  /** Codes of cell k, filterable by filterable: `codes[k * filterables.length + f]`. */
  codes: Uint8Array;
  counts: Uint32Array;
}

export interface SavedFilter {
  filterableId: string;
  values: readonly string[];
}

/** One configuration: its id and the saved filters that make its population. */
export interface ConfigurationScope {
  id: string;
  savedFilters: readonly SavedFilter[];
}

export const cellCount = (t: CellTable): number => t.counts.length;

export const codeOf = (t: CellTable, cell: number, f: number): number =>
  t.codes[cell * t.filterables.length + f]!;

/**
 * Builds the cell table from each respondent's codes (one byte per filterable), in one pass.
 * `rows` yields the codes of one respondent at a time.
 */
export function buildCells(
  datasetId: string,
  filterables: CellTable['filterables'],
  rows: Iterable<Uint8Array>,
): CellTable {
  const counter = new CellCounter(datasetId, filterables);
  for (const attrs of rows) counter.add(attrs);
  return counter.table();
}

/** The cell table built one respondent at a time (the server reads respondents in chunks). */
export class CellCounter {
  private readonly index = new Map<string, number>();
  private readonly codes: number[] = [];
  private readonly counts: number[] = [];

  constructor(
    private readonly datasetId: string,
    private readonly filterables: CellTable['filterables'],
  ) {}

  add(attrs: Uint8Array): void {
    const k = this.filterables.length;
    // latin1 keeps one character per byte, so the key is exact and short.
    const key = Buffer.from(attrs.buffer, attrs.byteOffset, k).toString('latin1');
    const at = this.index.get(key);
    if (at !== undefined) this.counts[at]!++;
    else {
      this.index.set(key, this.counts.length);
      this.counts.push(1);
      for (let f = 0; f < k; f++) this.codes.push(attrs[f] ?? 0);
    }
  }

  table(): CellTable {
    return {
      datasetId: this.datasetId,
      filterables: this.filterables,
      codes: Uint8Array.from(this.codes),
      counts: Uint32Array.from(this.counts),
    };
  }
}

/**
 * Whether each cell passes the filters (values OR-ed, filters AND-ed; an unknown value matches
 * nobody, an unknown filterable nobody at all).
 */
export function cellsMatching(t: CellTable, filters: readonly SavedFilter[]): Uint8Array {
  const n = cellCount(t);
  const k = t.filterables.length;
  const inside = new Uint8Array(n).fill(1);
  for (const filter of filters) {
    if (filter.values.length === 0) continue;
    const f = t.filterables.findIndex((x) => x.id === filter.filterableId);
    if (f === -1) return new Uint8Array(n);
    const allowed = new Uint8Array(256);
    for (const value of filter.values) {
      const code = t.filterables[f]!.values.indexOf(value) + 1;
      if (code > 0) allowed[code] = 1;
    }
    for (let c = 0; c < n; c++) inside[c] = inside[c]! & allowed[t.codes[c * k + f]!]!;
  }
  return inside;
}
