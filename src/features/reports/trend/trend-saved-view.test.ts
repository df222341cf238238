import { describe, expect, it } from 'vitest';
import { storedState, type SavedViewState } from '../../../queries/saved-views';
import { stateOfTrendView, trendPathOfState } from './trend-saved-view';

const filters = [{ dataset_filterable_id: 'region', value: ['Europe'] }];

describe('a trend as a saved view', () => {
  it('opens again on the same trend: segment, filters, figure and attitudes', () => {
    const state = storedState(
      stateOfTrendView('seg', 'latest', {
        figure: 'importance_agreed',
        attitudes: ['a1', 'a2'],
        filters,
      }),
    );
    expect(state).toMatchObject({ report_id: 'latest', tab: 'trend', filters });
    const path = trendPathOfState(state)!;
    const url = new URL(path, 'https://pulse.test');
    expect(url.pathname).toBe('/segments/seg/trend');
    expect(url.searchParams.get('fig')).toBe('importance_agreed');
    expect(url.searchParams.getAll('att')).toEqual(['a1', 'a2']);
    expect(url.searchParams.getAll('f')).toEqual(['region:Europe']);
  });

  it('keeps the page’s default attitudes when none were chosen', () => {
    const state = storedState(
      stateOfTrendView('seg', 'latest', {
        figure: 'performance_rebased',
        attitudes: undefined,
        filters: [],
      }),
    );
    expect(trendPathOfState(state)).toBe('/segments/seg/trend');
  });

  it('leaves a report’s view, and one stored before trends, to the report page', () => {
    const stored: SavedViewState = {
      report_id: 'r',
      configuration_id: null,
      filters: [],
      tab: 'results',
      compare: null,
      options: {},
    };
    expect(trendPathOfState(stored)).toBeUndefined();
    expect(trendPathOfState({ ...stored, tab: 'trend' })).toBeUndefined();
  });
});
