import type { components } from '../../src/api/schema.gen';
import type { FilterInput } from '../lib/engine-port';

/** A body's validated filter items as the engine takes them. */
export const filterInputs = (
  items: readonly components['schemas']['ReportFilterItem'][] | undefined,
): FilterInput[] =>
  (items ?? []).map((f) => ({ filterableId: f.dataset_filterable_id, values: f.value }));
