import { describe, expect, it } from 'vitest';
import { readComparisonSignificance } from '../shared/significance';
import { attitudeTests, ranTest, significanceOf, TOO_FEW } from '../shared/significance.fixture';
import { resultAttitude } from '../shared/report.fixture';
import { comparisonCsv } from './compare-csv';
import { pairAttitudes } from './pair-attitudes';

const A = [resultAttitude(1, { keyword: '=cmd|calc' }), resultAttitude(2)];
const B = [resultAttitude(1, { performance_rebased: 54 }), resultAttitude(3)];
const pairs = pairAttitudes(A, B);

const rows = (text: string) => text.split('\r\n').filter(Boolean);

describe('comparisonCsv', () => {
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
    const text = comparisonCsv(pairs, 'rebased', significance, '');
    const [header, first, onlyA, onlyB] = rows(text);
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
    const text = comparisonCsv(
      pairs.slice(0, 1),
      'agreed',
      undefined,
      'These groups share respondents, so differences are not tested.',
    );
    const [header, first] = rows(text);
    expect(header).toContain('Performance agreed (%) A');
    // Quoted: the sentence holds a comma.
    expect(first).toContain(',"These groups share respondents, so differences are not tested."');
  });
});
