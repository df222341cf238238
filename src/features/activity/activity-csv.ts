import type { Collected } from '../../lib/collect-pages';
import { csvText, type CsvValue } from '../../lib/csv';
import { safeFilename } from '../../lib/download';
import { formatInteger } from '../../lib/format';
import type { ActivityEntry } from '../../queries/activity';
import { activitySentence, sentenceText } from './activity-sentence';

export const ACTIVITY_CSV_HEADER = ['Time', 'Actor', 'Action', 'Target type', 'Target', 'Details'];

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
    rows.push([
      `Only the newest ${formatInteger(collected.items.length)} of ${formatInteger(collected.count)} matching entries are in this file: narrow the filters to export the rest.`,
    ]);
  }
  return csvText([ACTIVITY_CSV_HEADER, ...rows]);
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
