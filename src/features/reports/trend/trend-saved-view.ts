import type { SavedViewState, SavedViewStateRequest } from '../../../queries/saved-views';
import { writeTrendView, type TrendPageView } from './trend-view';

/**
 * A trend view as a saved view: its segment, the latest wave's report (which lists it among its
 * views), the filters of every wave, and the figure and attitudes of its lines.
 */
export function stateOfTrendView(
  segmentId: string,
  reportId: string,
  view: TrendPageView,
): SavedViewStateRequest {
  return {
    report_id: reportId,
    configuration_id: null,
    filters: view.filters,
    tab: 'trend',
    compare: null,
    trend: {
      segment_id: segmentId,
      ...(view.figure !== 'performance_rebased' && { figure: view.figure }),
      ...(view.attitudes && { attitudes: view.attitudes }),
    },
    options: {},
  };
}

/** Where a saved trend view opens; undefined for a report's view (or one stored before trends). */
export function trendPathOfState(state: SavedViewState): string | undefined {
  if (state.tab !== 'trend' || !state.trend) return undefined;
  const params = writeTrendView({
    figure: state.trend.figure ?? 'performance_rebased',
    attitudes: state.trend.attitudes,
    filters: state.filters,
  });
  const search = params.toString();
  return `/segments/${state.trend.segment_id}/trend${search ? `?${search}` : ''}`;
}
