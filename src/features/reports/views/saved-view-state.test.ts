import { describe, expect, it } from 'vitest';
import { storedState } from '../../../queries/saved-views';
import { readReportView, writeReportView } from '../shared/report-view';
import { stateOfView, viewOfState } from './saved-view-state';

const REPORT = '00000000-0000-4000-8000-0000000000b1';
const OTHER = '00000000-0000-4000-8000-0000000000b2';
const REGION = '00000000-0000-4000-8000-0000000000f1';

describe('saved view state', () => {
  it('restores exactly the URL it was saved from, without the open attitude detail', () => {
    const url = new URLSearchParams(
      `cfg=c2&f=${REGION}:Europe&f=${REGION}:Asia&tab=sentiment&figures=agreed&attitude=Trust` +
        `&sort=-delta&sig=1&tests=1&shifts=0&async=1&cmp=1&b.report=${OTHER}&b.f=${REGION}:Europe&csort=name&detail=a1`,
    );
    const view = readReportView(url);
    const state = stateOfView(REPORT, view);
    expect(state).toMatchObject({ report_id: REPORT, configuration_id: 'c2', tab: 'sentiment' });
    const restored = writeReportView(new URLSearchParams(), viewOfState(storedState(state)));
    const expected = new URLSearchParams(url);
    expected.delete('detail');
    expect([...restored.entries()].sort()).toEqual([...expected.entries()].sort());
  });

  it('keeps only the options that differ from the defaults', () => {
    const state = stateOfView(REPORT, readReportView(new URLSearchParams()));
    expect(state).toEqual({
      report_id: REPORT,
      configuration_id: null,
      filters: [],
      tab: 'results',
      compare: null,
      options: {},
    });
  });
});
