import type { RefObject } from 'react';
import type { FilterDraft, ReportView, ResultView, UpdateReportView } from '../shared/report-view';

/**
 * Cancelling an asynchronous result: the figures go back to the last view that settled; the
 * filter panel keeps the choices just cancelled, so they can be changed or run again rather than
 * picked anew.
 */
export function useCancelAsync(
  cancel: () => Promise<void>,
  settledView: RefObject<ResultView | null>,
  view: ReportView,
  update: UpdateReportView,
) {
  return () => {
    void cancel();
    const back = settledView.current;
    const filterDraft: FilterDraft = { filters: view.filters, async: view.async };
    update(
      {
        filters: back?.filters ?? [],
        configurationId: back?.configurationId ?? view.configurationId,
        async: false,
      },
      { state: { filterDraft } },
    );
  };
}
