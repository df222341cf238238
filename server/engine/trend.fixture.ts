/**
 * Waves for the trend suites: respondents of one generated dataset (calibration.fixture.ts) dealt
 * into waves, so a suite can shuffle wave labels within pooled respondents (no real change) or
 * plant a change in one wave.
 */
import type { Rng } from './calibration.fixture';
import { metaOf } from './calibration.fixture';
import type { GroupRequest } from './compare';
import type { FilterInput } from './configuration';
import type { DatasetData } from './dataset';

/** The respondents `rows` of `data` as a dataset of their own, named `id`. */
export function subset(data: DatasetData, rows: readonly number[], id: string): DatasetData {
  const pick = (column: Uint8Array) => Uint8Array.from(rows, (i) => column[i]!);
  return {
    id,
    size: rows.length,
    filterables: data.filterables.map((f) => ({ ...f, codes: pick(f.codes) })),
    attitudes: data.attitudes.map((a) => ({ ...a, pairs: pick(a.pairs) })),
    comments: data.comments,
  };
}

/**
 * `data`'s respondents dealt at random into waves of the given sizes (which add up to at most its
 * size): wave labels shuffled within the pooled respondents.
 */
export function dealWaves(rng: Rng, data: DatasetData, sizes: readonly number[]): DatasetData[] {
  const order = Array.from({ length: data.size }, (_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  let start = 0;
  return sizes.map((size, w) => {
    const rows = order.slice(start, (start += size));
    return subset(data, rows, `${data.id}-wave-${w}`);
  });
}

/**
 * Datasets with the same filterables and attitudes in the same positions and value codes (a
 * tracker's waves) as one pooled dataset, named after the first.
 */
export function pool(datasets: readonly DatasetData[]): DatasetData {
  const [first] = datasets;
  if (!first) throw new Error('nothing to pool');
  const join = (columns: Uint8Array[]) => {
    const out = new Uint8Array(columns.reduce((n, c) => n + c.length, 0));
    let at = 0;
    for (const column of columns) {
      out.set(column, at);
      at += column.length;
    }
    return out;
  };
  return {
    ...first,
    id: `${first.id}-pooled`,
    size: datasets.reduce((n, d) => n + d.size, 0),
    filterables: first.filterables.map((f, k) => ({
      ...f,
      codes: join(datasets.map((d) => d.filterables[k]!.codes)),
    })),
    attitudes: first.attitudes.map((a, k) => ({
      ...a,
      pairs: join(datasets.map((d) => d.attitudes[k]!.pairs)),
    })),
  };
}

/** Each wave as a group request with the same filters (the generated filterables share ids). */
export const waveRequests = (waves: DatasetData[], filters: FilterInput[]): GroupRequest[] =>
  waves.map((data) => ({ meta: metaOf(data), data, filters }));
