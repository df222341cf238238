import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readFilters, type ReportFilterItem } from '../shared/report-view';
import { FIGURES, type Figure } from './trend-data';

/** What the trend page shows, all of it in the URL: a view can be shared and reloaded. */
export interface TrendPageView {
  figure: Figure;
  /** Attitude ids; undefined when the URL names none (the page then shows its default). */
  attitudes: string[] | undefined;
  filters: ReportFilterItem[];
}

const P = { figure: 'fig', attitude: 'att', filter: 'f' } as const;

export function readTrendView(params: URLSearchParams): TrendPageView {
  const figure = params.get(P.figure);
  const attitudes = params.getAll(P.attitude).filter(Boolean);
  return {
    figure: FIGURES.find((f) => f === figure) ?? 'performance_rebased',
    // `att=` alone: the user chose no attitude at all, which differs from choosing none yet.
    attitudes: params.has(P.attitude) ? attitudes : undefined,
    filters: readFilters(params, P.filter),
  };
}

export function writeTrendView(view: TrendPageView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.figure !== 'performance_rebased') params.set(P.figure, view.figure);
  if (view.attitudes) {
    if (view.attitudes.length === 0) params.append(P.attitude, '');
    for (const id of view.attitudes) params.append(P.attitude, id);
  }
  for (const item of view.filters) {
    for (const value of item.value)
      params.append(P.filter, `${item.dataset_filterable_id}:${value}`);
  }
  return params;
}

/**
 * The view in the URL, and a way to change it. Changes replace the entry: Back leaves the page,
 * as it does from a report's figure switch.
 */
export function useTrendView() {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readTrendView(params), [params]);
  const update = useCallback(
    (change: Partial<TrendPageView>) =>
      setParams((current) => writeTrendView({ ...readTrendView(current), ...change }), {
        replace: true,
      }),
    [setParams],
  );
  return { view, update };
}
