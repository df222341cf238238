/**
 * "Recently viewed" reports, kept per user in the browser (ids and names only: nothing secret),
 * newest first. Works against any service, with or without the reports-list extension.
 */
export interface RecentReport {
  id: string;
  name: string;
  viewedAt: string;
}

const LIMIT = 10;
const key = (userId: string) => `pulse.recent-reports.${userId}`;

export function readRecentReports(userId: string): RecentReport[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key(userId)) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (item): item is RecentReport =>
        typeof item?.id === 'string' &&
        typeof item?.name === 'string' &&
        typeof item?.viewedAt === 'string',
    );
  } catch {
    return [];
  }
}

export function rememberReport(
  userId: string,
  report: { id: string; name: string },
  now = new Date(),
): RecentReport[] {
  const next = [
    { id: report.id, name: report.name, viewedAt: now.toISOString() },
    ...readRecentReports(userId).filter((item) => item.id !== report.id),
  ].slice(0, LIMIT);
  try {
    localStorage.setItem(key(userId), JSON.stringify(next));
  } catch {
    // A convenience only.
  }
  return next;
}
