import type { FilterInput } from './configuration';
import type { DatasetData } from './dataset';
import { UnknownFilterableError } from './errors';

/**
 * Respondents that pass the filters: `indices` in ascending order and `mask[i]` = 1 for each, or
 * both null for "everyone" (no filter), which the aggregation loops treat as a fast path.
 */
export interface Selection {
  count: number;
  indices: Uint32Array | null;
  mask: Uint8Array | null;
}

/**
 * Canonical form of a filter list, so equal requests share a cache entry: empty value lists are
 * dropped (they filter nothing), values are deduplicated and sorted, entries sorted and
 * deduplicated. Two entries for one filterable stay separate: they are AND-ed like any two.
 */
export function normaliseFilters(filters: readonly FilterInput[]): FilterInput[] {
  const byKey = new Map<string, FilterInput>();
  for (const { filterableId, values } of filters) {
    if (values.length === 0) continue;
    const normalised = { filterableId, values: [...new Set(values)].sort() };
    byKey.set(JSON.stringify([normalised.filterableId, normalised.values]), normalised);
  }
  return [...byKey.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, f]) => f);
}

/**
 * Values within one filter are OR-ed, filters are AND-ed. A value the dataset does not hold
 * matches nobody. Works on a byte mask (one byte per respondent) with a 256-entry lookup per
 * filter, so each filter is one tight pass over a column.
 */
export function selectRespondents(data: DatasetData, filters: readonly FilterInput[]): Selection {
  const active = filters.filter((f) => f.values.length > 0);
  if (active.length === 0) return { count: data.size, indices: null, mask: null };

  const byId = new Map(data.filterables.map((f) => [f.id, f]));
  const mask = new Uint8Array(data.size).fill(1);
  for (const { filterableId, values } of active) {
    const filterable = byId.get(filterableId);
    if (!filterable) throw new UnknownFilterableError(filterableId);
    const allowed = new Uint8Array(256);
    for (const value of values) {
      const code = filterable.codeByValue.get(value);
      if (code !== undefined) allowed[code] = 1;
    }
    const codes = filterable.codes;
    for (let i = 0; i < codes.length; i++) mask[i] = mask[i]! & allowed[codes[i]!]!;
  }

  let count = 0;
  for (let i = 0; i < mask.length; i++) count += mask[i]!;
  const indices = new Uint32Array(count);
  for (let i = 0, k = 0; i < mask.length; i++) if (mask[i]) indices[k++] = i;
  return { count, indices, mask };
}
