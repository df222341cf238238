import type { components } from '../../src/api/schema.gen';

export interface FilterInput {
  filterableId: string;
  values: string[];
}

/**
 * What the HTTP layer needs from the result engine (server/engine). Typed here, structurally,
 * so routes and tests can run against a stand-in engine; the real `Engine` class satisfies it.
 */
export interface EnginePort {
  compute(configurationId: string, filters: FilterInput[]): components['schemas']['Result'];
  computeAsync(configurationId: string, filters: FilterInput[]): components['schemas']['Result'];
  compare(
    a: { configurationId: string; filters: FilterInput[] },
    b: { configurationId: string; filters: FilterInput[] },
  ): {
    a: components['schemas']['Result'];
    b: components['schemas']['Result'];
    significance: components['schemas']['Significance'] | null;
    reason?: 'overlapping_groups' | 'insufficient_data';
  };
  /** A segment's waves (null: withheld by the caller) and their changes, tested as one family. */
  trend(
    waves: readonly ({ configurationId: string; filters: FilterInput[] } | null)[],
    pairReason: (from: number, to: number) => 'shared_respondents' | 'overlapping_groups' | null,
  ): {
    results: (components['schemas']['Result'] | null)[];
    answered: number;
    family: components['schemas']['TrendFamily'];
    main_score: components['schemas']['TrendChange'][];
    attitudes: components['schemas']['TrendAttitude'][];
  };
  sentimentStats(
    configurationId: string,
    attitudeNames: string[],
  ): components['schemas']['SentimentStats'];
  csv(
    reportId: string,
    o: { maskTextViolations: boolean; omitColumns: string[] },
  ): AsyncIterable<string>;
  csvColumns(reportId: string): string[];
}
