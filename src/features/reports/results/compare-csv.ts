import { t } from '@lingui/core/macro';
import type { FigureMode } from '../../../charts/chart-types';
import { csvText, type CsvValue } from '../../../lib/csv';
import { VERDICT_WORDS, verdictOf } from '../../../lib/significance-marks';
import type { ResultSignificance } from '../shared/significance';
import { compareColumns, differenceOf } from './compare-columns';
import type { AttitudePair } from './pair-attitudes';

/**
 * The comparison table as CSV: the figures on screen, in the order on screen. Per figure: A, B,
 * the difference B − A (the tested one where there is a test), its interval (the one that agrees
 * with the mark) and its significance in words; `untested` says why there are no tests (the
 * groups share respondents, or the service does not compare) where there are none.
 */
export function comparisonCsv(
  pairs: readonly AttitudePair[],
  mode: FigureMode,
  significance: ResultSignificance | undefined,
  untested: string,
): string {
  const columns = compareColumns(mode);
  const header: CsvValue[] = [t`Attitude`, t`In groups`];
  for (const column of columns) {
    const label = column.label;
    const name = column.unit === '%' ? t`${label} (%)` : label;
    header.push(
      t`${name} A`,
      t`${name} B`,
      t`${name} B − A`,
      t`${name} B − A interval from`,
      t`${name} B − A interval to`,
      t`${name} significance`,
    );
  }
  const both = t`A and B`;
  const onlyA = t`A only`;
  const onlyB = t`B only`;
  const rows = pairs.map((pair) => {
    const row: CsvValue[] = [pair.keyword, pair.a && pair.b ? both : pair.a ? onlyA : onlyB];
    const tests = significance?.attitudes.get(pair.attitudeId);
    for (const column of columns) {
      const test = column.metric && tests ? tests[column.metric] : undefined;
      const difference = pair.a && pair.b ? (test?.delta ?? differenceOf(pair, column)) : undefined;
      let verdict = '';
      if (difference !== undefined) {
        if (!significance) verdict = untested;
        else if (!column.metric) verdict = VERDICT_WORDS['not-tested'];
        else if (test) verdict = VERDICT_WORDS[verdictOf(test)];
      }
      row.push(
        pair.a ? column.value(pair.a) : null,
        pair.b ? column.value(pair.b) : null,
        difference ?? null,
        test?.ci?.[0] ?? null,
        test?.ci?.[1] ?? null,
        verdict,
      );
    }
    return row;
  });
  return csvText([header, ...rows]);
}
