import { memo } from 'react';
import type { QuadrantPoint } from './quadrant-data';
import type { HoverStore } from './quadrant-hover';
import { pairWords } from './compare-words';

interface CompareMarkProps {
  cx: number;
  cy: number;
  point: QuadrantPoint;
  fill: string;
  stroke: string;
  unit: '' | '%';
  hover: HoverStore;
}

/**
 * One attitude's group B point. It opens nothing (a comparison has no single attitude to open),
 * so it is an image with its figures as its name, focusable so that a keyboard shows its tooltip
 * as a pointer does.
 */
function CompareMarkImpl({ cx, cy, point, fill, stroke, unit, hover }: CompareMarkProps) {
  const show = () => hover.set({ point, x: cx, y: cy });
  const hide = () => hover.set(null);
  return (
    <g
      role="img"
      tabIndex={0}
      aria-label={pairWords(point, unit)}
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={hide}
      style={{ outline: 'none' }}
      className="compare-point"
    >
      <circle cx={cx} cy={cy} r={12} fill="transparent" />
      <circle cx={cx} cy={cy} r={6} fill={fill} stroke={stroke} strokeWidth={1.5} />
    </g>
  );
}

export const CompareMark = memo(CompareMarkImpl);
