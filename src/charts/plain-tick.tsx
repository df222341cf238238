import type { ReactElement } from 'react';
import type { BaseTickContentProps } from 'recharts';

/** How far below or beside its anchor a label's baseline sits, as recharts' own Text places it. */
const BASELINE = { start: '0.71em', middle: '0.355em', end: '0' } as const;

/**
 * An axis tick label as plain SVG text. Recharts' own tick text measures every word in the DOM
 * to wrap long labels, a forced layout per tick on every chart drawn; these labels are numbers
 * or names cut short beforehand, which never wrap.
 */
export function plainTick(
  fill: string,
  format: (value: unknown) => string = String,
): (props: BaseTickContentProps) => ReactElement {
  return function PlainTick({ x, y, textAnchor, verticalAnchor, payload }) {
    return (
      <text
        x={x}
        y={y}
        dy={BASELINE[verticalAnchor]}
        textAnchor={textAnchor}
        fill={fill}
        fontSize={12}
      >
        {format(payload.value)}
      </text>
    );
  };
}
