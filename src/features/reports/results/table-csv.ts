import { t } from '@lingui/core/macro';
import type { FigureMode } from '../../../charts/chart-types';
import { csvText, type CsvValue } from '../../../lib/csv';
import { describeGroup, type ExportGroup } from '../../../lib/export-footer';
import { VERDICT_WORDS, verdictOf } from '../../../lib/significance-marks';
import type { ResultAttitude } from '../../../queries/reports';
import type { ResultSignificance } from '../shared/significance';
import { compareColumns, differenceOf, type CompareFigureColumn } from './compare-columns';

/** One attitude across the groups, in the groups' order; undefined where a group lacks it. */
export interface CsvAttitude {
  attitudeId: string;
  keyword: string;
  attitudes: readonly (ResultAttitude | undefined)[];
}

interface TableCsvInput {
  /** Whom each column holds: named, with their filters, above the table; labelled A, B, … */
  groups: readonly ExportGroup[];
  /** The table's rows, in the order on screen. */
  rows: readonly CsvAttitude[];
  mode: FigureMode;
  /** Two groups: the tests of B − A, when the service ran them. */
  significance?: ResultSignificance | undefined;
  /** Two groups: why there are no tests, written into each significance cell. */
  untested?: string;
}

const labelOf = (group: ExportGroup, index: number) =>
  group.label ?? String.fromCharCode(65 + index);

/** The gain columns of a pair: B − A (the tested one where there is a test), interval, verdict. */
function gainCells(
  column: CompareFigureColumn,
  row: CsvAttitude,
  significance: ResultSignificance | undefined,
  untested: string,
): CsvValue[] {
  const [a, b] = row.attitudes;
  const tests = significance?.attitudes.get(row.attitudeId);
  const test = column.metric && tests ? tests[column.metric] : undefined;
  const pair = { attitudeId: row.attitudeId, keyword: row.keyword, a, b };
  const gain = a && b ? (test?.delta ?? differenceOf(pair, column)) : undefined;
  let verdict = '';
  if (gain !== undefined) {
    if (!significance) verdict = untested;
    else if (!column.metric) verdict = VERDICT_WORDS['not-tested'];
    else if (test) verdict = VERDICT_WORDS[verdictOf(test)];
  }
  return [gain ?? null, test?.ci?.[0] ?? null, test?.ci?.[1] ?? null, verdict];
}

/** Which groups hold the attitude, in words: "A and B", "B only", or their letters. */
function heldBy(labels: readonly string[], row: CsvAttitude): string {
  const held = labels.filter((_, index) => row.attitudes[index] !== undefined);
  if (held.length === labels.length && labels.length === 2) return t`A and B`;
  const only = held[0] ?? '';
  return held.length === 1 && labels.length > 1 ? t`${only} only` : held.join(', ');
}

/**
 * The attitudes table of one group or more as CSV: a line naming each group and its filters,
 * then per attitude and figure each group's value, in the order on screen; for two groups also
 * B − A (the tested one where there is a test), its interval (the one that agrees with the mark)
 * and its significance in words. Every cell has the formula guard of lib/csv.
 */
export function tableCsv({ groups, rows, mode, significance, untested = '' }: TableCsvInput) {
  const columns = compareColumns(mode);
  const labels = groups.map(labelOf);
  const pair = groups.length === 2;
  const header: CsvValue[] = [t`Attitude`, t`In groups`];
  for (const column of columns) {
    const label = column.label;
    const name = column.unit === '%' ? t`${label} (%)` : label;
    // "Performance A": the figure, translated, and the group's letter; nothing more to translate.
    header.push(...labels.map((group) => `${name} ${group}`));
    if (pair) {
      header.push(
        t`${name} B − A`,
        t`${name} B − A interval from`,
        t`${name} B − A interval to`,
        t`${name} significance`,
      );
    }
  }
  const body = rows.map((row) => {
    const cells: CsvValue[] = [row.keyword, heldBy(labels, row)];
    for (const column of columns) {
      cells.push(...row.attitudes.map((attitude) => (attitude ? column.value(attitude) : null)));
      if (pair) cells.push(...gainCells(column, row, significance, untested));
    }
    return cells;
  });
  const named = groups.map((group, index) => [
    describeGroup({ ...group, label: labelOf(group, index) }),
  ]);
  // A blank line parts who the groups are from the table.
  return csvText([...named, [], header, ...body]);
}
