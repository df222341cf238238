import { describe, expect, it } from 'vitest';
import { commentTicks } from './sentiment-data';

describe('commentTicks', () => {
  it('runs from 0 to a round top at or above the largest count, in whole steps', () => {
    expect(commentTicks(27)).toEqual([0, 10, 20, 30]);
    expect(commentTicks(8)).toEqual([0, 2, 4, 6, 8]);
    expect(commentTicks(3)).toEqual([0, 1, 2, 3]);
    expect(commentTicks(0)).toEqual([0, 1]);
    expect(commentTicks(1234)).toEqual([0, 500, 1000, 1500]);
  });
});
