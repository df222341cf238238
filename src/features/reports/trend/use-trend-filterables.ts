import { useQuery } from '@tanstack/react-query';
import type { components } from '../../../api/schema.gen';
import { reportQueries } from '../../../queries/reports';
import type { Trend, TrendView, WaveSource } from '../../../queries/trends';

type Filterable = components['schemas']['Filterable'];

const NONE: Filterable[] = [];

/**
 * The filterables a trend offers: the latest charted wave's (each wave is filtered by its own
 * filterable of the same name). Its unfiltered result is the one the report page shows, cached.
 * Until the trend is in, the latest wave whose report is known is asked for instead, beside the
 * trend rather than after it; it is the same wave unless that one turns out withheld.
 */
export function useTrendFilterables(
  view: TrendView | undefined,
  trend: Trend | undefined,
): { filterables: Filterable[]; loading: boolean } {
  const charted = trend?.waves.filter((wave) => wave.charted).at(-1);
  const known = view?.waves
    .filter((wave) => wave.reportId !== undefined)
    .reduce<WaveSource | undefined>(
      (latest, wave) => (!latest || wave.reportIssuedAt > latest.reportIssuedAt ? wave : latest),
      undefined,
    );
  const latest = trend
    ? charted && { reportId: charted.report.id, configurationId: charted.configuration.id }
    : known && { reportId: known.reportId!, configurationId: known.configurationId };
  const query = useQuery({
    ...reportQueries.result(latest?.reportId ?? '', {
      configurationId: latest?.configurationId,
      filters: [],
      async: false,
    }),
    enabled: latest !== undefined,
  });
  return {
    filterables: query.data?.dataset.configurations.filterables ?? NONE,
    loading: latest !== undefined && query.isPending,
  };
}
