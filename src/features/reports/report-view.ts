import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { components } from '../../api/schema.gen';
import type { FigureMode } from '../../charts/chart-types';
import { useOverlayHistory, type WriteOverlay } from '../../lib/overlay-history';

export type ReportFilterItem = components['schemas']['ReportFilterItem'];

/** What the result of a report page depends on: the key of its query, and its URL. */
export interface ResultView {
  configurationId: string | undefined;
  filters: ReportFilterItem[];
  async: boolean;
}

/** Selected values per filterable id, as the filter panel edits them. */
export type FilterSelection = Record<string, string[]>;

export type ReportTab = 'results' | 'sentiment';

export interface ReportView extends ResultView {
  tab: ReportTab;
  figures: FigureMode;
  /** The attitude (result attitude id) whose detail is open. */
  detail: string | undefined;
  /** Sentiment tab: attitude names to keep. */
  attitudes: string[];
  /** Attitudes table sort: a column key, '-' prefixed for descending. */
  sort: string | undefined;
  /** Attitudes table: only the attitudes with a significant difference (`sig=1`). */
  significantOnly: boolean;
  /** Attitudes table: each test's figures, interval and p instead of the overview (`tests=1`). */
  testDetails: boolean;
  /** Quadrant: everyone's positions and the significant shifts from them; on unless `shifts=0`. */
  shifts: boolean;
}

/*
 * URL names. Filters are `f=<filterable id>:<value>`, repeated: a uuid never holds a colon, so the
 * first colon splits them and a value may hold colons of its own.
 */
const P = {
  configuration: 'cfg',
  filter: 'f',
  async: 'async',
  tab: 'tab',
  figures: 'figures',
  detail: 'detail',
  attitude: 'attitude',
  sort: 'sort',
  significantOnly: 'sig',
  testDetails: 'tests',
  shifts: 'shifts',
} as const;

/**
 * One filterable per item, values de-duplicated and sorted, items sorted by filterable: two
 * selections that mean the same filter give the same query key (and share its cache).
 */
export function normaliseFilters(filters: readonly ReportFilterItem[]): ReportFilterItem[] {
  const byFilterable = new Map<string, Set<string>>();
  for (const item of filters) {
    const values = byFilterable.get(item.dataset_filterable_id) ?? new Set<string>();
    for (const value of item.value) if (value !== '') values.add(value);
    byFilterable.set(item.dataset_filterable_id, values);
  }
  return [...byFilterable.entries()]
    .filter(([, values]) => values.size > 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([id, values]) => ({ dataset_filterable_id: id, value: [...values].sort() }));
}

export function filtersToSelection(filters: readonly ReportFilterItem[]): FilterSelection {
  return Object.fromEntries(filters.map((item) => [item.dataset_filterable_id, [...item.value]]));
}

export function selectionToFilters(selection: FilterSelection): ReportFilterItem[] {
  return normaliseFilters(
    Object.entries(selection).map(([id, value]) => ({ dataset_filterable_id: id, value })),
  );
}

export function readFilters(params: URLSearchParams): ReportFilterItem[] {
  const items: ReportFilterItem[] = [];
  for (const entry of params.getAll(P.filter)) {
    const colon = entry.indexOf(':');
    if (colon <= 0) continue;
    items.push({ dataset_filterable_id: entry.slice(0, colon), value: [entry.slice(colon + 1)] });
  }
  return normaliseFilters(items);
}

export function readReportView(params: URLSearchParams): ReportView {
  return {
    configurationId: params.get(P.configuration) || undefined,
    filters: readFilters(params),
    async: params.get(P.async) === '1',
    tab: params.get(P.tab) === 'sentiment' ? 'sentiment' : 'results',
    figures: params.get(P.figures) === 'agreed' ? 'agreed' : 'rebased',
    detail: params.get(P.detail) || undefined,
    attitudes: params.getAll(P.attitude).filter(Boolean),
    sort: params.get(P.sort) || undefined,
    significantOnly: params.get(P.significantOnly) === '1',
    testDetails: params.get(P.testDetails) === '1',
    shifts: params.get(P.shifts) !== '0',
  };
}

