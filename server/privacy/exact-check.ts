import { PrimeField } from './field';
import { axpy, reduce, scale, type SparseRow } from './sparse-rows';
import { runSync, type Steps } from './steps';

/** A set of respondents is protected when it holds at least this many (the privacy floor). */
export const FLOOR = 5;

export interface SpanProblem {
  /** Respondents in each atom (a set of respondents every answered group treats alike). */
  weights: readonly number[];
  /** Each answered group as the atoms it holds. */
  rows: readonly (readonly number[])[];
}

export type CheckOutcome =
  | { safe: true; work: number }
  /** `support`: atoms of at most FLOOR - 1 respondents on which some combination lives. */
  | { safe: false; support: number[]; work: number }
  /** The search went past the cap: treated as unsafe by every caller. */
  | { safe: false; support: null; work: number };

/**
 * Is some nonzero linear combination (any signs, any coefficients) of the answered groups
 * supported on 1 to FLOOR - 1 respondents? Exact: arithmetic modulo a large random prime.
 *
 * 1. Gaussian elimination with the atoms of FLOOR or more respondents as the first columns:
 *    the echelon rows whose pivot is a small atom span W, the combinations that vanish on every
 *    large atom. A protected set cannot touch a large atom, so W = 0 means safe.
 * 2. W in reduced form: a vector of W is the combination of the rows whose pivots it touches,
 *    so a small support combines at most FLOOR - 1 rows. Every such set of rows that hangs
 *    together through shared columns is tested for a combination whose support is small.
 */
export function checkSpan(
  problem: SpanProblem,
  options: { cap?: number; field?: PrimeField } = {},
): CheckOutcome {
  return new SpanChecker(problem.weights, options).test(problem.rows);
}

/**
 * The check kept open: rows already accepted stay eliminated, so testing one more table costs
 * its own rows and the search, not the whole elimination again. The atoms are fixed at the
 * start; they may be finer than needed (two atoms that every row treats alike give the same
 * answer as one).
 */
export class SpanChecker {
  private readonly field: PrimeField;
  private readonly cap: number;
  private readonly order: number[];
  private readonly column: Int32Array;
  private readonly smallFrom: number;
  private basis = new Map<number, SparseRow>();
  private readonly seen = new Set<string>();
  work = 0;

  constructor(
    private readonly weights: readonly number[],
    options: { cap?: number; field?: PrimeField } = {},
  ) {
    this.field = options.field ?? defaultField();
    this.cap = options.cap ?? 1_000;
    // Columns: large atoms first, so they are eliminated before any small one.
    this.order = weights.map((_, a) => a).sort((x, y) => bigFirst(weights, x, y));
    this.column = new Int32Array(weights.length);
    this.order.forEach((atom, c) => (this.column[atom] = c));
    const firstSmall = this.order.findIndex((a) => weights[a]! < FLOOR);
    this.smallFrom = firstSmall === -1 ? weights.length : firstSmall;
  }

  /** Would the accepted rows plus these still be safe? Changes nothing. */
  test(rows: readonly (readonly number[])[], cap = this.cap): CheckOutcome {
    return runSync(this.testSteps(rows, cap));
  }

  /** `test`, one small step at a time. */
  *testSteps(rows: readonly (readonly number[])[], cap = this.cap): Steps<CheckOutcome> {
    const basis = new Map(this.basis);
    yield* this.eliminate(rows, basis, new Set(this.seen));
    return yield* this.search(basis, cap);
  }

  /** Accepts rows (whether or not they are safe: callers test first). */
  add(rows: readonly (readonly number[])[]): void {
    runSync(this.addSteps(rows));
  }

  *addSteps(rows: readonly (readonly number[])[]): Steps<void> {
    yield* this.eliminate(rows, this.basis, this.seen);
  }

  private *eliminate(
    rows: readonly (readonly number[])[],
    basis: Map<number, SparseRow>,
    seen: Set<string>,
  ): Steps<void> {
    const { field } = this;
    for (const atoms of rows) {
      yield;
      const cols = [...new Set(atoms)].map((a) => this.column[a]!).sort((x, y) => x - y);
      if (cols.length === 0) continue;
      const key = cols.join(',');
      if (seen.has(key)) continue;
      seen.add(key);
      let row: SparseRow = { cols, vals: cols.map(() => 1n) };
      while (row.cols.length > 0) {
        const pivot = basis.get(row.cols[0]!);
        if (!pivot) break;
        yield;
        this.work += row.cols.length + pivot.cols.length;
        row = axpy(row, pivot, field.mod(-row.vals[0]!), field.p);
      }
      if (row.cols.length === 0) continue;
      basis.set(row.cols[0]!, scale(row, field.inverse(row.vals[0]!), field.p));
    }
  }

