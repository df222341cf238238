import { t } from '@lingui/core/macro';
import { sameReport, type KnownReport } from '../../lib/known-reports';
import type { Segment } from '../../queries/segments';

/** One report and the configurations of it the dashboard can offer, as the picker lists them. */
export interface ReportChoice {
  key: string;
  name: string;
  issued_at: string;
  configurations: { id: string; name: string; is_primary: boolean }[];
}

/**
 * What a segment can be made of on a service that lists no reports: the configurations this
 * portfolio's segments already hold (certainly in the portfolio), with the others seen of the same
 * reports in this browser. Reports opened here that no segment places in a portfolio are offered
 * apart by the caller: the service drops them if they are not in this one, and says so.
 */
export function configurationsOfPortfolio(
  portfolioId: string,
  segments: readonly Segment[],
  known: readonly KnownReport[],
): { placed: ReportChoice[]; unplaced: ReportChoice[] } {
  const placed = new Map<string, ReportChoice>();
  const nameOf = (id: string) => {
    for (const report of known) {
      const seen = report.configurations.find((configuration) => configuration.id === id);
      if (seen) return seen;
    }
    return undefined;
  };
  for (const segment of segments) {
    if (segment.portfolio.id !== portfolioId) continue;
    for (const item of segment.configurations) {
      const key = `${item.report_name}\u0000${Date.parse(item.report_issued_at)}`;
      const choice = placed.get(key) ?? {
        key,
        name: item.report_name,
        issued_at: item.report_issued_at,
        configurations: [],
      };
      placed.set(key, choice);
      if (choice.configurations.some((configuration) => configuration.id === item.id)) continue;
      const seen = nameOf(item.id);
      const segmentName = segment.name;
      choice.configurations.push({
        id: item.id,
        name: seen?.name ?? t`Configuration of segment “${segmentName}”`,
        is_primary: seen?.isPrimary ?? false,
      });
    }
  }
  const unplaced: ReportChoice[] = [];
  for (const report of known) {
    const choice = [...placed.values()].find((item) =>
      sameReport(report, { name: item.name, issuedAt: item.issued_at }),
    );
    const extra = report.configurations
      .filter((configuration) => !choice?.configurations.some((c) => c.id === configuration.id))
      .map((configuration) => ({
        id: configuration.id,
        name: configuration.name,
        is_primary: configuration.isPrimary,
      }));
    if (choice) choice.configurations.push(...extra);
    else if (extra.length > 0) {
      unplaced.push({
        key: report.id,
        name: report.name,
        issued_at: report.issuedAt,
        configurations: extra,
      });
    }
  }
  return { placed: [...placed.values()], unplaced };
}
