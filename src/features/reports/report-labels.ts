import type { ReportTag } from './reports.queries';

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

/** Accepts a bare id or a pasted report link, and returns the id, or null. */
export function parseReportId(input: string): string | null {
  const trimmed = input.trim();
  if (UUID.test(trimmed)) return trimmed.toLowerCase();
  const match = /\/reports\/([0-9a-f-]{36})(?:[/?#]|$)/i.exec(trimmed);
  return match?.[1] && UUID.test(match[1]) ? match[1].toLowerCase() : null;
}
