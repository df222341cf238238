import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { components } from '../../../api/schema.gen';
import type { FigureMode } from '../../../charts/chart-types';
import { useOverlayHistory, type WriteOverlay } from '../../../lib/overlay-history';
import type { ComparisonView } from '../../../queries/reports';

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

/** Group B of a comparison, as the URL holds it; group A is the page's own view. */
export interface CompareTarget {
  /** Another report (one of the same model version); undefined for this report. */
  reportId: string | undefined;
  /** Undefined: group A's configuration on this report, the primary one on another report. */
  configurationId: string | undefined;
  filters: ReportFilterItem[];
}

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
  /** Compare mode (`cmp=1`): the page's view is group A, this is group B. */
  compare: CompareTarget | undefined;
  /** The comparison table's sort: a column key, '-' prefixed for descending (`csort`). */
  compareSort: string | undefined;
}

/*
 * URL names. Filters are `f=<filterable id>:<value>`, repeated: a uuid never holds a colon, so the
 * first colon splits them and a value may hold colons of its own. A comparison's group B has the
 * same with a `b.` prefix.
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
  compare: 'cmp',
  compareReport: 'b.report',
  compareConfiguration: 'b.cfg',
  compareFilter: 'b.f',
  compareSort: 'csort',
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

export function readFilters(params: URLSearchParams, name: string = P.filter): ReportFilterItem[] {
  const items: ReportFilterItem[] = [];
  for (const entry of params.getAll(name)) {
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
    compare:
      params.get(P.compare) === '1'
        ? {
            reportId: params.get(P.compareReport) || undefined,
            configurationId: params.get(P.compareConfiguration) || undefined,
            filters: readFilters(params, P.compareFilter),
          }
        : undefined,
    compareSort: params.get(P.compareSort) || undefined,
  };
}

function writeFilters(params: URLSearchParams, name: string, filters: readonly ReportFilterItem[]) {
  params.delete(name);
  for (const item of normaliseFilters(filters)) {
    for (const value of item.value) params.append(name, `${item.dataset_filterable_id}:${value}`);
  }
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
  if (changes.filters) writeFilters(next, P.filter, changes.filters);
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
  if ('compare' in changes) {
    const target = changes.compare;
    // Leaving compare mode forgets group B: a later comparison starts from a fresh choice.
    set(P.compare, target ? '1' : undefined);
    set(P.compareReport, target?.reportId);
    set(P.compareConfiguration, target?.configurationId);
    writeFilters(next, P.compareFilter, target?.filters ?? []);
    if (!target) next.delete(P.compareSort);
  }
  if ('compareSort' in changes) set(P.compareSort, changes.compareSort);
  return next;
}

/** The comparison a view asks for: group A is the view on report `id`, group B its target. */
export function comparisonViewOf(
  id: string,
  view: Pick<ReportView, 'configurationId' | 'filters'>,
  target: CompareTarget,
): ComparisonView {
  const sameReport = target.reportId === undefined || target.reportId === id;
  return {
    a: { configurationId: view.configurationId, filters: view.filters },
    b: {
      reportId: target.reportId ?? id,
      configurationId: target.configurationId ?? (sameReport ? view.configurationId : undefined),
      filters: target.filters,
    },
  };
}

/**
 * The same comparison with its groups swapped, as a link: B's report becomes the page, and A
 * becomes its group B. Configurations are named explicitly (the page knows both), since an
 * unnamed one means something else once the groups change places. Other view state is kept.
 */
export function swappedComparison(
  id: string,
  params: URLSearchParams,
  configurations: { a: string; b: string },
): { path: string; search: string } {
  const view = readReportView(params);
  const target = view.compare;
  if (!target) return { path: `/reports/${id}`, search: params.toString() };
  const other = target.reportId ?? id;
  const next = writeReportView(params, {
    configurationId: configurations.b,
    filters: target.filters,
    detail: undefined,
    compare: {
      reportId: other === id ? undefined : id,
      configurationId: configurations.a,
      filters: view.filters,
    },
  });
  return { path: `/reports/${other}`, search: next.toString() };
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
