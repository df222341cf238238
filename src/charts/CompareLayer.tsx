import { memo } from 'react';
import { useXAxisScale, useYAxisScale } from 'recharts';
import { useSteppedReveal } from '../lib/use-stepped-reveal';
import { CompareMark } from './CompareMark';
import PairedShifts from './PairedShifts';
import type { LabelPlacement, QuadrantPoint } from './quadrant-data';
import type { HoverStore } from './quadrant-hover';

/** Points added per task on a large chart, so hundreds of them are not one long task. */
const POINT_BLOCK = 100;

interface CompareLayerProps {
  points: readonly QuadrantPoint[];
  labels: Map<string, LabelPlacement>;
  unit: '' | '%';
  hover: HoverStore;
  tested: boolean;
  colors: { a: string; b: string; text: string; textSecondary: string; background: string };
}

/** A's rings, the arrows, B's points and the names, drawn from the chart's own axis scales. */
function CompareLayer({ points, labels, unit, hover, tested, colors }: CompareLayerProps) {
  const x = useXAxisScale();
  const y = useYAxisScale();
  const shown = useSteppedReveal(Math.ceil(points.length / POINT_BLOCK)) * POINT_BLOCK;
  if (!x || !y) return null;
  const placed = points.flatMap((point) => {
    const cx = x(point.importance);
    const cy = y(point.performance);
    return cx === undefined || cy === undefined ? [] : [{ point, cx, cy }];
  });
  return (
    <g className="compare-layer">
      <PairedShifts
        points={points}
        x={x}
        y={y}
        tested={tested}
        colors={{ a: colors.a, significant: colors.text, other: colors.textSecondary }}
      />
      {placed.slice(0, shown).map(({ point, cx, cy }) => (
        <CompareMark
          key={point.id}
          cx={cx}
          cy={cy}
          point={point}
          fill={colors.b}
          stroke={colors.background}
          unit={unit}
          hover={hover}
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
            fill={colors.text}
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

export default memo(CompareLayer);
