import { useQuery } from '@tanstack/react-query';
import type { components } from '../../../api/schema.gen';
import { reportQueries } from '../../../queries/reports';
import type { Trend } from '../../../queries/trends';

type Filterable = components['schemas']['Filterable'];

const NONE: Filterable[] = [];

/**
 * The filterables a trend offers: the latest charted wave's (each wave is filtered by its own
 * filterable of the same name). Its unfiltered result is the one the report page shows, cached.
 */
export function useTrendFilterables(trend: Trend | undefined): Filterable[] {
  const latest = trend?.waves.filter((wave) => wave.charted).at(-1);
  const query = useQuery({
    ...reportQueries.result(latest?.report.id ?? '', {
      configurationId: latest?.configuration.id,
      filters: [],
      async: false,
    }),
    enabled: latest !== undefined,
  });
  return query.data?.dataset.configurations.filterables ?? NONE;
}
