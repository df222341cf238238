import { describe, expect, it } from 'vitest';
import type { ReportFilterItem } from '../shared/report-view';
import { samePanelProps, type FilterPanelProps } from './FilterPanel';

const REGION = '00000000-0000-4000-8000-0000000000f1';
const TYPED = '00000000-0000-4000-8000-0000000000f3';
const applied: ReportFilterItem[] = [{ dataset_filterable_id: REGION, value: ['East'] }];
const onApply = () => undefined;

/** The panel's props as the page makes them from one answer: its own copies of everything. */
const fromAnswer = (seen: string[] = ['Gold']): FilterPanelProps => ({
  filterables: [
    { id: REGION, name: 'Region', values: ['East', 'North'] },
    { id: TYPED, name: 'Plan' },
  ],
  preset: [],
  applied,
  async: false,
  suggestions: { [TYPED]: seen },
  onApply,
});

describe('the filter panel when new figures arrive', () => {
  it('stays as it was for an answer with the same filterables and suggestions', () => {
    expect(samePanelProps(fromAnswer(), fromAnswer())).toBe(true);
  });

  it('is redrawn for a newly matched value to suggest, or other filters applied', () => {
    expect(samePanelProps(fromAnswer(), fromAnswer(['Gold', 'Silver']))).toBe(false);
    expect(samePanelProps(fromAnswer(), { ...fromAnswer(), applied: [] })).toBe(false);
  });
});
