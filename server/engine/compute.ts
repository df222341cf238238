import type { components } from '../../src/api/schema.gen';
import type { AttitudeFigures } from './aggregate';
import { aggregate, ratingFigures } from './aggregate';
import type { ConfigurationMeta, FilterInput } from './configuration';
import type { DatasetData } from './dataset';
import { emptyResult, INSUFFICIENT_DATA_MESSAGE, MIN_POPULATION, readyResult } from './result';
import { score } from './scoring';
import { selectRespondents, type Selection } from './selection';
import { testAgainstComplement } from './significance';

type Result = components['schemas']['Result'];

/** A result, and for a ready one the respondents and figures it was computed from. */
export interface Group {
  result: Result;
  counted?: { selection: Selection; figures: AttitudeFigures[] };
}

/**
 * The whole computation of one result, free of the db and of caching (the bench calls it on a
 * synthetic dataset): select the respondents passing the configuration's saved filters AND the
 * request filters, withhold the figures when the group is under the privacy floor or leaves fewer
 * than that many of the configuration's respondents out (the unfiltered result minus this one
 * would be theirs), else aggregate and score. A filtered result is also tested against the
 * respondents it leaves out, unless `testComplement` is false (a comparison tests its own pair).
 */
export function computeGroup(
  meta: ConfigurationMeta,
  data: DatasetData,
  requestFilters: FilterInput[],
  testComplement = true,
): Group {
  const filtered = requestFilters.some((f) => f.values.length > 0);
  const withheld = () => ({
    result: emptyResult(meta, 'insufficient_data', INSUFFICIENT_DATA_MESSAGE, filtered),
  });
  const selection = selectRespondents(data, [...meta.savedFilters, ...requestFilters]);
  if (selection.count < MIN_POPULATION) return withheld();
  const population = filtered ? selectRespondents(data, meta.savedFilters) : selection;
  const leftOut = population.count - selection.count;
  if (leftOut > 0 && leftOut < MIN_POPULATION) return withheld();

  const figures = aggregate(data, selection);
  const scores = score(
    figures,
    data.attitudes.map((a) => a.keyword),
    selection.count,
  );
  const significance =
    filtered && testComplement
      ? testAgainstComplement(data, population, selection, figures, ratingFigures(data, population))
      : undefined;
  return {
    result: readyResult(meta, data, selection.count, figures, scores, filtered, significance),
    counted: { selection, figures },
  };
}

export function computeResult(
  meta: ConfigurationMeta,
  data: DatasetData,
  requestFilters: FilterInput[],
): Result {
  return computeGroup(meta, data, requestFilters).result;
}
