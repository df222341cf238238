import { t } from '@lingui/core/macro';
import { formatDeltaWithUnit } from '../components/delta-text';
import { VERDICT_WORDS, verdictOf, type SignificanceTest } from '../lib/significance-marks';
import { formatFigure } from './figure-format';
import type { QuadrantPoint } from './quadrant-data';

/** Both groups' values of one plotted figure, as words fill them in; `a` only when A holds it. */
type PairFigures =
  | { a: undefined; b: string }
  | { a: string; b: string; difference: string; verdict: string | undefined };

function pairFigures(
  a: number | undefined,
  b: number,
  test: SignificanceTest | undefined,
  unit: string,
): PairFigures {
  const shownB = formatFigure(b, unit);
  if (a === undefined) return { a: undefined, b: shownB };
  return {
    a: formatFigure(a, unit),
    b: shownB,
    difference: formatDeltaWithUnit(b - a, unit),
    verdict: test ? VERDICT_WORDS[verdictOf(test)] : undefined,
  };
}

/** "importance A 61, B 64 (B − A +3, significant)". */
function importanceWords(point: QuadrantPoint, unit: string): string {
  const figures = pairFigures(
    point.before?.importance,
    point.importance,
    point.tests?.importance,
    unit,
  );
  const b = figures.b;
  if (figures.a === undefined) return t`importance B ${b}`;
  const { a, difference, verdict } = figures;
  if (verdict === undefined) return t`importance A ${a}, B ${b} (B − A ${difference})`;
  return t`importance A ${a}, B ${b} (B − A ${difference}, ${verdict})`;
}

/** "performance A 58, B 55 (B − A −3, not significant)". */
function performanceWords(point: QuadrantPoint, unit: string): string {
  const figures = pairFigures(
    point.before?.performance,
    point.performance,
    point.tests?.performance,
    unit,
  );
  const b = figures.b;
  if (figures.a === undefined) return t`performance B ${b}`;
  const { a, difference, verdict } = figures;
  if (verdict === undefined) return t`performance A ${a}, B ${b} (B − A ${difference})`;
  return t`performance A ${a}, B ${b} (B − A ${difference}, ${verdict})`;
}

/** A compared attitude in words, for its point's accessible name. */
export function pairWords(point: QuadrantPoint, unit: string): string {
  const keyword = point.keyword;
  const importance = importanceWords(point, unit);
  const performance = performanceWords(point, unit);
  return t`${keyword}: ${importance}; ${performance}.`;
}
