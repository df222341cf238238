import { useEffect, useMemo } from 'react';
import { recordSeenValues, useSeenValues } from '../../../lib/seen-filter-values';
import { useSession } from '../../../lib/session';
import type { Configuration } from '../../../queries/reports';
import { savedFilters, type ReportFilterItem } from '../shared/report-view';
import { filterSuggestions } from './filter-suggestions';

/**
 * The configuration's own filters (`preset`) and the values the filter panel offers. Values that
 * matched respondents are remembered, to be suggested where the service sends no list of values
 * (and to tell a misspelt value from one that is simply rare).
 */
export function useFilterSuggestions(
  configuration: Configuration,
  filters: ReportFilterItem[],
  /** This view's own figures are in: its filters matched respondents. */
  settled: boolean,
) {
  const preset = useMemo(
    () => savedFilters(configuration.filters, filters),
    [configuration.filters, filters],
  );
  const { user } = useSession();
  const seen = useSeenValues(user.id);
  const matched = settled && filters.length > 0;
  useEffect(() => {
    if (matched) recordSeenValues(user.id, filters);
  }, [matched, filters, user.id]);
  // The configuration's own filters (`preset`), not those echoed back from the request.
  const suggestions = useMemo(
    () => filterSuggestions(configuration.filterables, preset, seen),
    [configuration.filterables, preset, seen],
  );
  return { preset, suggestions };
}
