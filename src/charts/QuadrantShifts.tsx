import { memo } from 'react';
import { arrowPaths, ringPath } from './arrow-paths';
import type { Scale } from './plot-scale';
import type { QuadrantPoint } from './quadrant-data';

interface QuadrantShiftsProps {
  points: readonly QuadrantPoint[];
  x: Scale;
  y: Scale;
  /** The rings' colour (where everyone is) and the arrows' (significant shifts). */
  ring: string;
  arrow: string;
}

/**
 * Where each attitude sits for everyone (a faint ring) and, for those whose plotted figures moved
 * significantly, a dark ring and an arrow from there to the group's point. Decoration for the eye: the points'
 * names and tooltips say the same in words. Rings and arrows are four paths whatever the count,
 * so 500 attitudes add four elements to the chart, not 1,000.
 */
function QuadrantShifts({ points, x, y, ring, arrow }: QuadrantShiftsProps) {
  let rings = '';
  let movedRings = '';
  let lines = '';
  let heads = '';
  for (const point of points) {
    if (!point.before) continue;
    const fromX = x(point.before.importance);
    const fromY = y(point.before.performance);
    const circle = ringPath(fromX, fromY);
    // A significant shift's ring is drawn like its arrow, so a move too short for an arrow
    // still stands out.
    if (!point.shifted) {
      rings += circle;
      continue;
    }
    movedRings += circle;
    const toX = x(point.importance);
    const toY = y(point.performance);
    const paths = arrowPaths(fromX, fromY, toX, toY);
    if (!paths) continue;
    lines += paths.line;
    heads += paths.head;
  }
  return (
    <g className="quadrant-shifts" aria-hidden pointerEvents="none">
      <path d={rings} fill="none" stroke={ring} strokeWidth={1.25} />
      <path d={movedRings} fill="none" stroke={arrow} strokeWidth={1.5} />
      <path d={lines} fill="none" stroke={arrow} strokeWidth={1.5} strokeLinecap="round" />
      <path d={heads} fill={arrow} />
    </g>
  );
}

export default memo(QuadrantShifts);
