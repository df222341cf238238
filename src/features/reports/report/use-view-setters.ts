import { useCallback } from 'react';
import type { FigureMode } from '../../../charts/chart-types';
import { formatSort, type SortState } from '../results/attitude-columns';
import type { UpdateReportView } from '../shared/report-view';

/**
 * The results tab's display choices, each written into the URL in place (replace): a figure mode
 * or a sort is not a step Back should undo.
 */
export function useViewSetters(update: UpdateReportView) {
  const onFiguresChange = useCallback(
    (figures: FigureMode) => update({ figures }, { replace: true }),
    [update],
  );
  const onSort = useCallback(
    (sort: SortState) => update({ sort: formatSort(sort) }, { replace: true }),
    [update],
  );
  const onShiftsChange = useCallback(
    (shifts: boolean) => update({ shifts }, { replace: true }),
    [update],
  );
  const onSignificantOnly = useCallback(
    (significantOnly: boolean) => update({ significantOnly }, { replace: true }),
    [update],
  );
  const onTestDetails = useCallback(
    (testDetails: boolean) => update({ testDetails }, { replace: true }),
    [update],
  );
  return { onFiguresChange, onSort, onShiftsChange, onSignificantOnly, onTestDetails };
}
