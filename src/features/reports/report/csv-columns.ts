import type { Configuration, Result } from '../../../queries/reports';

/**
 * The CSV's columns as the service documents them (docs/decisions.md, CSV download), derived from the report:
 * respondent_id, one per filterable, `<keyword>_performance` and `_importance` per attitude, comment.
 */
export function csvColumns(
  configuration: Pick<Configuration, 'filterables'>,
  result: Pick<Result, 'attitudes'> | undefined,
): string[] {
  const attitudes = result?.attitudes ?? [];
  return [
    'respondent_id',
    ...configuration.filterables.map((filterable) => filterable.name),
    ...attitudes.flatMap((attitude) => [
      `${attitude.keyword}_performance`,
      `${attitude.keyword}_importance`,
    ]),
    'comment',
  ];
}