/** Writes `changes` into a copy of `params`; defaults are left out to keep links short. */
export function writeReportView(
  params: URLSearchParams,
  changes: Partial<ReportView>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | undefined) =>
    value ? next.set(name, value) : next.delete(name);
  if ('configurationId' in changes) set(P.configuration, changes.configurationId);
  if (changes.filters) {
    next.delete(P.filter);
    for (const item of normaliseFilters(changes.filters)) {
      for (const value of item.value)
        next.append(P.filter, `${item.dataset_filterable_id}:${value}`);
    }
  }
  if ('async' in changes) set(P.async, changes.async ? '1' : undefined);
  if ('tab' in changes) set(P.tab, changes.tab === 'sentiment' ? 'sentiment' : undefined);
  if ('figures' in changes) set(P.figures, changes.figures === 'agreed' ? 'agreed' : undefined);
  if ('detail' in changes) set(P.detail, changes.detail);
  if (changes.attitudes) {
    next.delete(P.attitude);
    for (const name of changes.attitudes) if (name) next.append(P.attitude, name);
  }
  if ('sort' in changes) set(P.sort, changes.sort);
  if ('significantOnly' in changes)
    set(P.significantOnly, changes.significantOnly ? '1' : undefined);
  if ('testDetails' in changes) set(P.testDetails, changes.testDetails ? '1' : undefined);
  if ('shifts' in changes) set(P.shifts, changes.shifts === false ? '0' : undefined);
  return next;
}

/**
 * The report page's state, read from and written to the URL, so a view can be bookmarked and
 * shared and a reload restores it exactly. `replace` is for changes not worth a history entry.
 */
export function useReportView() {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readReportView(params), [params]);
  // The router's setter changes with every URL change; `update` must not, or every memoised part
  // of the page (charts, the attitudes table) would re-render whenever any view state changes.
  const setParamsRef = useRef(setParams);
  useLayoutEffect(() => {
    setParamsRef.current = setParams;
  }, [setParams]);
  const update = useCallback(
    (changes: Partial<ReportView>, options: { replace?: boolean; state?: unknown } = {}) =>
      setParamsRef.current((current) => writeReportView(current, changes), options),
    [],
  );
  return { view, update, params };
}

export type UpdateReportView = ReturnType<typeof useReportView>['update'];

type ConfigurationFilter = components['schemas']['ConfigurationFilter'];

/**
 * The configuration's own filters, out of those a filtered answer lists: the service lists the
 * saved ones followed by the request's. One entry is taken out per applied filter, so a saved
 * filter that an applied one repeats still counts as saved.
 */
export function savedFilters(
  listed: readonly ConfigurationFilter[],
  applied: readonly ReportFilterItem[],
): ConfigurationFilter[] {
  const unmatched = applied.map(
    (item) => `${item.dataset_filterable_id}:${JSON.stringify(item.value)}`,
  );
  const saved: ConfigurationFilter[] = [];
  for (const filter of [...listed].reverse()) {
    const index = unmatched.indexOf(`${filter.filterable.id}:${JSON.stringify(filter.value)}`);
    if (index >= 0) unmatched.splice(index, 1);
    else saved.unshift(filter);
  }
  return saved;
}

/** Filter choices not applied, carried in a history entry's state (see the filter panel). */
export interface FilterDraft {
  filters: ReportFilterItem[];
  async: boolean;
}

/** The draft a history entry carries, if any: the choices of an asynchronous run cancelled. */
export function filterDraftOf(state: unknown): FilterDraft | undefined {
  const draft = (state as { filterDraft?: FilterDraft } | null)?.filterDraft;
  return draft && Array.isArray(draft.filters) ? draft : undefined;
}

/** The attitude detail's place in history: see useOverlayHistory. */
export function useDetailHistory(detail: string | undefined, update: UpdateReportView) {
  const write = useCallback<WriteOverlay>(
    (value, options) => update({ detail: value }, options),
    [update],
  );
  return useOverlayHistory(detail, write);
}

export function resultViewOf(view: ResultView): ResultView {
  return { configurationId: view.configurationId, filters: view.filters, async: view.async };
}
