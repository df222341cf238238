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
