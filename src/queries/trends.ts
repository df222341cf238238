import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../api/client';
import { isApiError } from '../api/errors';
import type { components } from '../api/schema.gen';
import { activeIntlTag } from '../lib/i18n/locales';
import { reportQueries, type Report, type ReportFilterItem } from './reports';

export type Trend = components['schemas']['Trend'];
export type TrendWave = components['schemas']['TrendWave'];
export type TrendChange = components['schemas']['TrendChange'];
export type TrendAttitude = components['schemas']['TrendAttitude'];
export type TrendFamily = components['schemas']['TrendFamily'];
export type TrendWithheld = components['schemas']['TrendWithheld'];

/** One of a segment's configurations, and the report that opens it where the dashboard knows it. */
export interface WaveSource {
  configurationId: string;
  reportName: string;
  reportIssuedAt: string;
  /** Undefined where neither the reports list nor this browser knows the report. */
  reportId: string | undefined;
}

/** What a trend depends on: the segment, its waves' reports (for the fallback) and the filters. */
export interface TrendView {
  segmentId: string;
  segmentName: string;
  waves: WaveSource[];
  /** Filterables of any wave, by id; each wave is filtered by its own filterable of that name. */
  filters: ReportFilterItem[];
}

/**
 * A trend, and who made it: the service's trend extension (with its change tests), or the
 * dashboard from one filter request per wave where the service has no such operation (figures
 * only, no tests: a wave's test against its own rest is no change between waves).
 */
export interface TrendAnswer {
  trend: Trend;
  madeBy: 'service' | 'dashboard';
  /** Waves the dashboard could not ask for: their report is not known here. */
  unlocated: WaveSource[];
}

export const trendKeys = {
  all: ['trends'] as const,
  segments: () => [...trendKeys.all, 'segment'] as const,
  segment: (segmentId: string) => [...trendKeys.segments(), segmentId] as const,
  /** The service words some figures, so each language has its own trend, as a result does. */
  trend: (view: TrendView, language: string) =>
    [...trendKeys.segment(view.segmentId), view, language] as const,
};

const NO_TESTS: TrendFamily = {
  confidence: 0.95,
  correction: 'benjamini-hochberg',
  tests_run: 0,
  marked: 0,
  threshold: 0,
};

const unfiltered = (client: QueryClient, wave: WaveSource, language: string) =>
  client.fetchQuery({
    ...reportQueries.result(
      wave.reportId!,
      { configurationId: wave.configurationId, filters: [], async: false },
      language,
    ),
    retry: false,
  });

/** The filters' filterable names, read from whichever wave's configuration has each id. */
function namesOf(filters: readonly ReportFilterItem[], reports: readonly Report[]) {
  const names = new Map<string, string>();
  for (const report of reports) {
    for (const filterable of report.dataset.configurations.filterables) {
      names.set(filterable.id, filterable.name);
    }
  }
  return filters
    .filter((f) => f.value.length > 0)
    .map((f) => ({ name: names.get(f.dataset_filterable_id), values: f.value }));
}

/** A wave as the filter operation answers it, withheld as the trend extension would withhold it. */
async function dashboardWave(
  client: QueryClient,
  base: Report,
  wave: WaveSource,
  named: { name: string | undefined; values: string[] }[],
  chartedModel: number,
  language: string,
): Promise<TrendWave> {
  const configuration = base.dataset.configurations;
  const own = new Map(configuration.filterables.map((f) => [f.name, f.id]));
  const missing = [...new Set(named.map((f) => f.name ?? '').filter((name) => !own.has(name)))];
  const filters = missing.length
    ? []
    : named.map((f) => ({ dataset_filterable_id: own.get(f.name!)!, value: f.values }));
  const wave0: TrendWave = {
    report: { id: base.id, name: base.name, issued_at: base.issued_at },
    configuration: { id: configuration.id, name: configuration.name },
    model_version: base.model_version,
    charted: base.model_version.id === chartedModel,
    filters,
    population_size: -1,
    result: null,
    withheld: null,
  };
  if (!wave0.charted) return { ...wave0, withheld: { reason: 'other_model_version' } };
  if (missing.length) {
    return { ...wave0, withheld: { reason: 'missing_filterable', missing_filterables: missing } };
  }
  const report =
    filters.length === 0
      ? base
      : await client.fetchQuery({
          ...reportQueries.result(
            wave.reportId!,
            { configurationId: wave.configurationId, filters, async: false },
            language,
          ),
          retry: false,
        });
  const result = report.dataset.configurations.result;
  if (result.state.status === 'ready') {
    return { ...wave0, result, population_size: result.population_size };
  }
  const withheld: TrendWithheld =
    result.state.reason === 'anonymity'
      ? { reason: 'anonymity', widen: result.state.widen ?? [] }
      : { reason: 'privacy_floor' };
  return { ...wave0, result, withheld };
}

/** The trend from the published filter operation: each located wave asked for in parallel. */
async function dashboardTrend(
  client: QueryClient,
  view: TrendView,
  language: string,
): Promise<TrendAnswer> {
  const located = view.waves
    .filter((wave) => wave.reportId !== undefined)
    .sort((a, b) => Date.parse(a.reportIssuedAt) - Date.parse(b.reportIssuedAt));
  const bases = await Promise.all(located.map((wave) => unfiltered(client, wave, language)));
  const named = namesOf(view.filters, bases);
  const chartedModel = bases.at(-1)?.model_version.id ?? -1;
  const waves = await Promise.all(
    located.map((wave, i) => dashboardWave(client, bases[i]!, wave, named, chartedModel, language)),
  );
  const trend: Trend = {
    segment: { id: view.segmentId, name: view.segmentName },
    model_version: bases.at(-1)?.model_version ?? null,
    filters: named.map((f) => ({ filterable_name: f.name ?? '', value: f.values })),
    waves,
    answered: waves.filter((wave) => wave.charted && wave.withheld === null).length,
    family: NO_TESTS,
    main_score: [],
    attitudes: [],
  };
  return {
    trend,
    madeBy: 'dashboard',
    unlocated: view.waves.filter((wave) => wave.reportId === undefined),
  };
}

async function fetchTrend(
  client: QueryClient,
  view: TrendView,
  signal: AbortSignal,
  language: string,
): Promise<TrendAnswer> {
  try {
    const trend = await unwrap(
      api.POST('/api/v1/segments/{id}/trend/', {
        params: { path: { id: view.segmentId } },
        headers: { 'Accept-Language': language },
        body: { filters: view.filters },
        signal,
      }),
    );
    return { trend, madeBy: 'service', unlocated: [] };
  } catch (error) {
    if (!(isApiError(error) && error.isNotFound)) throw error;
  }
  return dashboardTrend(client, view, language);
}

export const trendQueries = {
  /** `language`: the language the service writes its sentences in, by default the one in use. */
  trend: (view: TrendView, language = activeIntlTag()) =>
    queryOptions({
      queryKey: trendKeys.trend(view, language),
      // The same trend in another language, fetched before a switch to it (src/app/i18n.ts).
      meta: { inLanguage: (other: string) => trendQueries.trend(view, other) },
      queryFn: ({ signal, client }) => fetchTrend(client, view, signal, language),
      staleTime: 5 * 60_000,
    }),
};
