import type { SentimentGroup, SentimentRow } from '../../../charts/sentiment-data';

const none = (topic: string): SentimentRow => ({
  topic,
  positive: 0,
  neutral: 0,
  negative: 0,
  total: 0,
  meanSentiment: 0,
});

/**
 * Both groups' topics of one attitude in one order, A's (most discussed first) then those only
 * B's comments hold, each side with an empty row for a topic it has no comment on: the two
 * charts then line up row by row, and the eye compares a topic straight across.
 */
export function alignTopics(
  a: SentimentGroup | undefined,
  b: SentimentGroup | undefined,
): { a: SentimentRow[]; b: SentimentRow[] } {
  const topics = [...new Set([...(a?.rows ?? []), ...(b?.rows ?? [])].map((row) => row.topic))];
  const side = (group: SentimentGroup | undefined) =>
    topics.map((topic) => group?.rows.find((row) => row.topic === topic) ?? none(topic));
  return { a: side(a), b: side(b) };
}
