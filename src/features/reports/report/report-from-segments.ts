import { t } from '@lingui/core/macro';
import type { components } from '../../../api/schema.gen';
import { sameReport, type KnownReport } from '../../../lib/known-reports';
import type { Segment } from '../../../queries/segments';

type SummaryConfiguration = components['schemas']['ReportSummaryConfiguration'];

/** What the organization's segments tell about one report, on a service that lists no reports. */
export interface ReportFromSegments {
  /** Its configurations held by a segment, and the one in view; named where seen. */
  configurations: SummaryConfiguration[];
  /** Its portfolio: a segment holds only its own portfolio's reports. */
  portfolio: { id: string; name: string } | undefined;
}

/**
 * A segment names each configuration by its report's name and issue date only, so a configuration
 * whose report has this report's name and issue date is one of its configurations. Its own name is
 * known when it was opened in this browser; else the segment holding it names it.
 */
export function reportFromSegments(
  report: { name: string; issued_at: string },
  inView: SummaryConfiguration,
  segments: readonly Segment[],
  known: KnownReport | undefined,
): ReportFromSegments {
  const target = { name: report.name, issuedAt: report.issued_at };
  const configurations = new Map<string, SummaryConfiguration>([[inView.id, inView]]);
  let portfolio: ReportFromSegments['portfolio'];
  for (const segment of segments) {
    for (const item of segment.configurations) {
      if (!sameReport(target, { name: item.report_name, issuedAt: item.report_issued_at })) {
        continue;
      }
      portfolio ??= segment.portfolio;
      if (configurations.has(item.id)) continue;
      const seen = known?.configurations.find((configuration) => configuration.id === item.id);
      const segmentName = segment.name;
      configurations.set(item.id, {
        id: item.id,
        name: seen?.name ?? t`Configuration of segment “${segmentName}”`,
        is_primary: seen?.isPrimary ?? false,
      });
    }
  }
  // The primary first, then by name, as the reports list orders them.
  const list = [...configurations.values()].sort(
    (a, b) => Number(b.is_primary) - Number(a.is_primary) || a.name.localeCompare(b.name),
  );
  return { configurations: list, portfolio };
}
