import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { learnReport, useKnownReports } from '../../../lib/known-reports';
import { rememberReport } from '../../../lib/recent-reports';
import { reportQueries, type Report } from '../../../queries/reports';
import { segmentQueries } from '../../../queries/segments';
import { reportFromSegments } from './report-from-segments';

/**
 * The report as far as the page knows it: its own answer (`page`, kept while a later view of it
 * fails to load), else its summary in the reports list, else what segments and this browser have
 * learnt of it. Remembers the report opened, for the recent list and for services without a list.
 */
export function useKnownReport(
  id: string,
  report: Report | undefined,
  userId: string,
  organizationId: string,
) {
  const summaries = useQuery(reportQueries.index({ organizationId }));
  const summary = summaries.data?.items.find((item) => item.id === id);
  // null: the service does not list reports; undefined: not known yet.
  const summaryItems = summaries.data === null ? null : summaries.data?.items;
  // The header, filters and actions keep the last report seen while a view fails to load.
  const [shown, setShown] = useState<Report | undefined>(report);
  if (report && report !== shown && report.id === id) setShown(report);
  const page = shown?.id === id ? shown : undefined;

  const pageId = page?.id;
  const pageName = page?.name;
  useEffect(() => {
    if (pageId && pageName) rememberReport(userId, { id: pageId, name: pageName });
  }, [pageId, pageName, userId]);

  // Without the reports list, what this browser learns of each report opened (its configurations
  // by name) is how segments link to it and how its configurations get their names.
  const configuration = (report ?? page)?.dataset.configurations;
  const issuedAt = page?.issued_at;
  const configurationId = configuration?.id;
  const configurationName = configuration?.name;
  const configurationPrimary = configuration?.is_primary;
  const seenHere = useKnownReports(userId).find((item) => item.id === id);
  useEffect(() => {
    if (!pageId || !pageName || !issuedAt || !configurationId || configurationName === undefined) {
      return;
    }
    learnReport(userId, {
      id: pageId,
      name: pageName,
      issuedAt,
      configuration: {
        id: configurationId,
        name: configurationName,
        isPrimary: configurationPrimary ?? false,
      },
    });
  }, [
    pageId,
    pageName,
    issuedAt,
    configurationId,
    configurationName,
    configurationPrimary,
    userId,
  ]);
  const inView = configuration && {
    id: configuration.id,
    name: configuration.name,
    is_primary: configuration.is_primary,
  };
  const noList = summaries.data === null;
  const segments = useQuery({
    ...segmentQueries.inOrganization(organizationId),
    enabled: noList && page !== undefined,
  });
  const fromSegments =
    noList && page && inView && segments.data
      ? reportFromSegments(page, inView, segments.data.items, seenHere)
      : undefined;

  // Until the report's own answer arrives, the page is drawn from its summary in the reports list
  // (an analyst usually comes from there): title, tags, tabs and configurations appear at once,
  // and that answer then only has the figures left to draw.
  const known = page ?? summary;

  const primaryId =
    summary?.configurations.find((item) => item.is_primary)?.id ??
    seenHere?.configurations.find((item) => item.isPrimary)?.id ??
    fromSegments?.configurations.find((item) => item.is_primary)?.id;
  const portfolio = summary?.portfolio ?? fromSegments?.portfolio;
  // The portfolio is known, or cannot be: the dialog then asks for it.
  const portfolioSettled = summary !== undefined || (noList && !segments.isPending);

  return {
    page,
    summary,
    summaryItems,
    known,
    configuration,
    fromSegments,
    primaryId,
    portfolio,
    portfolioSettled,
  };
}
