import { describe, expect, it } from 'vitest';
import { datasetFileName } from './dataset-file-name';

describe('datasetFileName', () => {
  it('names the report and configuration, and says whether text was masked and columns left out', () => {
    expect(
      datasetFileName({
        report: 'Retail Banking CX 2026 Q3',
        configuration: 'All respondents',
        masked: true,
        omitted: 2,
      }),
    ).toBe('Retail Banking CX 2026 Q3 - All respondents - text masked - 2 columns omitted.csv');
    expect(datasetFileName({ report: 'R', configuration: 'C', masked: false, omitted: 0 })).toBe(
      'R - C - text unmasked - all columns.csv',
    );
    expect(
      datasetFileName({ report: 'R', configuration: undefined, masked: true, omitted: 1 }),
    ).toBe('R - text masked - 1 column omitted.csv');
  });

  it('keeps the name safe on every system', () => {
    expect(
      datasetFileName({ report: 'Q3: A/B', configuration: 'x*y', masked: true, omitted: 0 }),
    ).toBe('Q3 A B - x y - text masked - all columns.csv');
  });
});
