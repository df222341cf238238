import { describe, expect, it } from 'vitest';
import { filterSuggestions, untriedValues } from './filter-suggestions';

const REGION = { id: 'f-region', name: 'Region' };
const PLAN = { id: 'f-plan', name: 'Plan', values: ['Basic', 'Premium'] };

describe('filterSuggestions', () => {
  it('suggests values that matched before, then the configuration’s own, only where no list is sent', () => {
    const suggestions = filterSuggestions(
      [REGION, PLAN],
      [
        {
          filterable: { id: 'f-region', name: 'Region' },
          operator: 'in',
          value: ['Europe', 'Asia'],
        },
        { filterable: { id: 'f-plan', name: 'Plan' }, operator: 'in', value: ['Basic'] },
      ],
      { 'f-region': ['Asia', 'Latin America'], 'f-plan': ['Gold'] },
    );
    expect(suggestions).toEqual({ 'f-region': ['Asia', 'Latin America', 'Europe'] });
  });

  it('ignores configuration filters whose value is not a list of strings', () => {
    expect(
      filterSuggestions(
        [REGION],
        [{ filterable: { id: 'f-region', name: 'Region' }, operator: 'eq', value: 3 }],
        {},
      ),
    ).toEqual({ 'f-region': [] });
  });
});

describe('untriedValues', () => {
  it('names the typed values that never matched, not those offered or seen', () => {
    const applied = [
      { dataset_filterable_id: 'f-region', value: ['Europe', 'europe'] },
      { dataset_filterable_id: 'f-plan', value: ['Gold'] },
    ];
    expect(untriedValues(applied, [REGION, PLAN], { 'f-region': ['Europe'] })).toEqual(['europe']);
  });
});
