import type { Steps } from './steps';

// Rows of a sparse matrix over the prime field, and the elimination steps the exact check runs on
// them; every value is kept reduced modulo p.

/** A row: its nonzero columns in increasing order, and their values. */
export interface SparseRow {
  cols: number[];
  vals: bigint[];
}

/** a + f * b, both sorted by column. */
export function axpy(a: SparseRow, b: SparseRow, f: bigint, p: bigint): SparseRow {
  const cols: number[] = [];
  const vals: bigint[] = [];
  let i = 0;
  let j = 0;
  while (i < a.cols.length || j < b.cols.length) {
    const ca = i < a.cols.length ? a.cols[i]! : Infinity;
    const cb = j < b.cols.length ? b.cols[j]! : Infinity;
    let v: bigint;
    let c: number;
    if (ca < cb) {
      c = ca;
      v = a.vals[i++]!;
    } else if (cb < ca) {
      c = cb;
      v = (f * b.vals[j++]!) % p;
    } else {
      c = ca;
      v = (a.vals[i++]! + f * b.vals[j++]!) % p;
    }
    if (v !== 0n) {
      cols.push(c);
      vals.push(v);
    }
  }
  return { cols, vals };
}

export function scale(row: SparseRow, f: bigint, p: bigint): SparseRow {
  return { cols: row.cols, vals: row.vals.map((v) => (v * f) % p) };
}

/** Reduced row echelon form of rows already in echelon form (distinct leading columns). */
export function* reduce(rows: SparseRow[], p: bigint): Steps<SparseRow[]> {
  const sorted = [...rows].sort((a, b) => b.cols[0]! - a.cols[0]!);
  const done: SparseRow[] = [];
  const byPivot = new Map<number, SparseRow>();
  for (let k = 0; k < sorted.length; k++) {
    yield;
    let row = sorted[k]!;
    // Rows with a later pivot are already final; clear their pivot columns from this one. Their
    // other columns are no final row's pivot, so one pass over this row's columns is enough.
    for (const c of row.cols.slice(1)) {
      const later = byPivot.get(c);
      if (!later) continue;
      const at = row.cols.indexOf(c);
      if (at > 0) {
        yield;
        row = axpy(row, later, (p - row.vals[at]!) % p, p);
      }
    }
    done.push(row);
    byPivot.set(row.cols[0]!, row);
  }
  return done;
}
