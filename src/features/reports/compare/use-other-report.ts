import { useQuery } from '@tanstack/react-query';
import { reportQueries, type ReportSummary } from '../../../queries/reports';
import type { ReportOption } from './report-options';

/**
 * Report B as the filter operation answers it, unfiltered: its name, model version and
 * filterables (the reports list gives none of these), and the configurations to choose from.
 */
export function useOtherReport(
  other: ReportOption | null,
  configurationId: string | undefined,
  summaries: readonly ReportSummary[] | null | undefined,
  /** Group B is another report. */
  enabled: boolean,
) {
  const details = useQuery({
    ...reportQueries.result(other?.id ?? '', { configurationId, filters: [], async: false }),
    enabled: enabled && other !== null,
  });
  const otherReport = enabled ? details.data : undefined;
  const otherSummary = summaries?.find((item) => item.id === other?.id);
  const otherConfigurations =
    otherSummary?.configurations ??
    (otherReport
      ? [
          {
            id: otherReport.dataset.configurations.id,
            name: otherReport.dataset.configurations.name,
            is_primary: otherReport.dataset.configurations.is_primary,
          },
        ]
      : []);
  return { details, otherReport, otherConfigurations };
}
