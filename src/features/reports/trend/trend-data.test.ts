import { describe, expect, it } from 'vitest';
import type { Trend, TrendChange, TrendWave } from '../../../queries/trends';
import {
  attitudeChoices,
  changeInto,
  chartWaves,
  defaultAttitudes,
  firstToLast,
  otherModelWaves,
  trendSeries,
} from './trend-data';

const change = (from: number, to: number, significant: boolean | null, fl = false) =>
  ({ from, to, first_to_last: fl, delta: 1, ci: [0.5, 1.5], significant }) as TrendChange;

function wave(i: number, options: Partial<TrendWave> & { attitudes?: string[] } = {}): TrendWave {
  const attitudes = options.attitudes ?? ['speed', 'digital'];
  return {
    report: { id: `r${i}`, name: `Tracker Q${i}`, issued_at: `2026-0${i}-01T00:00:00Z` },
    configuration: { id: `c${i}`, name: 'All' },
    model_version: { id: 1, name: 'v1' },
    charted: true,
    filters: [],
    population_size: 100 + i,
    withheld: null,
    result: {
      main_score: 50 + i,
      attitudes: attitudes.map((id) => ({
        attitude_id: id,
        keyword: id.toUpperCase(),
        performance_rebased: 40 + i,
      })),
    },
    ...options,
  } as TrendWave;
}

const NO_CHANGES = {
  performance_rebased: [],
  importance_rebased: [],
  performance_agreed: [],
  importance_agreed: [],
};

function trendOf(waves: TrendWave[], speed: TrendChange[] = []): Trend {
  return {
    waves,
    main_score: [],
    attitudes: [
      { ...NO_CHANGES, attitude_id: 'speed', keyword: 'SPEED', performance_rebased: speed },
      { ...NO_CHANGES, attitude_id: 'digital', keyword: 'DIGITAL' },
    ],
  } as unknown as Trend;
}

describe('trend data', () => {
  it('charts waves oldest first, lists other model versions apart, and leaves gaps for withheld waves', () => {
    const trend = trendOf([
      wave(2),
      wave(1),
      wave(3, { withheld: { reason: 'privacy_floor' } }),
      wave(4, { charted: false, withheld: { reason: 'other_model_version' } }),
    ]);
    const waves = chartWaves(trend);
    expect(waves.map((w) => w.wave.report.id)).toEqual(['r1', 'r2', 'r3']);
    expect(otherModelWaves(trend).map((w) => w.report.id)).toEqual(['r4']);
    const [main, speed] = trendSeries(
      trend,
      waves,
      'performance_rebased',
      attitudeChoices(trend),
      'Main',
    );
    expect(main!.values).toEqual([51, 52, null]);
    expect(speed!.values).toEqual([41, 42, null]);
  });

  it('makes an attitude a wave does not score a gap, never 0', () => {
    const trend = trendOf([wave(1), wave(2, { attitudes: ['digital'] })]);
    const choices = attitudeChoices(trend);
    const series = trendSeries(trend, chartWaves(trend), 'performance_rebased', choices, 'Main');
    expect(series.find((s) => s.key === 'speed')!.values).toEqual([41, null]);
  });

  it('finds the consecutive change into a wave and the first-to-last one apart', () => {
    const changes = [change(0, 1, true), change(1, 2, false), change(0, 2, true, true)];
    const trend = trendOf([wave(1), wave(2), wave(3)], changes);
    const choices = attitudeChoices(trend);
    const speed = trendSeries(trend, chartWaves(trend), 'performance_rebased', choices, 'M')[1]!;
    expect(changeInto(speed, 1)).toBe(changes[0]);
    expect(changeInto(speed, 2)).toBe(changes[1]);
    expect(firstToLast(speed)).toBe(changes[2]);
    // Attitudes with a marked change are shown by default.
    expect(defaultAttitudes(trend)).toEqual(['speed']);
  });

  it('with two answered waves, reads the one change as consecutive and not again as first to last', () => {
    const only = change(0, 1, true, true);
    const trend = trendOf([wave(1), wave(2)], [only]);
    const speed = trendSeries(
      trend,
      chartWaves(trend),
      'performance_rebased',
      attitudeChoices(trend),
      'M',
    )[1]!;
    expect(changeInto(speed, 1)).toBe(only);
    expect(firstToLast(speed)).toBeUndefined();
  });
});