  private *search(basis: Map<number, SparseRow>, cap: number): Steps<CheckOutcome> {
    const w = [...basis.values()].filter((r) => r.cols[0]! >= this.smallFrom);
    if (w.length === 0) return { safe: true, work: this.work };
    const reduced = yield* reduce(w, this.field.p);
    const weightOf = (c: number) => this.weights[this.order[c]!]!;
    let found: Search;
    try {
      found = yield* searchSmallSupport(reduced, weightOf, FLOOR - 1, cap, this.field.p);
    } catch (error) {
      if (!(error instanceof SearchCapped)) throw error;
      found = { support: null, work: cap };
    }
    this.work += found.work;
    if (found.support === undefined) return { safe: true, work: this.work };
    return {
      safe: false,
      support: found.support === null ? null : found.support.map((c) => this.order[c]!),
      work: this.work,
    };
  }
}

let shared: PrimeField | undefined;
function defaultField(): PrimeField {
  shared ??= new PrimeField();
  return shared;
}

function bigFirst(weights: readonly number[], x: number, y: number): number {
  const bx = weights[x]! >= FLOOR ? 0 : 1;
  const by = weights[y]! >= FLOOR ? 0 : 1;
  return bx - by || x - y;
}

interface Search {
  support: number[] | null | undefined;
  work: number;
}

/**
 * Over rows in reduced echelon form: a set S of at most `limit` rows and a combination with every
 * coefficient on S nonzero whose support (the pivots of S plus the other columns it does not
 * cancel) weighs at most `limit`. A column that only one row of S touches cannot cancel, so it
 * must fit the budget; otherwise some row touching it joins S. Branching on the column with the
 * fewest such rows keeps the search narrow, and it is exhaustive: every set of rows with a small
 * combination is reached through one of the branches.
 */
function* searchSmallSupport(
  rows: SparseRow[],
  weightOf: (column: number) => number,
  limit: number,
  cap: number,
  p: bigint,
): Steps<Search> {
  const pivotOf = rows.map((r) => r.cols[0]!);
  const pivots = new Set(pivotOf);
  const byColumn = new Map<number, number[]>();
  rows.forEach((r, i) => {
    for (const c of r.cols) {
      if (pivots.has(c)) continue;
      let list = byColumn.get(c);
      if (!list) byColumn.set(c, (list = []));
      list.push(i);
    }
  });
  let work = 0;
  const tried = new Set<string>();
  let found: number[] | undefined;
  /** Rows a set may hold in this pass. */
  let most = limit;

  const visit = function* (set: number[], committed: number[], budget: number): Steps<boolean> {
    yield;
    const key = `${[...set].sort((a, b) => a - b).join(',')}|${[...committed].sort((a, b) => a - b).join(',')}`;
    if (tried.has(key)) return false;
    tried.add(key);
    if (++work > cap) return true;
    const cover = new Map<number, number>();
    for (const i of set) {
      for (const c of rows[i]!.cols) if (!pivots.has(c)) cover.set(c, (cover.get(c) ?? 0) + 1);
    }
    const open: number[] = [];
    let forced = 0;
    // An open column that no row able to join still touches is never cancelled: it stays in the
    // support of this set and of every extension, so these must fit the budget, and any other
    // open column costs at least one more respondent (its own or a joining row's pivot).
    let stuck = 0;
    let loose = false;
    const canJoin = (j: number) =>
      set.length < most && !set.includes(j) && weightOf(pivotOf[j]!) <= budget;
    for (const [c, n] of cover) {
      if (n === 1 && !committed.includes(c)) {
        open.push(c);
        forced += weightOf(c);
        if ((byColumn.get(c) ?? []).some(canJoin)) loose = true;
        else stuck += weightOf(c);
      }
    }
    if (stuck + (loose ? 1 : 0) > budget) return false;
    if (open.length === 0 || forced <= budget) {
      const support = yield* smallCombination(
        set.map((i) => rows[i]!),
        budget + committed.reduce((s, c) => s + weightOf(c), 0),
        weightOf,
        p,
      );
      if (support) {
        found = [...set.map((i) => pivotOf[i]!), ...support];
        return true;
      }
    }
    if (set.length >= most) return false;
    if (open.length === 0) {
      // Nothing forces a choice: any row sharing a column may still cancel what is left.
      const neighbours = new Set<number>();
      for (const c of cover.keys()) for (const j of byColumn.get(c) ?? []) neighbours.add(j);
      for (const j of neighbours) {
        const w = weightOf(pivotOf[j]!);
        if (!set.includes(j) && w <= budget && (yield* visit([...set, j], committed, budget - w)))
          return true;
      }
      return false;
    }
    // The open column touched by the fewest other rows: it stays uncancelled, or one joins.
    let column = open[0]!;
    for (const c of open) {
      if ((byColumn.get(c)?.length ?? 0) < (byColumn.get(column)?.length ?? 0)) column = c;
    }
    const wc = weightOf(column);
    if (wc <= budget && (yield* visit(set, [...committed, column], budget - wc))) return true;
    for (const j of byColumn.get(column) ?? []) {
      const w = weightOf(pivotOf[j]!);
      if (!set.includes(j) && w <= budget && (yield* visit([...set, j], committed, budget - w)))
        return true;
    }
    return false;
  };

  // Sets of one row first, then of at most two, and so on: a small support is usually found
  // among few rows, long before the whole search; the last pass is the whole search.
  for (most = 1; most <= limit; most++) {
    tried.clear();
    for (let i = 0; i < rows.length; i++) {
      const w = weightOf(pivotOf[i]!);
      if (w > limit) continue;
      if (yield* visit([i], [], limit - w)) {
        return work > cap && !found ? { support: null, work } : { support: found ?? null, work };
      }
    }
  }
  return { support: undefined, work };
}

