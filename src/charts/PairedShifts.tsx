import { memo } from 'react';
import { arrowPaths, ringPath } from './arrow-paths';
import type { Scale } from './plot-scale';
import type { QuadrantPoint } from './quadrant-data';

interface PairedShiftsProps {
  points: readonly QuadrantPoint[];
  x: Scale;
  y: Scale;
  /** Group A's rings; the arrows of significant moves, and of the others. */
  colors: { a: string; significant: string; other: string };
  /** B was tested against A: significant arrows bold, the others thin. Else all alike. */
  tested: boolean;
}

/** A's ring is drawn wider than the faint everyone-ring of a single report: it is a group. */
const A_RING = 5.5;

/**
 * Every shared attitude's group A position (a ring) and an arrow from there to its group B point.
 * The arrows of significant moves are bold; the others thin, so that the eye finds the real
 * differences first. Decoration for the eye: the points' names, tooltips and the table say the
 * same in words. Five paths whatever the count (see arrowPaths).
 */
function PairedShifts({ points, x, y, colors, tested }: PairedShiftsProps) {
  let rings = '';
  let strongLines = '';
  let strongHeads = '';
  let lines = '';
  let heads = '';
  for (const point of points) {
    if (!point.before) continue;
    const fromX = x(point.before.importance);
    const fromY = y(point.before.performance);
    const toX = x(point.importance);
    const toY = y(point.performance);
    rings += ringPath(fromX, fromY, A_RING);
    const paths = arrowPaths(fromX, fromY, toX, toY, A_RING);
    if (!paths) continue;
    if (point.shifted || !tested) {
      strongLines += paths.line;
      strongHeads += paths.head;
    } else {
      lines += paths.line;
      heads += paths.head;
    }
  }
  const strong = tested ? colors.significant : colors.other;
  return (
    <g className="compare-shifts" aria-hidden pointerEvents="none">
      <path d={lines} fill="none" stroke={colors.other} strokeWidth={1} strokeLinecap="round" />
      <path d={heads} fill={colors.other} />
      <path
        d={strongLines}
        fill="none"
        stroke={strong}
        strokeWidth={tested ? 2 : 1.25}
        strokeLinecap="round"
      />
      <path d={strongHeads} fill={strong} />
      <path d={rings} fill="none" stroke={colors.a} strokeWidth={2} />
    </g>
  );
}

export default memo(PairedShifts);
