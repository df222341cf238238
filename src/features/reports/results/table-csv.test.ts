import { describe, expect, it } from 'vitest';
import { readComparisonSignificance } from '../shared/significance';
import { attitudeTests, ranTest, significanceOf, TOO_FEW } from '../shared/significance.fixture';
import { resultAttitude } from '../shared/report.fixture';
import { tableCsv, type CsvAttitude } from './table-csv';
import { pairAttitudes } from './pair-attitudes';

const A = [resultAttitude(1, { keyword: '=cmd|calc' }), resultAttitude(2)];
const B = [resultAttitude(1, { performance_rebased: 54 }), resultAttitude(3)];
const pairs: CsvAttitude[] = pairAttitudes(A, B).map((pair) => ({
  ...pair,
  attitudes: [pair.a, pair.b],
}));
const GROUPS = [
  {
    label: 'A',
    report: 'Retail CX',
    configuration: 'All',
    filters: ['Age: 18-24'],
    population: 120,
  },
  { label: 'B', report: 'Retail CX', configuration: 'All', filters: [], population: null },
];

const rows = (text: string) => text.split('\r\n').filter(Boolean);

describe('tableCsv', () => {
  it('writes attitude, A, B, the tested B − A, its interval and significance per figure, with the guard and CRLF', () => {
    const significance = readComparisonSignificance(
      significanceOf(
        [
          attitudeTests(A[0]!.attitude_id, {
            performance_rebased: ranTest(-7, 0.001),
            importance_rebased: TOO_FEW,
          }),
        ],
        { baseline: 'a' },
      ),
    );
    const text = tableCsv({ groups: GROUPS, rows: pairs, mode: 'rebased', significance });
    const [groupA, groupB, header, first, onlyA, onlyB] = rows(text);
    // Who each group is comes first, its filters named.
    expect(groupA).toBe('A: Retail CX · All · Age: 18-24 · 120 respondents');
    expect(groupB).toBe('B: Retail CX · All · no filters · too few respondents to show');
    expect(header).toBe(
      [
        'Attitude',
        'In groups',
        'Performance A',
        'Performance B',
        'Performance B − A',
        'Performance B − A interval from',
        'Performance B − A interval to',
        'Performance significance',
        'Importance A',
        'Importance B',
        'Importance B − A',
        'Importance B − A interval from',
        'Importance B − A interval to',
        'Importance significance',
        'Balance A',
        'Balance B',
        'Balance B − A',
        'Balance B − A interval from',
        'Balance B − A interval to',
        'Balance significance',
      ].join(','),
    );
    // The keyword a spreadsheet would run as a formula is guarded; numbers stay numbers, with
    // their minus sign.
    expect(first).toBe(
      "'=cmd|calc,A and B,61,54,-7,-8.5,-5.5,significant,69,69,-3,,,too few respondents to test,-9,-9,0,,,not tested",
    );
    expect(onlyA).toBe('Attitude 2,A only,62,,,,,,68,,,,,,-8,,,,,');
    expect(onlyB).toBe('Attitude 3,B only,,63,,,,,,67,,,,,,-7,,,,');
    expect(text.endsWith('\r\n')).toBe(true);
  });

  it('says in each significance cell why nothing was tested, when nothing was', () => {
    const text = tableCsv({
      groups: GROUPS,
      rows: pairs.slice(0, 1),
      mode: 'agreed',
      untested: 'These groups share respondents, so differences are not tested.',
    });
    const [, , header, first] = rows(text);
    expect(header).toContain('Performance agreed (%) A');
    // Quoted: the sentence holds a comma.
    expect(first).toContain(',"These groups share respondents, so differences are not tested."');
  });

  it('writes one group’s figures without gains, its line quoted where its filters hold a comma', () => {
    const text = tableCsv({
      groups: [{ report: 'Retail CX', configuration: 'All', filters: ['Region: Europe, Asia'] }],
      rows: [{ attitudeId: 'x', keyword: 'Service', attitudes: [A[1]!] }],
      mode: 'rebased',
    });
    const [group, header, row] = rows(text);
    expect(group).toBe('"A: Retail CX · All · Region: Europe, Asia"');
    expect(header).toBe('Attitude,In groups,Performance A,Importance A,Balance A');
    expect(row).toBe('Service,A,62,68,-8');
  });
});
