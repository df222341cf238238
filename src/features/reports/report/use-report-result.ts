import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResultView } from '../shared/report-view';
import { readSignificance } from '../shared/significance';
import {
  isReportKey,
  reportQueries,
  type Report,
  type ResultAttitude,
} from '../../../queries/reports';

/** Whole seconds since `active` last became true (0 while inactive). */
export function useElapsedSeconds(active: boolean): number {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    if (!active) return;
    const started = Date.now();
    const timer = setInterval(() => setElapsed(Math.floor((Date.now() - started) / 1000)), 250);
    return () => {
      clearInterval(timer);
      setElapsed(0);
    };
  }, [active]);
  return active ? elapsed : 0;
}

/**
 * The result in view, and the unfiltered result to compare it with when a filter is applied
 * (unless `baseline` is false).
 * While new figures load, the previous figures of the same report stay on screen
 * (keepPreviousData, but never another report's).
 */
export function useReportResult(
  id: string,
  view: ResultView,
  { baseline: withBaseline = true }: { baseline?: boolean } = {},
) {
  const queryClient = useQueryClient();
  const current = useQuery({
    ...reportQueries.result(id, view),
    placeholderData: (previous, previousQuery) =>
      isReportKey(previousQuery?.queryKey, id) ? previous : undefined,
  });
  const filtered = view.filters.length > 0;
  // The same key as the unfiltered view, so the figures seen before filtering come from the cache.
  const baseView: ResultView = { configurationId: view.configurationId, filters: [], async: false };
  // Compare mode sets the view against group B instead: it needs no unfiltered result.
  const baseline = useQuery({
    ...reportQueries.result(id, baseView),
    enabled: filtered && withBaseline,
  });

  const report: Report | undefined = current.data;
  const result = report?.dataset.configurations.result;
  // Older figures on screen while new ones load are not compared: their Δ would be wrong.
  const baseResult =
    filtered &&
    !current.isPlaceholderData &&
    baseline.data?.dataset.configurations.result.state.status === 'ready'
      ? baseline.data.dataset.configurations.result
      : undefined;
  const baseAttitudes = useMemo(
    () =>
      baseResult
        ? new Map<string, ResultAttitude>(baseResult.attitudes.map((a) => [a.attitude_id, a]))
        : undefined,
    [baseResult],
  );

  // Which differences are beyond chance: read only beside the figures it was computed for, and
  // only for a filtered view (the service sends it for those alone).
  const shownResult = filtered && !current.isPlaceholderData ? result : undefined;
  const significance = useMemo(() => readSignificance(shownResult), [shownResult]);

  /** Showing older figures while this view's are fetched (sync progress, or async pending). */
  const stale = current.isPlaceholderData;
  const computingAsync = view.async && current.isFetching && (stale || current.isPending);

  // The last view whose own figures arrived: where "Cancel" goes back to.
  const settledView = useRef<ResultView | null>(null);
  const settled = current.isSuccess && !current.isPlaceholderData;
  useEffect(() => {
    if (settled) settledView.current = view;
  }, [settled, view]);

  return {
    current,
    report,
    result,
    baseResult,
    baseAttitudes,
    significance,
    stale,
    computingAsync,
    settledView,
    cancel: () => queryClient.cancelQueries({ queryKey: reportQueries.result(id, view).queryKey }),
  };
}