/**
 * For rows S (reduced echelon form), a combination with every coefficient nonzero... or any
 * nonzero one: the non-pivot columns it does not cancel, when they weigh at most `budget`.
 * Returns those columns, or undefined when none exists.
 */
function* smallCombination(
  set: SparseRow[],
  budget: number,
  weightOf: (column: number) => number,
  p: bigint,
): Steps<number[] | undefined> {
  const s = set.length;
  const pivotCols = new Set(set.map((r) => r.cols[0]!));
  const vectors = new Map<number, bigint[]>();
  set.forEach((row, i) => {
    row.cols.forEach((c, k) => {
      if (pivotCols.has(c)) return;
      let v = vectors.get(c);
      if (!v) vectors.set(c, (v = new Array<bigint>(s).fill(0n)));
      v[i] = row.vals[k]!;
    });
  });
  const columns = [...vectors.keys()];
  const total = columns.reduce((sum, c) => sum + weightOf(c), 0);
  if (total <= budget) return columns;
  if (s === 1) return undefined;
  // A column only one row touches is never cancelled when every coefficient is nonzero.
  const touched = (c: number) => vectors.get(c)!.filter((x) => x !== 0n).length;
  const forced = columns.filter((c) => touched(c) === 1);
  const left = budget - forced.reduce((sum, c) => sum + weightOf(c), 0);
  if (left < 0) return undefined;
  const shared = columns.filter((c) => touched(c) > 1);
  // The shared columns the combination cancels lie in one hyperplane; the rest weigh <= left.
  const light = shared.filter((c) => weightOf(c) <= left);
  let tries = 0;
  for (const dropped of subsetsUpTo(light, left, weightOf)) {
    if (++tries > SUBSET_CAP) throw new SearchCapped();
    yield;
    const kept = shared.filter((c) => !dropped.includes(c)).map((c) => vectors.get(c)!);
    if (rank(kept, s, p) < s) return [...forced, ...dropped];
  }
  return undefined;
}

/** Hyperplanes tried for one set of rows before the search gives up (and counts as unsafe). */
const SUBSET_CAP = 2_000;

class SearchCapped extends Error {}

/** Subsets of `items` whose weights sum to at most `budget`, the empty one first. */
function* subsetsUpTo(
  items: number[],
  budget: number,
  weightOf: (item: number) => number,
): Generator<number[]> {
  yield [];
  const walk = function* (from: number, chosen: number[], left: number): Generator<number[]> {
    for (let i = from; i < items.length; i++) {
      const w = weightOf(items[i]!);
      if (w > left) continue;
      const next = [...chosen, items[i]!];
      yield next;
      yield* walk(i + 1, next, left - w);
    }
  };
  yield* walk(0, [], budget);
}

/**
 * Rank of vectors of length n modulo p (small n: at most FLOOR - 1). Fraction-free: a row is
 * cleared by cross-multiplying with the pivot, never by dividing, so no inverse is needed.
 */
export function rank(vectors: bigint[][], n: number, p: bigint): number {
  const basis: bigint[][] = [];
  const leads: number[] = [];
  for (const original of vectors) {
    const v = [...original];
    for (let b = 0; b < basis.length; b++) {
      const lead = leads[b]!;
      const f = v[lead]!;
      if (f === 0n) continue;
      const row = basis[b]!;
      const pivot = row[lead]!;
      for (let k = 0; k < n; k++) v[k] = (v[k]! * pivot - f * row[k]!) % p;
    }
    const lead = v.findIndex((x) => x !== 0n);
    if (lead === -1) continue;
    basis.push(v);
    leads.push(lead);
    if (basis.length === n) break;
  }
  return basis.length;
}
