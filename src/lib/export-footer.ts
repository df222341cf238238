import type { components } from '../api/schema.gen';
import { formatDateTime, formatInteger } from './format';

type ReportFilterItem = components['schemas']['ReportFilterItem'];

/** One group of respondents as an export names it: a saved file travels without the page. */
export interface ExportGroup {
  /** "A" or "B" in a comparison; none for a single report. */
  label?: string;
  report: string;
  configuration: string;
  /** "Age group: 18-24, 25-34", one per filterable; none means the configuration's respondents. */
  filters: string[];
  /**
   * Respondents in the group; null when its figures are withheld (under the privacy floor);
   * left out where the view has no count (comment sentiment).
   */
  population?: number | null;
}

/** Each applied filter in words, named after its filterable ("Region: Europe, Asia Pacific"). */
export function describeFilters(
  filters: readonly ReportFilterItem[],
  filterables: readonly { id: string; name: string }[],
): string[] {
  return filters.map((item) => {
    const name = filterables.find((f) => f.id === item.dataset_filterable_id)?.name;
    return `${name ?? 'Unknown filter'}: ${item.value.join(', ')}`;
  });
}

/** "A: Retail CX · All respondents · Age group: 18-24 · 1,234 respondents". */
export function describeGroup(group: ExportGroup): string {
  const parts = [
    group.report,
    group.configuration,
    group.filters.length > 0 ? group.filters.join('; ') : 'no filters',
    group.population === undefined
      ? ''
      : group.population === null
        ? 'too few respondents to show'
        : `${formatInteger(group.population)} ${group.population === 1 ? 'respondent' : 'respondents'}`,
  ].filter(Boolean);
  return `${group.label ? `${group.label}: ` : ''}${parts.join(' · ')}`;
}

/**
 * The lines under a saved chart: each group, what the marks mean where the chart shows any, and
 * when it was saved.
 */
export function exportFooter(
  groups: readonly ExportGroup[],
  notes: readonly string[],
  exportedAt: Date,
): string[] {
  return [
    ...groups.map(describeGroup),
    ...notes.filter(Boolean),
    `Exported from Pulse ${formatDateTime(exportedAt)}`,
  ];
}
