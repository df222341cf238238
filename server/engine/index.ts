import type { Db } from '../db';
import type { components } from '../../src/api/schema.gen';
import { compareGroups, type Comparison } from './compare';
import { computeResult } from './compute';
import type { ConfigurationMeta, FilterInput } from './configuration';
import { loadConfiguration, primaryConfigurationId } from './configuration';
import { csvChunks, csvColumnNames } from './csv';
import type { CsvOptions } from './csv';
import type { DatasetData } from './dataset';
import { loadDataset } from './dataset';
import {
  DatasetCorruptError,
  UnknownConfigurationError,
  UnknownFilterableError,
  UnknownReportError,
} from './errors';
import { LruCache } from './lru';
import { emptyResult, FAILED_MESSAGE, PENDING_MESSAGE } from './result';
import { normaliseFilters, selectRespondents } from './selection';
import { sentimentStats } from './sentiment';
import { computeTrend, type PairReason, type TrendComputation } from './trend';

export type { Comparison } from './compare';
export type { PairReason, TrendComputation } from './trend';
export type { FilterInput } from './configuration';
export type { CsvOptions } from './csv';
export {
  DatasetCorruptError,
  UnknownConfigurationError,
  UnknownFilterableError,
  UnknownReportError,
} from './errors';
export { csvCell } from './csv';
export { maskText, PROFANITY } from './mask';
export { MIN_POPULATION } from './result';

type Result = components['schemas']['Result'];
type SentimentStats = components['schemas']['SentimentStats'];

export interface EngineOptions {
  /** Results kept (default 500). */
  resultCacheSize?: number;
  /** Datasets kept in memory as columns (default 32). */
  datasetCacheSize?: number;
  /** Called when an asynchronous computation throws (default: console.error). */
  onAsyncError?: (error: unknown, configurationId: string) => void;
}

/**
 * Computes report results from respondent-level data (docs/decisions.md, Engine definitions).
 * Datasets are loaded once into columns; results are cached by (configuration, normalised filters)
 * and are deep-frozen, so a caller that embeds one in a response cannot corrupt the cache.
 *
 * Datasets, configurations and their saved filters are treated as immutable (no endpoint writes
 * them); call clear() after changing them directly in the db.
 */
export class Engine {
  /** Counters for tests and diagnostics. */
  readonly stats = { computations: 0, cacheHits: 0 };

  private readonly results: LruCache<string, Result>;
  private readonly datasets: LruCache<string, DatasetData>;
  private readonly configurations = new LruCache<string, ConfigurationMeta>(1000);
  private readonly inFlight = new Set<string>();
  private readonly failures = new LruCache<string, true>(500);
  private readonly onAsyncError: (error: unknown, configurationId: string) => void;

  constructor(
    private readonly db: Db,
    options: EngineOptions = {},
  ) {
    this.results = new LruCache(options.resultCacheSize ?? 500);
    this.datasets = new LruCache(options.datasetCacheSize ?? 32);
    this.onAsyncError =
      options.onAsyncError ??
      ((error, configurationId) =>
        console.error(`Result computation failed for configuration ${configurationId}`, error));
  }

  /**
   * Synchronous computation (cached). Throws UnknownConfigurationError for an unknown id and
   * UnknownFilterableError for a filterable outside the configuration's dataset.
   */
  compute(configurationId: string, filters: FilterInput[]): Result {
    const request = this.prepare(configurationId, filters);
    const cached = this.results.get(request.key);
    if (cached) {
      this.stats.cacheHits++;
      return cached;
    }
    return this.run(request);
  }

  /**
   * Answers at once. The first call for a key schedules the computation on a later turn of the
   * event loop and returns 'pending'; calls while it runs return 'pending' without scheduling
   * again; afterwards the cached result is returned. A computation that threw is reported once
   * as 'failed'; the next call starts a new attempt.
   */
  computeAsync(configurationId: string, filters: FilterInput[]): Result {
    const request = this.prepare(configurationId, filters);
    const cached = this.results.get(request.key);
    if (cached) {
      this.stats.cacheHits++;
      return cached;
    }
    const filtered = request.filters.length > 0;
    if (this.failures.get(request.key)) {
      this.failures.delete(request.key);
      return emptyResult(request.meta, 'failed', FAILED_MESSAGE, filtered);
    }
    if (!this.inFlight.has(request.key)) {
      this.inFlight.add(request.key);
      setImmediate(() => {
        try {
          // A synchronous compute() may have filled the cache meanwhile.
          if (!this.results.get(request.key)) this.run(request);
        } catch (error) {
          this.failures.set(request.key, true);
          this.onAsyncError(error, configurationId);
        } finally {
          this.inFlight.delete(request.key);
        }
      });
    }
    return emptyResult(request.meta, 'pending', PENDING_MESSAGE, filtered);
  }

