import type { components } from '../../src/api/schema.gen';
import { aggregate } from './aggregate';
import type { ConfigurationMeta, FilterInput } from './configuration';
import type { DatasetData } from './dataset';
import { emptyResult, INSUFFICIENT_DATA_MESSAGE, MIN_POPULATION, readyResult } from './result';
import { score } from './scoring';
import { selectRespondents } from './selection';

type Result = components['schemas']['Result'];

/**
 * The whole computation of one result, free of the db and of caching (the bench calls it on a
 * synthetic dataset): select the respondents passing the configuration's saved filters AND the
 * request filters, withhold the figures under the privacy floor, else aggregate and score.
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
  const figures = aggregate(data, selection);
  const scores = score(
    figures,
    data.attitudes.map((a) => a.keyword),
    selection.count,
  );
  return readyResult(meta, data, selection.count, figures, scores, filtered);
}
