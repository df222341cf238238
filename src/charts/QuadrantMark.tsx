import type { KeyboardEvent } from 'react';
import { memo } from 'react';
import { formatDelta, formatNumber } from '../lib/format';
import { classificationInfo } from '../lib/result-codes';
import { VERDICT_WORDS, verdictOf, type SignificanceTest } from '../lib/significance-marks';
import type { QuadrantPoint } from './quadrant-data';
import type { HoverStore } from './quadrant-hover';

interface QuadrantMarkProps {
  cx: number;
  cy: number;
  point: QuadrantPoint;
  fill: string;
  stroke: string;
  unit: '' | '%';
  onSelect: ((id: string) => void) | undefined;
  hover: HoverStore;
}

/** " (change +1.2, not significant)": a figure's change against everyone, in words. */
function change(
  now: number,
  before: number | undefined,
  test: SignificanceTest | undefined,
  unit: string,
) {
  if (before === undefined) return '';
  const verdict = test ? `, ${VERDICT_WORDS[verdictOf(test)]}` : '';
  return ` (change ${formatDelta(now - before)}${unit}${verdict})`;
}

/**
 * One attitude on the quadrant, as a button: click, Enter or Space opens it; pointer or focus
 * shows its tooltip. Memoised, so a chart of hundreds of points redraws only the points that move.
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
  return (
    <g
      role="button"
      tabIndex={0}
      aria-label={`${point.keyword}: importance ${formatNumber(point.importance)}${unit}${change(point.importance, point.before?.importance, point.tests?.importance, unit)}, performance ${formatNumber(point.performance)}${unit}${change(point.performance, point.before?.performance, point.tests?.performance, unit)}, ${classificationInfo(point.classification).label}. Open details.`}
      onClick={select}
      onKeyDown={onKeyDown}
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={hide}
      style={{ cursor: onSelect ? 'pointer' : 'default', outline: 'none' }}
      className="quadrant-point"
    >
      <circle cx={cx} cy={cy} r={12} fill="transparent" />
      <circle cx={cx} cy={cy} r={6} fill={fill} stroke={stroke} strokeWidth={1.5} />
    </g>
  );
}

export const QuadrantMark = memo(QuadrantMarkImpl);