  /**
   * Group B against group A, each a configuration and filters (see compareGroups). Throws as
   * compute() does for an unknown configuration or a filterable outside its dataset. Not cached:
   * the pair is rarely asked twice, and each group costs about one filter request.
   */
  compare(
    a: { configurationId: string; filters: FilterInput[] },
    b: { configurationId: string; filters: FilterInput[] },
  ): Comparison {
    const group = ({ configurationId, filters }: typeof a) => {
      const request = this.prepare(configurationId, filters);
      return {
        meta: request.meta,
        data: this.dataset(request.meta.datasetId),
        filters: request.filters,
      };
    };
    this.stats.computations++;
    return compareGroups(group(a), group(b));
  }

  /**
   * A segment's waves over time, each a configuration and filters, or null for a wave the caller
   * withholds (see computeTrend). Throws as compute() does. Not cached, like compare().
   */
  trend(
    waves: readonly ({ configurationId: string; filters: FilterInput[] } | null)[],
    pairReason: (from: number, to: number) => PairReason,
  ): TrendComputation {
    const requests = waves.map((wave) => {
      if (!wave) return null;
      const request = this.prepare(wave.configurationId, wave.filters);
      return {
        meta: request.meta,
        data: this.dataset(request.meta.datasetId),
        filters: request.filters,
      };
    });
    this.stats.computations++;
    return computeTrend(requests, pairReason);
  }

  /** Text-topic sentiment over the configuration's own population (its saved filters applied). */
  sentimentStats(configurationId: string, attitudeNames: string[]): SentimentStats {
    const meta = this.configuration(configurationId);
    const data = this.dataset(meta.datasetId);
    return sentimentStats(
      configurationId,
      data,
      selectRespondents(data, meta.savedFilters),
      attitudeNames,
    );
  }

  /**
   * The CSV of the report's primary configuration population, streamed in chunks. Throws
   * UnknownReportError at once (not on first iteration) for an unknown report. Column names in
   * `omitColumns` that the CSV does not have are ignored (validate them with csvColumns()).
   */
  csv(reportId: string, options: CsvOptions): AsyncIterable<string> {
    const meta = this.configuration(this.primaryConfiguration(reportId));
    const data = this.dataset(meta.datasetId);
    return csvChunks(this.db, data, selectRespondents(data, meta.savedFilters), options);
  }

  /** Column names the CSV of the report would have, in order. */
  csvColumns(reportId: string): string[] {
    const meta = this.configuration(this.primaryConfiguration(reportId));
    return csvColumnNames(this.dataset(meta.datasetId));
  }

  /** Forgets every cached dataset, configuration and result. */
  clear(): void {
    this.results.clear();
    this.datasets.clear();
    this.configurations.clear();
  }

  private prepare(configurationId: string, filters: FilterInput[]): PreparedRequest {
    const meta = this.configuration(configurationId);
    const normalised = normaliseFilters(filters);
    for (const f of normalised) {
      if (!meta.filterableIds.has(f.filterableId)) throw new UnknownFilterableError(f.filterableId);
    }
    return { meta, filters: normalised, key: JSON.stringify([configurationId, normalised]) };
  }

  private run({ meta, filters, key }: PreparedRequest): Result {
    this.stats.computations++;
    const result = deepFreeze(computeResult(meta, this.dataset(meta.datasetId), filters));
    this.results.set(key, result);
    return result;
  }

  private configuration(configurationId: string): ConfigurationMeta {
    let meta = this.configurations.get(configurationId);
    if (!meta) {
      meta = loadConfiguration(this.db, configurationId);
      if (!meta) throw new UnknownConfigurationError(configurationId);
      this.configurations.set(configurationId, meta);
    }
    return meta;
  }

  private primaryConfiguration(reportId: string): string {
    const id = primaryConfigurationId(this.db, reportId);
    if (!id) throw new UnknownReportError(reportId);
    return id;
  }

  private dataset(datasetId: string): DatasetData {
    let data = this.datasets.get(datasetId);
    if (!data) {
      data = loadDataset(this.db, datasetId);
      if (!data) throw new DatasetCorruptError(datasetId, 'the dataset row is missing');
      this.datasets.set(datasetId, data);
    }
    return data;
  }
}

interface PreparedRequest {
  meta: ConfigurationMeta;
  filters: FilterInput[];
  key: string;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
