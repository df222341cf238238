import type { components } from '../../src/api/schema.gen';
import { aggregate, ratingFigures } from './aggregate';
import type { ConfigurationMeta, FilterInput } from './configuration';
import type { DatasetData } from './dataset';
import { emptyResult, INSUFFICIENT_DATA_MESSAGE, MIN_POPULATION, readyResult } from './result';
import { score } from './scoring';
import { selectRespondents } from './selection';
import { testAgainstComplement } from './significance';

type Result = components['schemas']['Result'];

/**
 * The whole computation of one result, free of the db and of caching (the bench calls it on a
 * synthetic dataset): select the respondents passing the configuration's saved filters AND the
 * request filters, withhold the figures when the group is under the privacy floor or leaves fewer
 * than that many of the configuration's respondents out (the unfiltered result minus this one
 * would be theirs), else aggregate and score; a filtered result is also tested against the
 * respondents it leaves out.
 */
export function computeResult(
  meta: ConfigurationMeta,
  data: DatasetData,
  requestFilters: FilterInput[],
): Result {
  const filtered = requestFilters.some((f) => f.values.length > 0);
  const selection = selectRespondents(data, [...meta.savedFilters, ...requestFilters]);
  if (selection.count < MIN_POPULATION) {
    return emptyResult(meta, 'insufficient_data', INSUFFICIENT_DATA_MESSAGE, filtered);
  }
  const population = filtered ? selectRespondents(data, meta.savedFilters) : selection;
  const leftOut = population.count - selection.count;
  if (leftOut > 0 && leftOut < MIN_POPULATION) {
    return emptyResult(meta, 'insufficient_data', INSUFFICIENT_DATA_MESSAGE, filtered);
  }
  const figures = aggregate(data, selection);
  const scores = score(
    figures,
    data.attitudes.map((a) => a.keyword),
    selection.count,
  );
  const significance = filtered
    ? testAgainstComplement(data, population, selection, figures, ratingFigures(data, population))
    : undefined;
  return readyResult(meta, data, selection.count, figures, scores, filtered, significance);
}
