import { createUserStore, useUserStore } from './user-store';

/**
 * What this browser has learnt about reports by opening them: each report's name, issue date and
 * the configurations seen in it. A service without the reports list names a segment's
 * configurations only by their report's name and issue date; this is how the dashboard turns
 * such a name into a link (see `locateConfiguration`). Kept per user; ids and names only.
 */
export interface KnownConfiguration {
  id: string;
  name: string;
  isPrimary: boolean;
}

export interface KnownReport {
  id: string;
  name: string;
  issuedAt: string;
  configurations: KnownConfiguration[];
  seenAt: string;
}

/** Enough for every report an analyst works with; the oldest seen is forgotten first. */
const LIMIT = 200;
const key = (userId: string) => `pulse.known-reports.${userId}`;

const isConfiguration = (value: unknown): value is KnownConfiguration => {
  const item = value as Partial<KnownConfiguration> | null;
  return (
    typeof item?.id === 'string' &&
    typeof item.name === 'string' &&
    typeof item.isPrimary === 'boolean'
  );
};

const isKnownReport = (value: unknown): value is KnownReport => {
  const item = value as Partial<KnownReport> | null;
  return (
    typeof item?.id === 'string' &&
    typeof item.name === 'string' &&
    typeof item.issuedAt === 'string' &&
    typeof item.seenAt === 'string' &&
    Array.isArray(item.configurations) &&
    item.configurations.every(isConfiguration)
  );
};

export function readKnownReports(userId: string): KnownReport[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key(userId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isKnownReport) : [];
  } catch {
    return [];
  }
}

/** Records a report as seen with one of its configurations; returns the new list, newest first. */
export function learnReport(
  userId: string,
  report: { id: string; name: string; issuedAt: string; configuration: KnownConfiguration },
  now = new Date(),
): KnownReport[] {
  const known = readKnownReports(userId);
  const before = known.find((item) => item.id === report.id);
  const configurations = [
    report.configuration,
    ...(before?.configurations ?? []).filter((item) => item.id !== report.configuration.id),
  ];
  const next = [
    {
      id: report.id,
      name: report.name,
      issuedAt: report.issuedAt,
      configurations,
      seenAt: now.toISOString(),
    },
    ...known.filter((item) => item.id !== report.id),
  ].slice(0, LIMIT);
  try {
    localStorage.setItem(key(userId), JSON.stringify(next));
  } catch {
    // A convenience only: a full or refused storage costs links, not the page.
  }
  store.publish(userId, next);
  return next;
}

const store = createUserStore(readKnownReports);

/** The reports this browser has learnt, kept current as more are opened. */
export function useKnownReports(userId: string): readonly KnownReport[] {
  return useUserStore(store, userId);
}

/** The same report: a segment names it by its name and issue date (to the second). */
export function sameReport(
  a: { name: string; issuedAt: string },
  b: { name: string; issuedAt: string },
): boolean {
  return a.name === b.name && Date.parse(a.issuedAt) === Date.parse(b.issuedAt);
}

export interface ConfigurationLocation {
  reportId: string;
  /** The configuration's name, when it was seen here; else only its report is known. */
  configurationName: string | undefined;
}

/**
 * Where a segment's configuration opens: the report it was seen in, or else a report seen here
 * with the same name and issue date (the configuration is another of that report's).
 */
export function locateConfiguration(
  known: readonly KnownReport[],
  configuration: { id: string; report_name: string; report_issued_at: string },
): ConfigurationLocation | undefined {
  for (const report of known) {
    const seen = report.configurations.find((item) => item.id === configuration.id);
    if (seen) return { reportId: report.id, configurationName: seen.name };
  }
  const target = { name: configuration.report_name, issuedAt: configuration.report_issued_at };
  const report = known.find((item) => sameReport(item, target));
  return report && { reportId: report.id, configurationName: undefined };
}
