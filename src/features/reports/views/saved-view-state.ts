import type { SavedViewState, SavedViewStateRequest } from '../../../queries/saved-views';
import type { ReportView } from '../shared/report-view';

/**
 * A saved view is what the report page's URL holds (without the attitude detail open in it): the
 * same fields, named as the service stores them, and only the options that differ from the
 * defaults, as the URL leaves those out.
 */
export function stateOfView(reportId: string, view: ReportView): SavedViewStateRequest {
  return {
    report_id: reportId,
    configuration_id: view.configurationId ?? null,
    filters: view.filters,
    tab: view.tab,
    compare: view.compare
      ? {
          report_id: view.compare.reportId ?? null,
          configuration_id: view.compare.configurationId ?? null,
          filters: view.compare.filters,
        }
      : null,
    options: {
      ...(view.figures !== 'rebased' && { figures: view.figures }),
      ...(view.sort && { sort: view.sort }),
      ...(view.compareSort && { compare_sort: view.compareSort }),
      ...(view.attitudes.length > 0 && { attitudes: view.attitudes }),
      ...(view.significantOnly && { significant_only: true }),
      ...(view.testDetails && { test_details: true }),
      ...(!view.shifts && { shifts: false }),
      ...(view.async && { asynchronous: true }),
    },
  };
}

/** The page's view for a saved state: every field set, so nothing of the view before remains. */
export function viewOfState(state: SavedViewState): ReportView {
  const { options } = state;
  return {
    configurationId: state.configuration_id ?? undefined,
    filters: state.filters,
    async: options.asynchronous ?? false,
    // A trend view opens on its segment's trend page (useOpenSavedView); here, its report's results.
    tab: state.tab === 'sentiment' ? 'sentiment' : 'results',
    figures: options.figures ?? 'rebased',
    detail: undefined,
    attitudes: options.attitudes ?? [],
    sort: options.sort,
    significantOnly: options.significant_only ?? false,
    testDetails: options.test_details ?? false,
    shifts: options.shifts ?? true,
    compare: state.compare
      ? {
          reportId: state.compare.report_id ?? undefined,
          configurationId: state.compare.configuration_id ?? undefined,
          filters: state.compare.filters,
        }
      : undefined,
    compareSort: options.compare_sort,
  };
}
