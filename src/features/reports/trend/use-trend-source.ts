import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { locateConfiguration, readKnownReports } from '../../../lib/known-reports';
import { useSession } from '../../../lib/session';
import { reportQueries } from '../../../queries/reports';
import { segmentQueries, type Segment } from '../../../queries/segments';
import type { ReportFilterItem } from '../../../queries/reports';
import type { TrendView } from '../../../queries/trends';

/**
 * The segment of the page and what its trend is asked with. A segment names each configuration
 * by its report's name and date only: the reports list (an extension) or the reports opened in
 * this browser say which report opens it, which the dashboard's own trend needs.
 */
export function useTrendSource(segmentId: string, filters: ReportFilterItem[]) {
  const { organization, user } = useSession();
  const segments = useQuery(segmentQueries.inOrganization(organization.id));
  const segment: Segment | undefined = segments.data?.items.find((s) => s.id === segmentId);
  const index = useQuery({
    ...reportQueries.index({ portfolioId: segment?.portfolio.id ?? '' }),
    enabled: segment !== undefined,
  });
  const known = useMemo(() => readKnownReports(user.id), [user.id]);
  const view = useMemo((): TrendView | undefined => {
    if (!segment || index.isPending) return undefined;
    const indexed = new Map<string, string>();
    for (const report of index.data?.items ?? []) {
      for (const configuration of report.configurations) indexed.set(configuration.id, report.id);
    }
    return {
      segmentId: segment.id,
      segmentName: segment.name,
      waves: segment.configurations.map((configuration) => ({
        configurationId: configuration.id,
        reportName: configuration.report_name,
        reportIssuedAt: configuration.report_issued_at,
        reportId:
          indexed.get(configuration.id) ?? locateConfiguration(known, configuration)?.reportId,
      })),
      filters,
    };
  }, [segment, index.isPending, index.data, known, filters]);
  return { segments, segment, view, indexPending: segment !== undefined && index.isPending };
}
