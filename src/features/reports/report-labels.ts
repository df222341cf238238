import type { ReportTag } from '../../queries/reports';

export const TAG_LABELS: Record<ReportTag, string> = {
  competitive: 'Competitive',
  segment: 'Segment',
  industry: 'Industry',
};

export const REPORT_TAGS = Object.keys(TAG_LABELS) as ReportTag[];

export function tagLabel(tag: string): string {
  return TAG_LABELS[tag as ReportTag] ?? tag;
}

export function parseTag(value: string | null): ReportTag | undefined {
  return REPORT_TAGS.find((tag) => tag === value);
}

const AUDIENCES: Record<number, string> = {
  0: 'No audience',
  1: 'Customers',
  2: 'Employees',
  3: 'Donors',
  4: 'Media',
  5: 'Event audience',
};

export function audienceLabel(type: number, name?: string): string {
  return name || AUDIENCES[type] || `Audience ${type}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Where a bare report id or a pasted report link leads in this app: the report's path, with the
 * link's view (tab, configuration, filters: its query and hash) kept. Null when it names no report.
 */
export function reportPathOf(input: string): string | null {
  const trimmed = input.trim();
  if (UUID.test(trimmed)) return `/reports/${trimmed.toLowerCase()}`;
  const match = /\/reports\/([0-9a-f-]{36})\/?([?#].*)?$/i.exec(trimmed);
  const id = match?.[1];
  return id && UUID.test(id) ? `/reports/${id.toLowerCase()}${match[2] ?? ''}` : null;
}
