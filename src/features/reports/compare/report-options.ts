import { t } from '@lingui/core/macro';
import { formatDate } from '../../../lib/format';
import type { RecentReport } from '../../../lib/recent-reports';
import type { ReportSummary } from '../../../queries/reports';
import { reportPathOf, tagLabel } from '../shared/report-labels';

/** A report group B may come from, as the report picker lists it. */
export interface ReportOption {
  id: string;
  name: string;
  /** The picker's heading for it: same portfolio, recently viewed, other reports, by id. */
  group: string;
  /** "Issued Jul 1, 2026 · Competitive": which wave of a tracker it is. */
  detail?: string;
}

/**
 * The reports to offer for group B, report A left out: those of A's portfolio first (a tracker's
 * earlier waves live there), then the ones viewed recently in this browser, then the others the
 * service lists. Works without the reports list too: recent reports and an id are enough.
 */
export function reportOptions(
  reportId: string,
  summaries: readonly ReportSummary[] | null | undefined,
  recent: readonly RecentReport[],
): ReportOption[] {
  const portfolio = summaries?.find((summary) => summary.id === reportId)?.portfolio;
  const options: ReportOption[] = [];
  const seen = new Set([reportId]);
  const detailOf = (id: string) => {
    const summary = summaries?.find((item) => item.id === id);
    if (!summary) return undefined;
    const issued = formatDate(summary.issued_at);
    const tags = tagLabel(summary.tags);
    return t`Issued ${issued} · ${tags}`;
  };
  const add = (id: string, name: string, group: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    const detail = detailOf(id);
    options.push(detail ? { id, name, group, detail } : { id, name, group });
  };
  if (portfolio) {
    const portfolioName = portfolio.name;
    const samePortfolio = t`Same portfolio: ${portfolioName}`;
    for (const summary of summaries ?? []) {
      if (summary.portfolio.id === portfolio.id) add(summary.id, summary.name, samePortfolio);
    }
  }
  const recentlyViewed = t`Recently viewed`;
  for (const item of recent) add(item.id, item.name, recentlyViewed);
  const otherReports = t`Other reports`;
  for (const summary of summaries ?? []) add(summary.id, summary.name, otherReports);
  return options;
}

/** The option a typed or pasted report id or link stands for, when it names another report. */
export function optionFromInput(input: string, reportId: string): ReportOption | undefined {
  const path = reportPathOf(input);
  const id = path?.split('/')[2]?.split(/[?#]/)[0];
  return id && id !== reportId ? { id, name: t`Report ${id}`, group: t`By id` } : undefined;
}
