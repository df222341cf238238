import type { components } from '../../src/api/schema.gen';
import { round3 } from './aggregate';
import type { DatasetData } from './dataset';
import { MIN_POPULATION } from './result';
import type { Selection } from './selection';

type SentimentStats = components['schemas']['SentimentStats'];
type SentimentTopic = components['schemas']['SentimentTopic'];

/**
 * Per attitude of the dataset (only those named in `attitudeNames`, case-insensitively, when any
 * are given), per comment topic: counts by sentiment and the mean of -1/0/1. Attitudes without
 * comments are kept with `topics: []` so a chart can show every requested attitude. Under the
 * privacy floor every attitude reads `topics: []`, as results do.
 * Topics are ordered by total descending, then by name.
 */
export function sentimentStats(
  configurationId: string,
  data: DatasetData,
  selection: Selection,
  attitudeNames: readonly string[],
): SentimentStats {
  const wanted = new Set(attitudeNames.map((n) => n.toLowerCase()));
  const positions = data.attitudes.flatMap((a, i) =>
    wanted.size === 0 || wanted.has(a.keyword.toLowerCase()) ? [i] : [],
  );
  const tallies = new Map<number, Map<string, SentimentTopic>>(
    positions.map((i) => [i, new Map()]),
  );

  if (selection.count >= MIN_POPULATION) {
    const { respondentIdx, attitudePos, sentiment, topic } = data.comments;
    for (let c = 0; c < respondentIdx.length; c++) {
      if (selection.mask && !selection.mask[respondentIdx[c]!]) continue;
      const byTopic = tallies.get(attitudePos[c]!);
      if (!byTopic) continue;
      const name = topic[c]!;
      let t = byTopic.get(name);
      if (!t) {
        t = { topic: name, positive: 0, neutral: 0, negative: 0, total: 0, mean_sentiment: 0 };
        byTopic.set(name, t);
      }
      const s = sentiment[c]!;
      if (s > 0) t.positive++;
      else if (s < 0) t.negative++;
      else t.neutral++;
      t.total++;
    }
  }

  return {
    configuration_id: configurationId,
    attitudes: positions.map((i) => {
      const attitude = data.attitudes[i]!;
      const topics = [...tallies.get(i)!.values()]
        .map((t) => ({ ...t, mean_sentiment: round3((t.positive - t.negative) / t.total) }))
        .sort((a, b) => b.total - a.total || (a.topic < b.topic ? -1 : a.topic > b.topic ? 1 : 0));
      return { attitude_id: attitude.attitudeId, keyword: attitude.keyword, topics };
    }),
  };
}
