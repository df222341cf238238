import type { components } from '../api/schema.gen';

/** The figures of one attitude the charts read; charts take data, never fetch it. */
export type ChartAttitude = Pick<
  components['schemas']['ResultAttitude'],
  | 'id'
  | 'attitude_id'
  | 'keyword'
  | 'classification'
  | 'seol'
  | 'performance_rebased'
  | 'importance_rebased'
  | 'performance_agreed'
  | 'importance_agreed'
  | 'fulfillment_balance'
>;

export type SentimentStats = components['schemas']['SentimentStats'];

/** Which pair of figures a chart plots: rebased means (0-100) or agreed top-two-box shares (%). */
export type FigureMode = 'rebased' | 'agreed';

export type SignificanceTest = components['schemas']['SignificanceTest'];

/** An attitude's tests against the respondents outside the filter, one per tested figure. */
export type ChartAttitudeTests = Omit<components['schemas']['AttitudeSignificance'], 'attitude_id'>;

/** What a filtered chart is compared with: the unfiltered figures and, if tested, the tests. */
export interface ChartComparison {
  /** The unfiltered result's attitudes, by attitude_id. */
  base: ReadonlyMap<string, ChartAttitude>;
  /** By attitude_id; absent when the service does not test. */
  tests: ReadonlyMap<string, ChartAttitudeTests> | undefined;
}
