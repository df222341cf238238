import { describe, expect, it } from 'vitest';
import { csvCell, csvText } from './csv';

describe('csvCell', () => {
  it('guards text a spreadsheet would run as a formula, as the server does', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvCell(`${start}SUM(A1)`).replace(/^"/, '')).toMatch(/^'/);
    }
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('-3 points')).toBe("'-3 points");
    expect(csvCell('@cmd')).toBe("'@cmd");
    // A guarded cell that needs quotes is quoted around the guard.
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('\rx')).toBe('"\'\rx"');
    // Text that merely contains the characters is left alone.
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('B − A')).toBe('B − A');
  });

  it('writes numbers as numbers, negative ones included, and nothing as an empty field', () => {
    expect(csvCell(-3.1)).toBe('-3.1');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('quotes a field with a comma, quote, CR or LF and doubles its quotes (RFC 4180)', () => {
    expect(csvCell('Region: Europe, Asia')).toBe('"Region: Europe, Asia"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('plain')).toBe('plain');
  });
});

describe('csvText', () => {
  it('joins fields with commas and ends every line with CRLF', () => {
    expect(
      csvText([
        ['Attitude', 'A', 'B'],
        ['Trust, overall', 61.2, -4],
        ['=HYPERLINK("x")', null, 3],
      ]),
    ).toBe('Attitude,A,B\r\n"Trust, overall",61.2,-4\r\n"\'=HYPERLINK(""x"")",,3\r\n');
  });
});
