import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { activeIntlTag } from '../../../lib/i18n/locales';
import type { ReportTag } from '../../../queries/reports';

const TAG_LABELS: Record<ReportTag, MessageDescriptor> = {
  competitive: msg({ message: 'Competitive', context: 'report kind' }),
  segment: msg({ message: 'Segment', context: 'report kind' }),
  industry: msg({ message: 'Industry', context: 'report kind' }),
};

export const REPORT_TAGS = Object.keys(TAG_LABELS) as ReportTag[];

/** A report tag's name in the language in use; a tag the dashboard does not know, as sent. */
export function tagLabel(tag: string): string {
  const label = TAG_LABELS[tag as ReportTag];
  return label ? i18n._(label) : tag;
}

export function parseTag(value: string | null): ReportTag | undefined {
  return REPORT_TAGS.find((tag) => tag === value);
}

const AUDIENCES: Record<number, MessageDescriptor> = {
  0: msg`No audience`,
  1: msg`Customers`,
  2: msg`Employees`,
  3: msg`Donors`,
  4: msg`Media`,
  5: msg`Event audience`,
};

/** The audience's name as the service sends it, else the name of its type. */
export function audienceLabel(type: number, name?: string): string {
  if (name) return name;
  const audience = AUDIENCES[type];
  return audience ? i18n._(audience) : t`Audience ${type}`;
}

/**
 * Names quoted and listed as the language in use writes them: "“a”, “b”, and “c”" (`conjunction`)
 * or "“a” or “b”" (`disjunction`); in German „a“ und „b“.
 */
export function quotedList(names: readonly string[], type: 'conjunction' | 'disjunction'): string {
  const quoted = names.map((name) => t({ message: `“${name}”`, context: 'quoted name' }));
  return new Intl.ListFormat(activeIntlTag(), { style: 'long', type }).format(quoted);
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
