import { formatDelta, formatNumber } from '../lib/format';
import { VERDICT_WORDS, verdictOf, type SignificanceTest } from '../lib/significance-marks';
import type { QuadrantPoint } from './quadrant-data';

/** "importance A 61, B 64 (B − A +3, significant)": one plotted figure of a pair, in words. */
function figureWords(
  name: string,
  a: number | undefined,
  b: number,
  test: SignificanceTest | undefined,
  unit: string,
): string {
  if (a === undefined) return `${name} B ${formatNumber(b)}${unit}`;
  const verdict = test ? `, ${VERDICT_WORDS[verdictOf(test)]}` : '';
  return `${name} A ${formatNumber(a)}${unit}, B ${formatNumber(b)}${unit} (B − A ${formatDelta(b - a)}${unit}${verdict})`;
}

/** A compared attitude in words, for its point's accessible name. */
export function pairWords(point: QuadrantPoint, unit: string): string {
  return `${point.keyword}: ${figureWords('importance', point.before?.importance, point.importance, point.tests?.importance, unit)}; ${figureWords('performance', point.before?.performance, point.performance, point.tests?.performance, unit)}.`;
}
