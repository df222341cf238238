import { memo } from 'react';
import type { QuadrantPoint } from './quadrant-data';

type Scale = (value: number) => number | undefined;

interface QuadrantShiftsProps {
  points: readonly QuadrantPoint[];
  x: Scale;
  y: Scale;
  /** The rings' colour (where everyone is) and the arrows' (significant shifts). */
  ring: string;
  arrow: string;
}

/** The faint ring's radius; the points themselves are 6 px with a 1.5 px edge. */
const RING = 4.5;
const POINT_EDGE = 8.5;
const HEAD = { length: 7, half: 3.5 };

/** "M…" of a line from `from` to the edge of the point at `to`, with its head, or null if too short. */
function arrowPaths(fromX: number, fromY: number, toX: number, toY: number) {
  const dx = toX - fromX;
  const dy = toY - fromY;
  const length = Math.hypot(dx, dy);
  if (length < RING + POINT_EDGE + HEAD.length) return null;
  const ux = dx / length;
  const uy = dy / length;
  const tipX = toX - ux * POINT_EDGE;
  const tipY = toY - uy * POINT_EDGE;
  const baseX = tipX - ux * HEAD.length;
  const baseY = tipY - uy * HEAD.length;
  return {
    line: `M${fromX + ux * RING},${fromY + uy * RING}L${baseX},${baseY}`,
    head: `M${tipX},${tipY}L${baseX - uy * HEAD.half},${baseY + ux * HEAD.half}L${baseX + uy * HEAD.half},${baseY - ux * HEAD.half}Z`,
  };
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
    if (fromX === undefined || fromY === undefined) continue;
    const circle = `M${fromX - RING},${fromY}a${RING},${RING} 0 1,0 ${2 * RING},0a${RING},${RING} 0 1,0 ${-2 * RING},0`;
    // A significant shift's ring is drawn like its arrow, so a move too short for an arrow
    // still stands out.
    if (!point.shifted) {
      rings += circle;
      continue;
    }
    movedRings += circle;
    const toX = x(point.importance);
    const toY = y(point.performance);
    if (toX === undefined || toY === undefined) continue;
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
