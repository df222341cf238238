import type { components } from '../../../api/schema.gen';
import type { ReportFilterItem } from '../shared/report-view';

type Filterable = components['schemas']['Filterable'];
type ConfigurationFilter = components['schemas']['ConfigurationFilter'];

/**
 * What to suggest for each filterable the service sends no `values` list for: the values that
 * matched respondents before (newest first), then those the configuration's own filters use,
 * which the service accepted by definition.
 */
export function filterSuggestions(
  filterables: readonly Filterable[],
  configurationFilters: readonly ConfigurationFilter[],
  seen: Readonly<Record<string, string[]>>,
): Record<string, string[]> {
  const suggestions: Record<string, string[]> = {};
  for (const filterable of filterables) {
    if (filterable.values) continue;
    const own = configurationFilters
      .filter((filter) => filter.filterable.id === filterable.id && Array.isArray(filter.value))
      .flatMap((filter) => (filter.value as unknown[]).filter((v) => typeof v === 'string'));
    suggestions[filterable.id] = [...new Set([...(seen[filterable.id] ?? []), ...own])];
  }
  return suggestions;
}

/** Applied values typed by hand that never matched before: the ones to check the spelling of. */
export function untriedValues(
  applied: readonly ReportFilterItem[],
  filterables: readonly Filterable[],
  suggestions: Readonly<Record<string, string[]>>,
): string[] {
  const typed = new Set(filterables.filter((f) => !f.values).map((f) => f.id));
  return applied
    .filter((item) => typed.has(item.dataset_filterable_id))
    .flatMap((item) =>
      item.value.filter((value) => !suggestions[item.dataset_filterable_id]?.includes(value)),
    );
}
