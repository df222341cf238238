/** The faint ring's radius where an arrow starts; the points themselves are 6 px with a 1.5 px edge. */
export const RING = 4.5;
const POINT_EDGE = 8.5;
const HEAD = { length: 7, half: 3.5 };

/** "M…" of a ring of `radius` around (x, y), to be joined with others into one path. */
export function ringPath(x: number, y: number, radius = RING): string {
  return `M${x - radius},${y}a${radius},${radius} 0 1,0 ${2 * radius},0a${radius},${radius} 0 1,0 ${-2 * radius},0`;
}

/**
 * "M…" of a line from the ring at `from` to the edge of the point at `to`, and of its head, or
 * null when the two are too close for an arrow to show. Many arrows join into one path each, so
 * a chart of 500 attitudes adds a few elements, not 1,000.
 */
export function arrowPaths(
  fromX: number,
  fromY: number,
  toX: number,
  toY: number,
  ring = RING,
): { line: string; head: string } | null {
  const dx = toX - fromX;
  const dy = toY - fromY;
  const length = Math.hypot(dx, dy);
  if (length < ring + POINT_EDGE + HEAD.length) return null;
  const ux = dx / length;
  const uy = dy / length;
  const tipX = toX - ux * POINT_EDGE;
  const tipY = toY - uy * POINT_EDGE;
  const baseX = tipX - ux * HEAD.length;
  const baseY = tipY - uy * HEAD.length;
  return {
    line: `M${fromX + ux * ring},${fromY + uy * ring}L${baseX},${baseY}`,
    head: `M${tipX},${tipY}L${baseX - uy * HEAD.half},${baseY + ux * HEAD.half}L${baseX + uy * HEAD.half},${baseY - ux * HEAD.half}Z`,
  };
}
