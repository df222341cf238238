import { describe, expect, it } from 'vitest';
import type { SentimentGroup } from '../../../charts/sentiment-data';
import { alignTopics } from './align-topics';

const group = (topics: [string, number][]): SentimentGroup => ({
  attitudeId: 'a',
  keyword: 'Trust',
  total: topics.reduce((sum, [, total]) => sum + total, 0),
  rows: topics.map(([topic, total]) => ({
    topic,
    positive: total,
    neutral: 0,
    negative: 0,
    total,
    meanSentiment: 1,
  })),
});

describe('alignTopics', () => {
  it('puts both groups’ topics in A’s order, B’s own ones last, empty where a group has none', () => {
    const aligned = alignTopics(
      group([
        ['Pricing', 9],
        ['Support', 4],
      ]),
      group([
        ['Onboarding', 7],
        ['Support', 6],
      ]),
    );
    expect(aligned.a.map((row) => [row.topic, row.total])).toEqual([
      ['Pricing', 9],
      ['Support', 4],
      ['Onboarding', 0],
    ]);
    expect(aligned.b.map((row) => [row.topic, row.total])).toEqual([
      ['Pricing', 0],
      ['Support', 6],
      ['Onboarding', 7],
    ]);
  });

  it('takes one group alone when the other has no comments on the attitude', () => {
    expect(alignTopics(undefined, group([['Pricing', 2]])).a).toEqual([
      expect.objectContaining({ topic: 'Pricing', total: 0 }),
    ]);
  });
});
