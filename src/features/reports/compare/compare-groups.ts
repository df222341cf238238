import { t } from '@lingui/core/macro';
import { describeFilters, type ExportGroup } from '../../../lib/export-footer';
import type {
  Comparison,
  ComparisonAnswer,
  ComparisonView,
  Report,
} from '../../../queries/reports';
import type { Group } from '../shared/group';
import type { ResultSignificance } from '../shared/significance';

function groupOf(label: 'A' | 'B', report: Report, filters: ComparisonView['a']['filters']): Group {
  const configuration = report.dataset.configurations;
  const ready = configuration.result.state.status === 'ready';
  return {
    label,
    reportId: report.id,
    reportName: report.name,
    configurationId: configuration.id,
    configurationName: configuration.name,
    filters: describeFilters(filters, configuration.filterables),
    result: configuration.result,
    ready,
    population: ready ? configuration.result.population_size : null,
    short:
      filters.length > 0 ? filters.flatMap((item) => item.value).join('+') : configuration.name,
  };
}

/** "Retail CX - 18-24 vs 55+": what a saved file of the comparison holds, in its name. */
export function comparisonFileName(pageReportId: string, groups: readonly Group[]): string {
  const [a, b] = groups;
  const page = groups.find((group) => group.reportId === pageReportId) ?? a!;
  const name = (group: Group) =>
    group.reportId === page.reportId ? group.short : `${group.reportName} ${group.short}`;
  const report = page.reportName;
  const nameA = name(a!);
  const nameB = name(b!);
  return t`${report} - ${nameA} vs ${nameB}`;
}

/** Groups A and B of a comparison answer, described from the view that asked for them. */
export function compareGroups(comparison: Comparison, view: ComparisonView): [Group, Group] {
  return [groupOf('A', comparison.a, view.a.filters), groupOf('B', comparison.b, view.b.filters)];
}

export function exportGroupsOf(groups: readonly Group[]): ExportGroup[] {
  return groups.map((group) => ({
    label: group.label,
    report: group.reportName,
    configuration: group.configurationName,
    filters: group.filters,
    population: group.population,
  }));
}

/** Why B − A carries no marks, in one sentence; undefined when the service tested it. */
export function untestedReason(
  answer: ComparisonAnswer,
  significance: ResultSignificance | undefined,
): string | undefined {
  if (answer.madeBy === 'dashboard')
    return t`This service does not compare groups, so differences are shown without tests.`;
  if (significance) return undefined;
  switch (answer.comparison.reason) {
    case 'overlapping_groups':
      return t`These groups share respondents, so differences are not tested.`;
    case 'insufficient_data':
      return t`A group’s figures are withheld, so differences are not tested.`;
    case 'shared_respondents':
      return t`The two reports may hold the same people (a benchmark, or datasets with respondents in common), so differences are not tested.`;
    default:
      return t`The service sent no tests for this comparison, so differences are shown without them.`;
  }
}
