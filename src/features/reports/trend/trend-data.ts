import type { Result } from '../../../queries/reports';
import type { Trend, TrendChange, TrendWave } from '../../../queries/trends';

/** The attitude figures a trend can follow, each on the 0–100 scale of the main score. */
export const FIGURES = [
  'performance_rebased',
  'importance_rebased',
  'performance_agreed',
  'importance_agreed',
] as const;
export type Figure = (typeof FIGURES)[number];

/** A wave the chart draws: its place on the axis, and its figures where it was answered. */
export interface ChartWave {
  /** Index into `trend.waves`, the index the server's changes use. */
  index: number;
  wave: TrendWave;
  answered: boolean;
}

/** One line: the main score or an attitude's figure, one value per charted wave (null: a gap). */
export interface TrendSeries {
  key: string;
  label: string;
  values: (number | null)[];
  /** The server's tested changes of this figure; empty where nothing was tested. */
  changes: TrendChange[];
}

/** An attitude a trend can show, named as the latest answered wave names it. */
export interface TrendAttitudeChoice {
  id: string;
  keyword: string;
}

const answeredOf = (wave: TrendWave) => wave.charted && wave.withheld === null && !!wave.result;

/** Waves of the charted model version, oldest first (the order the service sends). */
export function chartWaves(trend: Trend): ChartWave[] {
  return trend.waves
    .map((wave, index) => ({ index, wave, answered: answeredOf(wave) }))
    .filter((item) => item.wave.charted)
    .sort((a, b) => Date.parse(a.wave.report.issued_at) - Date.parse(b.wave.report.issued_at));
}

/** Waves listed apart: another model version than the latest wave's, not charted. */
export function otherModelWaves(trend: Trend): TrendWave[] {
  return trend.waves.filter((wave) => !wave.charted);
}

/** The attitudes any answered wave scores, in the latest answered wave's order. */
export function attitudeChoices(trend: Trend): TrendAttitudeChoice[] {
  const seen = new Map<string, TrendAttitudeChoice>();
  const answered = chartWaves(trend).filter((item) => item.answered);
  for (const { wave } of answered.reverse()) {
    for (const attitude of wave.result?.attitudes ?? []) {
      if (!seen.has(attitude.attitude_id)) {
        seen.set(attitude.attitude_id, { id: attitude.attitude_id, keyword: attitude.keyword });
      }
    }
  }
  return [...seen.values()];
}

/** Attitudes shown when the URL names none: those with a marked change, at most four. */
export function defaultAttitudes(trend: Trend): string[] {
  return trend.attitudes
    .filter((attitude) => FIGURES.some((f) => attitude[f].some((c) => c.significant === true)))
    .slice(0, 4)
    .map((attitude) => attitude.attitude_id);
}

const attitudeValue = (result: Result | null, id: string, figure: Figure) => {
  const attitude = result?.attitudes.find((a) => a.attitude_id === id);
  // An attitude a wave does not score is a gap in its line, not a 0.
  return attitude ? attitude[figure] : null;
};

/** The main score's line, then one per chosen attitude, over the charted waves. */
export function trendSeries(
  trend: Trend,
  waves: readonly ChartWave[],
  figure: Figure,
  attitudes: readonly TrendAttitudeChoice[],
  mainLabel: string,
): TrendSeries[] {
  const main: TrendSeries = {
    key: 'main',
    label: mainLabel,
    values: waves.map((w) => (w.answered ? w.wave.result!.main_score : null)),
    changes: trend.main_score,
  };
  return [
    main,
    ...attitudes.map((attitude) => ({
      key: attitude.id,
      label: attitude.keyword,
      values: waves.map((w) =>
        w.answered ? attitudeValue(w.wave.result, attitude.id, figure) : null,
      ),
      changes: trend.attitudes.find((a) => a.attitude_id === attitude.id)?.[figure] ?? [],
    })),
  ];
}

/** The consecutive change that ends at wave `index` (into `trend.waves`), if tested. */
export function changeInto(series: TrendSeries, index: number): TrendChange | undefined {
  const into = series.changes.filter((change) => change.to === index);
  // With two answered waves the one change is both consecutive and first to last.
  return into.find((change) => !change.first_to_last) ?? (into.length === 1 ? into[0] : undefined);
}

/** The change from the first answered wave to the last, when more than two waves answered. */
export function firstToLast(series: TrendSeries): TrendChange | undefined {
  const spanning = series.changes.find((change) => change.first_to_last);
  return spanning && series.changes.length > 1 ? spanning : undefined;
}
