import type { KeyboardEvent } from 'react';
import { memo } from 'react';
import { t } from '@lingui/core/macro';
import { formatDeltaWithUnit } from '../components/delta-text';
import { classificationInfo } from '../lib/result-codes';
import { VERDICT_WORDS, verdictOf, type SignificanceTest } from '../lib/significance-marks';
import { formatFigure } from './figure-format';
import type { QuadrantPoint } from './quadrant-data';
import type { HoverStore } from './quadrant-hover';
import { pairWords } from './compare-words';

interface QuadrantMarkProps {
  cx: number;
  cy: number;
  point: QuadrantPoint;
  fill: string;
  stroke: string;
  unit: '' | '%';
  onSelect: ((id: string) => void) | undefined;
  hover: HoverStore;
  /** Group B's point of a comparison rather than one group's. */
  paired: boolean;
}

/** "change +1.2, not significant": a figure's change against everyone, in words. */
function change(
  now: number,
  before: number | undefined,
  test: SignificanceTest | undefined,
  unit: string,
): string | undefined {
  if (before === undefined) return undefined;
  const difference = formatDeltaWithUnit(now - before, unit);
  if (!test) return t`change ${difference}`;
  const verdict = VERDICT_WORDS[verdictOf(test)];
  return t`change ${difference}, ${verdict}`;
}

/**
 * "Trust: importance 61 (change +1.2, not significant), performance 58, Fulfilled. Open
 * details.": the point's accessible name.
 */
function pointWords(point: QuadrantPoint, unit: string): string {
  const keyword = point.keyword;
  const value = formatFigure(point.importance, unit);
  const importanceChange = change(
    point.importance,
    point.before?.importance,
    point.tests?.importance,
    unit,
  );
  const importance = importanceChange
    ? t`importance ${value} (${importanceChange})`
    : t`importance ${value}`;
  const score = formatFigure(point.performance, unit);
  const performanceChange = change(
    point.performance,
    point.before?.performance,
    point.tests?.performance,
    unit,
  );
  const performance = performanceChange
    ? t`performance ${score} (${performanceChange})`
    : t`performance ${score}`;
  const classification = classificationInfo(point.classification).label;
  return t`${keyword}: ${importance}, ${performance}, ${classification}. Open details.`;
}

/**
 * One attitude on the quadrant. Of one group, a button: click, Enter or Space opens it. Of two,
 * group B's point: it opens nothing (a comparison has no single attitude to open), so it is an
 * image with both groups' figures as its name. Pointer or focus shows its tooltip. Memoised, so a
 * chart of hundreds of points redraws only the points that move.
 */
function QuadrantMarkImpl({
  cx,
  cy,
  point,
  fill,
  stroke,
  unit,
  onSelect,
  hover,
  paired,
}: QuadrantMarkProps) {
  const select = () => onSelect?.(point.id);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      select();
    }
  };
  const show = () => hover.set({ point, x: cx, y: cy });
  const hide = () => hover.set(null);
  const role = paired
    ? { role: 'img', 'aria-label': pairWords(point, unit), className: 'compare-point' }
    : {
        role: 'button',
        'aria-label': pointWords(point, unit),
        onClick: select,
        onKeyDown,
        className: 'quadrant-point',
      };
  return (
    <g
      {...role}
      tabIndex={0}
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={hide}
      style={
        paired ? { outline: 'none' } : { cursor: onSelect ? 'pointer' : 'default', outline: 'none' }
      }
    >
      <circle cx={cx} cy={cy} r={12} fill="transparent" />
      <circle cx={cx} cy={cy} r={6} fill={fill} stroke={stroke} strokeWidth={1.5} />
    </g>
  );
}

export const QuadrantMark = memo(QuadrantMarkImpl);
