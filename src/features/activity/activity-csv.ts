import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { Collected } from '../../lib/collect-pages';
import { csvText, type CsvValue } from '../../lib/csv';
import { safeFilename } from '../../lib/download';
import { formatInteger } from '../../lib/format';
import type { ActivityEntry } from '../../queries/activity';
import { activitySentence, sentenceText } from './activity-sentence';

/** The columns' names; the action and target type columns hold codes, the same in every language. */
const ACTIVITY_CSV_HEADER = [
  msg({ message: 'Time', context: 'CSV column' }),
  msg({ message: 'Actor', context: 'CSV column' }),
  msg({ message: 'Action', context: 'CSV column' }),
  msg({ message: 'Target type', context: 'CSV column' }),
  msg({ message: 'Target', context: 'CSV column' }),
  msg({ message: 'Details', context: 'CSV column' }),
];

/**
 * The filtered log as CSV, newest first: the time in ISO 8601 (UTC), the codes of the action and
 * target type (stable for a spreadsheet's filters) and the sentence the page shows. Every cell
 * goes through the formula guard: names and labels are whatever people typed. When the export's
 * page cap stopped before the end, a last line says how much is missing.
 */
export function activityCsv(collected: Collected<ActivityEntry>): string {
  const rows: CsvValue[][] = collected.items.map((entry) => [
    entry.at,
    entry.actor?.name ?? '',
    entry.action,
    entry.target.type,
    entry.target.label,
    sentenceText(activitySentence(entry)),
  ]);
  if (!collected.complete) {
    const read = formatInteger(collected.items.length);
    const count = formatInteger(collected.count);
    rows.push([
      t`Only the newest ${read} of ${count} matching entries are in this file: narrow the filters to export the rest.`,
    ]);
  }
  return csvText([ACTIVITY_CSV_HEADER.map((column) => i18n._(column)), ...rows]);
}

/** "2026-03-05", the local day. */
function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** "activity-acme-research-2026-03-05.csv". */
export function activityFileName(organizationName: string | null, now: Date = new Date()): string {
  const slug = (organizationName ?? '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return safeFilename(`activity-${slug || 'organization'}-${isoDay(now)}`, 'csv');
}
