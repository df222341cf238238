import { describe, expect, it } from 'vitest';
import {
  normaliseFilters,
  readReportView,
  savedFilters,
  selectionToFilters,
  writeReportView,
} from './report-view';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';

describe('report view in the URL', () => {
  it('round-trips configuration, filters, async and the other view state', () => {
    const written = writeReportView(new URLSearchParams(), {
      configurationId: 'cfg-1',
      filters: [
        { dataset_filterable_id: B, value: ['North', 'East'] },
        { dataset_filterable_id: A, value: ['18-24: young'] },
      ],
      async: true,
      tab: 'sentiment',
      figures: 'agreed',
      detail: 'att-1',
      attitudes: ['Trust', 'Price'],
      sort: '-balance',
      significantOnly: true,
      testDetails: true,
      shifts: false,
    });
    expect(readReportView(written)).toEqual({
      configurationId: 'cfg-1',
      // Sorted by filterable and value; a value may hold colons.
      filters: [
        { dataset_filterable_id: A, value: ['18-24: young'] },
        { dataset_filterable_id: B, value: ['East', 'North'] },
      ],
      async: true,
      tab: 'sentiment',
      figures: 'agreed',
      detail: 'att-1',
      attitudes: ['Trust', 'Price'],
      sort: '-balance',
      significantOnly: true,
      testDetails: true,
      shifts: false,
    });
  });

  it('writes the significance views as sig=1, tests=1 and shifts=0, and reads their absence as the defaults', () => {
    const written = writeReportView(new URLSearchParams(), {
      significantOnly: true,
      testDetails: true,
      shifts: false,
    });
    expect(written.toString()).toBe('sig=1&tests=1&shifts=0');
    const back = writeReportView(written, {
      significantOnly: false,
      testDetails: false,
      shifts: true,
    });
    expect(back.toString()).toBe('');
    expect(readReportView(back)).toMatchObject({
      significantOnly: false,
      testDetails: false,
      shifts: true,
    });
    // Anything but 1 is off: a hand-edited link does not switch the filter on.
    expect(readReportView(new URLSearchParams('sig=yes')).significantOnly).toBe(false);
  });

  it('leaves defaults out of the URL and keeps unrelated parameters', () => {
    const written = writeReportView(
      new URLSearchParams('keep=1&cfg=x&f=a:b&sig=1&tests=1&shifts=0'),
      {
        configurationId: undefined,
        filters: [],
        async: false,
        tab: 'results',
        figures: 'rebased',
        significantOnly: false,
        testDetails: false,
        shifts: true,
      },
    );
    expect(written.toString()).toBe('keep=1');
  });

  it('ignores malformed filter entries', () => {
    const view = readReportView(new URLSearchParams(`f=novalue&f=:x&f=${A}:ok`));
    expect(view.filters).toEqual([{ dataset_filterable_id: A, value: ['ok'] }]);
  });
});

describe('normaliseFilters', () => {
  it('merges, de-duplicates and drops empty selections so equal filters share a key', () => {
    expect(
      normaliseFilters([
        { dataset_filterable_id: B, value: ['x', 'x', ''] },
        { dataset_filterable_id: A, value: [] },
        { dataset_filterable_id: B, value: ['a'] },
      ]),
    ).toEqual([{ dataset_filterable_id: B, value: ['a', 'x'] }]);
    expect(selectionToFilters({ [A]: [], [B]: ['z'] })).toEqual([
      { dataset_filterable_id: B, value: ['z'] },
    ]);
  });
});

describe('savedFilters', () => {
  const region = { id: 'f-region', name: 'Region' };
  const age = { id: 'f-age', name: 'Age group' };
  const listed = (filterable: { id: string; name: string }, value: string[]) => ({
    filterable,
    value,
    operator: 'in',
  });

  it("keeps the configuration's own filters and drops the ones the request added", () => {
    expect(
      savedFilters(
        [listed(region, ['Europe']), listed(age, ['18-24'])],
        [{ dataset_filterable_id: 'f-age', value: ['18-24'] }],
      ),
    ).toEqual([listed(region, ['Europe'])]);
  });

  it('keeps a saved filter that an applied one repeats', () => {
    expect(
      savedFilters(
        [listed(region, ['Europe']), listed(region, ['Europe'])],
        [{ dataset_filterable_id: 'f-region', value: ['Europe'] }],
      ),
    ).toEqual([listed(region, ['Europe'])]);
  });

  it('lists everything as saved when nothing is applied', () => {
    expect(savedFilters([listed(region, ['Europe'])], [])).toEqual([listed(region, ['Europe'])]);
  });
});
