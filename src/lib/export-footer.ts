import { plural, t } from '@lingui/core/macro';
import type { components } from '../api/schema.gen';
import { formatDateTime } from './format';

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
    const filter = name ?? t`Unknown filter`;
    const values = item.value.join(', ');
    return t`${filter}: ${values}`;
  });
}

/** "A: Retail CX · All respondents · Age group: 18-24 · 1,234 respondents". */
export function describeGroup(group: ExportGroup): string {
  const population = group.population;
  const parts = [
    group.report,
    group.configuration,
    group.filters.length > 0 ? group.filters.join('; ') : t`no filters`,
    population === undefined
      ? ''
      : population === null
        ? t`too few respondents to show`
        : plural(population, { one: '# respondent', other: '# respondents' }),
  ].filter(Boolean);
  const described = parts.join(' · ');
  const label = group.label;
  return label ? t`${label}: ${described}` : described;
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
    exportedLine(formatDateTime(exportedAt)),
  ];
}

const exportedLine = (when: string) => t`Exported from Pulse ${when}`;
