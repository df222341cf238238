import type { SentimentStats } from './chart-types';

export interface SentimentRow {
  topic: string;
  positive: number;
  neutral: number;
  negative: number;
  total: number;
  meanSentiment: number;
}

export interface SentimentGroup {
  attitudeId: string;
  keyword: string;
  total: number;
  rows: SentimentRow[];
}

/** Topics per attitude, most-discussed first; attitudes without comments are left out. */
export function shapeSentiment(stats: SentimentStats): SentimentGroup[] {
  return stats.attitudes
    .map((attitude) => {
      const rows = attitude.topics
        .map((topic) => ({
          topic: topic.topic,
          positive: topic.positive,
          neutral: topic.neutral,
          negative: topic.negative,
          total: topic.total,
          meanSentiment: topic.mean_sentiment,
        }))
        .filter((row) => row.total > 0)
        .sort((a, b) => b.total - a.total || a.topic.localeCompare(b.topic));
      return {
        attitudeId: attitude.attitude_id,
        keyword: attitude.keyword,
        total: rows.reduce((sum, row) => sum + row.total, 0),
        rows,
      };
    })
    .filter((group) => group.rows.length > 0);
}

/**
 * Whole-number ticks from 0 to a round top at or above `max`, about four steps apart: the axis
 * every sentiment chart of a page shares (0, 10, 20, 30 for a largest count of 27).
 */
export function commentTicks(max: number): number[] {
  const raw = Math.max(1, max) / 4;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = Math.max(
    1,
    ([1, 2, 5, 10].find((factor) => factor * magnitude >= raw) ?? 10) * magnitude,
  );
  const top = Math.max(step, Math.ceil(max / step) * step);
  return Array.from({ length: top / step + 1 }, (_, index) => index * step);
}
