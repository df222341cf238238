import { describe, expect, it } from 'vitest';
import type { ComparisonAnswer, ComparisonView } from '../../../queries/reports';
import { REGION, readyResult, reportOf, resultAttitude } from '../shared/report.fixture';
import { readComparisonSignificance } from '../shared/significance';
import { attitudeTests, significanceOf } from '../shared/significance.fixture';
import {
  compareGroups,
  comparisonFileName,
  exportGroupsOf,
  untestedReason,
} from './compare-groups';
import { chartNotes } from '../results/chart-notes';

const VIEW: ComparisonView = {
  a: {
    configurationId: undefined,
    filters: [{ dataset_filterable_id: REGION, value: ['Europe'] }],
  },
  b: { reportId: 'other', configurationId: undefined, filters: [] },
};
const a = reportOf(readyResult([resultAttitude(1)], { population_size: 900 }));
const b = {
  ...reportOf(readyResult([resultAttitude(1)], { population_size: 1100 })),
  id: 'other',
  name: 'Retail Q2',
};
const answer = (
  over: Partial<ComparisonAnswer['comparison']> = {},
  madeBy: ComparisonAnswer['madeBy'] = 'service',
): ComparisonAnswer => ({
  comparison: { a, b, significance: null, ...over },
  madeBy,
});

describe('compare groups', () => {
  it('describes each group for the page and for a saved file', () => {
    const groups = compareGroups(answer().comparison, VIEW);
    expect(exportGroupsOf(groups)).toEqual([
      {
        label: 'A',
        report: 'Retail Banking CX',
        configuration: 'All',
        filters: ['Region: Europe'],
        population: 900,
      },
      { label: 'B', report: 'Retail Q2', configuration: 'All', filters: [], population: 1100 },
    ]);
    expect(comparisonFileName(a.id, groups)).toBe('Retail Banking CX - Europe vs Retail Q2 All');
  });

  it('says in one sentence why B − A is not tested', () => {
    expect(untestedReason(answer({ reason: 'overlapping_groups' }), undefined)).toBe(
      'These groups share respondents, so differences are not tested.',
    );
    expect(untestedReason(answer({}, 'dashboard'), undefined)).toBe(
      'This service does not compare groups, so differences are shown without tests.',
    );
    const significance = readComparisonSignificance(
      significanceOf([attitudeTests('x'), attitudeTests('y')], { baseline: 'a' }),
    )!;
    expect(untestedReason(answer(), significance)).toBeUndefined();
    expect(chartNotes(significance, undefined)).toEqual({
      quadrant: [
        'Rings: group A; dots: group B; each arrow runs from A to B. Dashed lines: group A’s means.',
        'Bold arrows: B − A of a plotted figure is beyond chance (the 9 tests of this comparison corrected together, false discovery rate 5%); thin arrows: within chance, or too few to test.',
      ],
      balance: [
        'Hollow bars: group A; solid bars: group B.',
        'The balance has no significance test of its own.',
      ],
    });
    const untested = 'These groups share respondents, so differences are not tested.';
    expect(chartNotes(undefined, untested).balance).toEqual([
      'Hollow bars: group A; solid bars: group B.',
      untested,
    ]);
  });
});
