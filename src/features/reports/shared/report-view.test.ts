import { describe, expect, it } from 'vitest';
import {
  comparisonViewOf,
  normaliseFilters,
  readReportView,
  savedFilters,
  selectionToFilters,
  swappedComparison,
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

describe('comparison in the URL', () => {
  const AGE = '00000000-0000-4000-8000-0000000000ae';
  const REPORT = 'report-a';
  const OTHER = 'report-b';

  it('writes group B as cmp=1, b.report, b.cfg and repeated b.f, and reads it back exactly', () => {
    const written = writeReportView(new URLSearchParams(`f=${AGE}:18-24`), {
      compare: {
        reportId: OTHER,
        configurationId: 'cfg-b',
        filters: [{ dataset_filterable_id: AGE, value: ['65+', '55-64'] }],
      },
      compareSort: '-performance.diff',
    });
    expect([...written.entries()]).toEqual([
      ['f', `${AGE}:18-24`],
      ['cmp', '1'],
      ['b.report', OTHER],
      ['b.cfg', 'cfg-b'],
      ['b.f', `${AGE}:55-64`],
      ['b.f', `${AGE}:65+`],
      ['csort', '-performance.diff'],
    ]);
    const view = readReportView(written);
    expect(view.filters).toEqual([{ dataset_filterable_id: AGE, value: ['18-24'] }]);
    expect(view.compare).toEqual({
      reportId: OTHER,
      configurationId: 'cfg-b',
      filters: [{ dataset_filterable_id: AGE, value: ['55-64', '65+'] }],
    });
    expect(view.compareSort).toBe('-performance.diff');
  });

  it('is off without cmp=1, whatever b. parameters a link holds', () => {
    expect(readReportView(new URLSearchParams(`b.f=${AGE}:x`)).compare).toBeUndefined();
    expect(readReportView(new URLSearchParams('cmp=yes')).compare).toBeUndefined();
    // cmp=1 alone: group B is the configuration's respondents, on this report.
    expect(readReportView(new URLSearchParams('cmp=1')).compare).toEqual({
      reportId: undefined,
      configurationId: undefined,
      filters: [],
    });
  });

  it('leaving compare mode removes group B and its sort, and keeps group A', () => {
    const params = new URLSearchParams(
      `cfg=c1&f=${AGE}:18-24&cmp=1&b.cfg=c2&b.f=${AGE}:65%2B&csort=keyword&tab=sentiment`,
    );
    expect(writeReportView(params, { compare: undefined }).toString()).toBe(
      `cfg=c1&f=${encodeURIComponent(`${AGE}:18-24`)}&tab=sentiment`,
    );
  });

  it('asks for group B on this report and A’s configuration unless the link names others', () => {
    const a = { configurationId: 'cfg-a', filters: [] };
    const b = [{ dataset_filterable_id: AGE, value: ['65+'] }];
    expect(
      comparisonViewOf(REPORT, a, { reportId: undefined, configurationId: undefined, filters: b }),
    ).toEqual({
      a: { configurationId: 'cfg-a', filters: [] },
      b: { reportId: REPORT, configurationId: 'cfg-a', filters: b },
    });
    // On another report an unnamed configuration is that report's primary one.
    expect(
      comparisonViewOf(REPORT, a, { reportId: OTHER, configurationId: undefined, filters: [] }).b,
    ).toEqual({ reportId: OTHER, configurationId: undefined, filters: [] });
  });

  it('swaps the groups into a link on report B, naming both configurations', () => {
    const params = new URLSearchParams(
      `f=${AGE}:18-24&cmp=1&b.report=${OTHER}&b.f=${AGE}:65%2B&figures=agreed&detail=x`,
    );
    const swapped = swappedComparison(REPORT, params, { a: 'cfg-a', b: 'cfg-b' });
    expect(swapped.path).toBe(`/reports/${OTHER}`);
    const view = readReportView(new URLSearchParams(swapped.search));
    expect(view).toMatchObject({
      configurationId: 'cfg-b',
      filters: [{ dataset_filterable_id: AGE, value: ['65+'] }],
      figures: 'agreed',
      detail: undefined,
      compare: {
        reportId: REPORT,
        configurationId: 'cfg-a',
        filters: [{ dataset_filterable_id: AGE, value: ['18-24'] }],
      },
    });
    // On one report, B stays on it (no b.report).
    const same = swappedComparison(REPORT, new URLSearchParams(`cmp=1&b.cfg=cfg-b`), {
      a: 'cfg-a',
      b: 'cfg-b',
    });
    expect(same.path).toBe(`/reports/${REPORT}`);
    expect(readReportView(new URLSearchParams(same.search))).toMatchObject({
      configurationId: 'cfg-b',
      compare: { reportId: undefined, configurationId: 'cfg-a', filters: [] },
    });
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
