import { describe, expect, it } from 'vitest';
import { describeFilters, describeGroup, exportFooter } from './export-footer';

const FILTERABLES = [
  { id: 'f-age', name: 'Age group' },
  { id: 'f-region', name: 'Region' },
];

describe('export footer', () => {
  it('names each filter after its filterable, with its values', () => {
    expect(
      describeFilters(
        [
          { dataset_filterable_id: 'f-age', value: ['18-24', '25-34'] },
          { dataset_filterable_id: 'f-gone', value: ['x'] },
        ],
        FILTERABLES,
      ),
    ).toEqual(['Age group: 18-24, 25-34', 'Unknown filter: x']);
  });

  it('describes a group: its report, configuration, filters and size', () => {
    expect(
      describeGroup({
        label: 'A',
        report: 'Retail Banking CX 2026 Q3',
        configuration: 'All respondents',
        filters: ['Age group: 18-24', 'Region: Europe'],
        population: 1234,
      }),
    ).toBe(
      'A: Retail Banking CX 2026 Q3 · All respondents · Age group: 18-24; Region: Europe · 1,234 respondents',
    );
    expect(describeGroup({ report: 'R', configuration: 'C', filters: [], population: null })).toBe(
      'R · C · no filters · too few respondents to show',
    );
    expect(describeGroup({ report: 'R', configuration: 'C', filters: [], population: 1 })).toBe(
      'R · C · no filters · 1 respondent',
    );
    // A view without a count (comment sentiment) says nothing about one.
    expect(describeGroup({ report: 'R', configuration: 'C', filters: [] })).toBe(
      'R · C · no filters',
    );
  });

  it('lists both groups, the significance legend and the date of export', () => {
    const lines = exportFooter(
      [
        {
          label: 'A',
          report: 'R',
          configuration: 'C',
          filters: ['Age group: 18-24'],
          population: 900,
        },
        {
          label: 'B',
          report: 'R',
          configuration: 'C',
          filters: ['Age group: 55+'],
          population: 1100,
        },
      ],
      ['* B − A beyond chance (95% confidence)', ''],
      new Date('2026-05-01T10:20:00Z'),
    );
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe('A: R · C · Age group: 18-24 · 900 respondents');
    expect(lines[1]).toBe('B: R · C · Age group: 55+ · 1,100 respondents');
    expect(lines[2]).toBe('* B − A beyond chance (95% confidence)');
    expect(lines[3]).toMatch(/^Exported from Pulse .*2026/);
  });
});
