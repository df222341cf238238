import { describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema.gen';
import { computeResult } from './compute';
import type { ConfigurationMeta, FilterInput } from './configuration';
import type { DatasetData } from './dataset';
import { packRatings } from './dataset';

type Significance = components['schemas']['Significance'];

interface Row {
  group: string;
  performance: number[];
  importance: number[];
}

const GROUP = 'group';

/** An in-memory dataset: one filterable ("group") and the rows' ratings (0 = not rated). */
function dataset(rows: Row[], groups: string[]): DatasetData {
  const attitudeCount = rows[0]!.performance.length;
  return {
    id: 'dataset',
    size: rows.length,
    filterables: [
      {
        id: GROUP,
        name: 'Group',
        valueByCode: [undefined, ...groups],
        codeByValue: new Map(groups.map((g, k) => [g, k + 1])),
        codes: Uint8Array.from(rows, (row) => groups.indexOf(row.group) + 1),
      },
    ],
    attitudes: Array.from({ length: attitudeCount }, (_, a) => ({
      attitudeId: `attitude-${a}`,
      resultId: `result-${a}`,
      keyword: `Attitude ${a}`,
      description: '',
      explanation: '',
      iconUrl: '',
      recommendations: [],
      studies: [],
      pairs: Uint8Array.from(rows, (row) => packRatings(row.performance[a]!, row.importance[a]!)),
    })),
    comments: {
      respondentIdx: new Uint32Array(0),
      attitudePos: new Uint16Array(0),
      sentiment: new Int8Array(0),
      author: [],
      topic: [],
    },
  };
}

const meta = (savedFilters: FilterInput[] = []): ConfigurationMeta => ({
  id: 'configuration',
  reportId: 'report',
  datasetId: 'dataset',
  modelVersion: { id: 1, name: 'Test', audience: 'Customers', sequence: 1, audience_type: 1 },
  ranks: [{ id: 1, name: 'All', description: '', threshold: 0 }],
  savedFilters,
  filterableIds: new Set([GROUP]),
});

const only = (...values: string[]): FilterInput[] => [{ filterableId: GROUP, values }];

function significanceOf(data: DatasetData, filters: FilterInput[], saved: FilterInput[] = []) {
  const result = computeResult(meta(saved), data, filters);
  return result.analyses.significance as Significance | undefined;
}

const rows = (count: number, group: string, performance: number[], importance: number[]) =>
  Array.from({ length: count }, () => ({ group, performance, importance }));

describe('significance against the complement', () => {
  it('tests each figure of the group against the respondents the filter leaves out', () => {
    // 40 respondents rate attitude 0 at 5, the other 40 at 1; attitude 1 is the same for all.
    const data = dataset(
      [...rows(40, 'a', [5, 3], [4, 4]), ...rows(40, 'b', [1, 3], [4, 4])],
      ['a', 'b'],
    );
    const significance = significanceOf(data, only('a'))!;
    expect(significance).toMatchObject({
      baseline: 'complement',
      confidence: 0.95,
      correction: 'benjamini-hochberg',
      filtered_size: 40,
      complement_size: 40,
    });
    const [changed, same] = significance.attitudes;
    expect(changed!.performance_rebased).toMatchObject({
      filtered: 100,
      complement: 0,
      delta: 100,
      filtered_n: 40,
      complement_n: 40,
      significant: true,
    });
    expect(changed!.performance_agreed).toMatchObject({ filtered: 100, complement: 0, delta: 100 });
    expect(changed!.performance_agreed.significant).toBe(true);
    expect(same!.performance_rebased).toMatchObject({ delta: 0, p: 1, significant: false });
    expect(same!.importance_agreed).toMatchObject({ filtered: 100, complement: 100, delta: 0 });
    expect(same!.importance_agreed.significant).toBe(false);
  });

  it('says "too few to test" when the group or its complement has under 30 ratings', () => {
    const data = dataset(
      [...rows(29, 'a', [5], [4]), ...rows(100, 'b', [1], [4]), ...rows(20, 'a', [0], [0])],
      ['a', 'b'],
    );
    const test = significanceOf(data, only('a'))!.attitudes[0]!.performance_rebased;
    expect(test).toMatchObject({
      filtered: 100,
      complement: 0,
      delta: 100,
      filtered_n: 29,
      complement_n: 100,
      ci: null,
      p: null,
      p_adjusted: null,
      significant: null,
      reason: 'too_few',
    });
    // The same group with one more rating is tested.
    const tested = dataset([...rows(30, 'a', [5], [4]), ...rows(100, 'b', [1], [4])], ['a', 'b']);
    expect(significanceOf(tested, only('a'))!.attitudes[0]!.performance_rebased.significant).toBe(
      true,
    );
  });

  it('tests the main score as the result shows it, each side weighted by its own importance', () => {
    // Group a rates performance 5 and 1, importance 5 and 1: weights 100 : 0, score 100.
    // Group b rates performance 1 and 5, importance 3 and 3: weights 50 : 50, score 50.
    // Fixed population weights (75 : 25) would have tested 75 against 25 instead.
    const data = dataset(
      [...rows(50, 'a', [5, 1], [5, 1]), ...rows(50, 'b', [1, 5], [3, 3])],
      ['a', 'b'],
    );
    const result = computeResult(meta(), data, only('a'));
    const { main_score } = result.analyses.significance as Significance;
    expect(main_score).toMatchObject({
      filtered: 100,
      complement: 50,
      delta: 50,
      filtered_n: 50,
      complement_n: 50,
      significant: true,
    });
    expect(main_score.filtered).toBe(result.main_score);
  });

  it('corrects every test that ran as one Benjamini–Hochberg family', () => {
    const data = dataset(
      [...rows(40, 'a', [5, 4, 3], [3, 3, 3]), ...rows(40, 'b', [1, 4, 3], [3, 3, 3])],
      ['a', 'b'],
    );
    const significance = significanceOf(data, only('a'))!;
    const tests = [
      significance.main_score,
      ...significance.attitudes.flatMap((a) => [
        a.performance_rebased,
        a.importance_rebased,
        a.performance_agreed,
        a.importance_agreed,
      ]),
    ];
    // The main score and 3 × 4 attitude figures all ran: m = 13, not 3 per metric.
    expect(significance.tests_run).toBe(13);
    const marked = tests.filter((t) => t.significant);
    // The main score, attitude 0's performance and its agreed share.
    expect(marked).toHaveLength(3);
    expect(significance.marked).toBe(3);
    expect(significance.threshold).toBeCloseTo((3 * 0.05) / 13, 15);
    for (const test of tests) {
      expect(test.significant).toBe(test.p! < significance.threshold!);
      expect(test.p_adjusted).toBeGreaterThanOrEqual(test.p!);
    }
    // A difference of nothing is p = 1 whatever the family.
    expect(significance.attitudes[1]!.performance_rebased).toMatchObject({ delta: 0, p: 1 });
  });

  it('is absent from an unfiltered result', () => {
    const data = dataset([...rows(40, 'a', [5], [4]), ...rows(40, 'b', [1], [4])], ['a', 'b']);
    expect(computeResult(meta(), data, []).analyses).toEqual({});
  });

  it('compares with the configuration’s own respondents, inside its saved filters', () => {
    const data = dataset(
      [...rows(40, 'a', [5], [4]), ...rows(40, 'b', [1], [4]), ...rows(40, 'c', [3], [4])],
      ['a', 'b', 'c'],
    );
    const significance = significanceOf(data, only('a'), only('a', 'b'))!;
    expect(significance.complement_size).toBe(40);
    expect(significance.attitudes[0]!.performance_rebased.complement).toBe(0);
  });
});

describe('the privacy floor applies to what a filter leaves out', () => {
  const data = dataset([...rows(40, 'a', [5], [4]), ...rows(4, 'b', [1], [4])], ['a', 'b']);

  it('withholds a result that leaves 1-4 respondents out, as one under 5', () => {
    const result = computeResult(meta(), data, only('a'));
    expect(result.state.status).toBe('insufficient_data');
    expect(result.attitudes).toEqual([]);
    expect(result.population_size).toBe(-1);
    expect(result.analyses).toEqual({});
  });

  it('answers a filter that leaves nobody out, with nothing left to test against', () => {
    const result = computeResult(meta(), data, only('a', 'b'));
    expect(result.state.status).toBe('ready');
    const significance = result.analyses.significance as Significance;
    expect(significance.complement_size).toBe(0);
    expect(significance.main_score).toMatchObject({ complement: null, reason: 'too_few' });
  });

  it('counts the complement inside the configuration: 5 left out there is enough', () => {
    const wider = dataset(
      [...rows(40, 'a', [5], [4]), ...rows(5, 'b', [1], [4]), ...rows(3, 'c', [1], [4])],
      ['a', 'b', 'c'],
    );
    expect(computeResult(meta(only('a', 'b')), wider, only('a')).state.status).toBe('ready');
    expect(computeResult(meta(only('a', 'c')), wider, only('a')).state.status).toBe(
      'insufficient_data',
    );
  });
});
