import { t } from '@lingui/core/macro';
import { formatInteger, formatPercent } from '../../../lib/format';
import type { ResultSignificance } from '../shared/significance';

/**
 * What a saved chart's marks mean, chart by chart: the picture travels without this page, its
 * legend or its note. The quadrant's bold arrows are its significance legend; the balance has no
 * test of its own.
 */
export function chartNotes(
  significance: ResultSignificance | undefined,
  untested: string | undefined,
): { quadrant: string[]; balance: string[] } {
  let arrows = untested ?? '';
  if (significance) {
    const rate = formatPercent(Math.round((1 - significance.confidence) * 100));
    const count = formatInteger(significance.testsRun ?? 0);
    arrows =
      significance.testsRun !== undefined
        ? t`Bold arrows: B − A of a plotted figure is beyond chance (the ${count} tests of this comparison corrected together, false discovery rate ${rate}); thin arrows: within chance, or too few to test.`
        : t`Bold arrows: B − A of a plotted figure is beyond chance as the service tested it; thin arrows: within chance, or too few to test.`;
  }
  return {
    quadrant: [
      t`Rings: group A; dots: group B; each arrow runs from A to B. Dashed lines: group A’s means.`,
      arrows,
    ].filter(Boolean),
    balance: [
      t`Hollow bars: group A; solid bars: group B.`,
      significance ? t`The balance has no significance test of its own.` : (untested ?? ''),
    ].filter(Boolean),
  };
}
