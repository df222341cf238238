import { afterAll, describe, expect, it } from 'vitest';
import { loadDataset } from './dataset';
import { UnknownFilterableError } from './errors';
import { normaliseFilters, selectRespondents } from './selection';
import { insertFixture, tempDatabase } from './test-fixture';

const { db, cleanup } = tempDatabase();
afterAll(cleanup);

// Six respondents: Region Europe, Asia, Europe, (no answer), Asia, Europe; Plan A, B, B, A, A, B.
const fixture = insertFixture(db, {
  filterables: [
    { name: 'Region', values: ['Europe', 'Asia'] },
    { name: 'Plan', values: ['A', 'B'] },
  ],
  keywords: ['Trust'],
  respondents: [
    [1, 1],
    [2, 2],
    [1, 2],
    [0, 1],
    [2, 1],
    [1, 2],
  ].map((attrs) => ({ attrs, perf: [4], imp: [5] })),
});
const data = loadDataset(db, fixture.datasetId)!;
const [region, plan] = fixture.filterableIds as [string, string];

describe('selectRespondents', () => {
  it('selects everyone without building a mask when no filter has a value', () => {
    // The "everyone" selection is the aggregation loops' fast path: both lists are null.
    const everyone = { count: 6, indices: null, mask: null };
    expect(selectRespondents(data, [])).toEqual(everyone);
    expect(selectRespondents(data, [{ filterableId: region, values: [] }])).toEqual(everyone);
  });

  it('ignores a filter without values beside one with values', () => {
    const selection = selectRespondents(data, [
      { filterableId: plan, values: [] },
      { filterableId: region, values: ['Asia'] },
    ]);
    expect(selection.count).toBe(2);
    expect([...selection.indices!]).toEqual([1, 4]);
  });

  it('ORs the values of one filter and ANDs the filters, in respondent order', () => {
    const either = selectRespondents(data, [{ filterableId: region, values: ['Asia', 'Europe'] }]);
    expect(either.count).toBe(5);
    expect([...either.indices!]).toEqual([0, 1, 2, 4, 5]);
    expect([...either.mask!]).toEqual([1, 1, 1, 0, 1, 1]);

    const both = selectRespondents(data, [
      { filterableId: region, values: ['Europe'] },
      { filterableId: plan, values: ['B'] },
    ]);
    expect(both).toEqual({
      count: 2,
      indices: Uint32Array.from([2, 5]),
      mask: Uint8Array.from([0, 0, 1, 0, 0, 1]),
    });
  });

  it('matches nobody with a value the dataset does not hold', () => {
    const selection = selectRespondents(data, [{ filterableId: region, values: ['Atlantis'] }]);
    expect(selection.count).toBe(0);
    expect([...selection.indices!]).toEqual([]);
  });

  it('refuses a filterable of another dataset', () => {
    expect(() => selectRespondents(data, [{ filterableId: 'elsewhere', values: ['x'] }])).toThrow(
      UnknownFilterableError,
    );
  });
});

describe('normaliseFilters', () => {
  it('drops empty filters, sorts and deduplicates values and entries', () => {
    expect(
      normaliseFilters([
        { filterableId: 'b', values: ['y', 'x', 'y'] },
        { filterableId: 'a', values: [] },
        { filterableId: 'a', values: ['z'] },
        { filterableId: 'b', values: ['x', 'y'] },
      ]),
    ).toEqual([
      { filterableId: 'a', values: ['z'] },
      { filterableId: 'b', values: ['x', 'y'] },
    ]);
  });

  it('keeps two different filters on one filterable, since they are ANDed', () => {
    expect(
      normaliseFilters([
        { filterableId: 'a', values: ['2'] },
        { filterableId: 'a', values: ['1'] },
      ]),
    ).toEqual([
      { filterableId: 'a', values: ['1'] },
      { filterableId: 'a', values: ['2'] },
    ]);
  });
});
