import { describe, expect, it } from 'vitest';
import { csvColumns } from './csv-columns';

describe('csvColumns', () => {
  it('derives the documented column set from the report', () => {
    expect(
      csvColumns(
        { filterables: [{ id: 'f1', name: 'Region' }] },
        { attitudes: [{ keyword: 'Trust' }] as never },
      ),
    ).toEqual(['respondent_id', 'Region', 'Trust_performance', 'Trust_importance', 'comment']);
  });
});
