import { memo } from 'react';
import { useSteppedReveal } from '../lib/use-stepped-reveal';
import type { LabelPlacement, QuadrantPoint } from './quadrant-data';
import { QuadrantMark } from './QuadrantMark';
import PairedShifts from './PairedShifts';
import QuadrantShifts from './QuadrantShifts';
import type { HoverStore } from './quadrant-hover';
import type { Scale } from './plot-scale';

/** Points added per task on a large chart, so hundreds of them are not one long task. */
const POINT_BLOCK = 100;

export interface QuadrantSeries {
  code: string;
  name: string;
  color: string;
  points: QuadrantPoint[];
}

interface QuadrantLayerProps {
  /** The plot's scales, from figures to pixels. */
  x: Scale;
  y: Scale;
  series: QuadrantSeries[];
  labels: Map<string, LabelPlacement>;
  unit: '' | '%';
  onSelect: ((id: string) => void) | undefined;
  hover: HoverStore;
  text: string;
  background: string;
  /**
   * One group: the colours of everyone's positions and of the significant shifts, none drawn
   * without them. Two groups: A's rings and the arrows to B's points, always drawn.
   */
  shifts?: SingleShifts | PairShifts | undefined;
}

interface SingleShifts {
  paired?: false;
  ring: string;
  arrow: string;
}

interface PairShifts {
  paired: true;
  /** B was tested against A: significant arrows bold. */
  tested: boolean;
  colors: { a: string; significant: string; other: string };
}

/**
 * The points (and their names) drawn on the plot's scales. Of two groups: A's rings, the arrows,
 * B's points and the names.
 */
function QuadrantLayer({
  x,
  y,
  series,
  labels,
  unit,
  onSelect,
  hover,
  text,
  background,
  shifts,
}: QuadrantLayerProps) {
  const count = series.reduce((sum, group) => sum + group.points.length, 0);
  const shown = useSteppedReveal(Math.ceil(count / POINT_BLOCK)) * POINT_BLOCK;
  const paired = shifts?.paired === true;
  const placed = series.flatMap((group) =>
    group.points.flatMap((point) => {
      const cx = x(point.importance);
      const cy = y(point.performance);
      return Number.isFinite(cx) && Number.isFinite(cy) ? [{ group, point, cx, cy }] : [];
    }),
  );
  return (
    <g className={paired ? 'compare-layer' : 'quadrant-layer'}>
      {shifts?.paired && (
        <PairedShifts
          points={series.flatMap((group) => group.points)}
          x={x}
          y={y}
          tested={shifts.tested}
          colors={shifts.colors}
        />
      )}
      {shifts && !shifts.paired && (
        <QuadrantShifts
          points={placed.map(({ point }) => point)}
          x={x}
          y={y}
          ring={shifts.ring}
          arrow={shifts.arrow}
        />
      )}
      {placed.slice(0, shown).map(({ group, point, cx, cy }) => (
        <QuadrantMark
          key={point.id}
          cx={cx}
          cy={cy}
          point={point}
          fill={group.color}
          stroke={background}
          unit={unit}
          onSelect={onSelect}
          hover={hover}
          paired={paired}
        />
      ))}
      {placed.map(({ point, cx, cy }) => {
        const placement = labels.get(point.id);
        if (!placement) return null;
        const at = {
          above: { x: cx + placement.dx, y: cy - 11, anchor: 'middle' },
          below: { x: cx + placement.dx, y: cy + 19, anchor: 'middle' },
          right: { x: cx + 9, y: cy + 4, anchor: 'start' },
          left: { x: cx - 9, y: cy + 4, anchor: 'end' },
        } as const;
        const spot = at[placement.side];
        return (
          <text
            key={`label-${point.id}`}
            x={spot.x}
            y={spot.y}
            textAnchor={spot.anchor}
            fill={text}
            fontSize={11}
            pointerEvents="none"
          >
            {placement.text}
          </text>
        );
      })}
    </g>
  );
}

export default memo(QuadrantLayer);
