import { t } from '@lingui/core/macro';
import { csvText, type CsvValue } from '../../../lib/csv';
import type { TrendChange } from '../../../queries/trends';
import { changeInto, type ChartWave, type TrendSeries } from './trend-data';

const verdict = (change: TrendChange | undefined): CsvValue =>
  change?.significant === true ? t`yes` : change?.significant === false ? t`no` : '';

/**
 * The trend table as CSV: one row per charted wave, each figure with the change into it, its
 * interval and whether it is marked. Names and values pass the formula guard of `csvText`.
 */
export function trendCsv(waves: readonly ChartWave[], series: readonly TrendSeries[]): string {
  const header = [
    t`Wave`,
    t`Issued`,
    t`Configuration`,
    t`Respondents`,
    t`Withheld`,
    ...series.flatMap((line) => {
      const label = line.label;
      return [
        label,
        t`${label} Δ`,
        t`${label} interval low`,
        t`${label} interval high`,
        t`${label} significant`,
      ];
    }),
  ];
  const rows = waves.map(({ index, wave, answered }, position): CsvValue[] => [
    wave.report.name,
    wave.report.issued_at.slice(0, 10),
    wave.configuration.name,
    answered ? wave.population_size : '',
    wave.withheld?.reason ?? '',
    ...series.flatMap((line) => {
      const change = changeInto(line, index);
      return [
        line.values[position] ?? '',
        change?.delta ?? '',
        change?.ci?.[0] ?? '',
        change?.ci?.[1] ?? '',
        verdict(change),
      ];
    }),
  ]);
  return csvText([header, ...rows]);
}
