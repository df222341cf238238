import type { Scale } from './plot-scale';

/** Where a plot sits inside its SVG, in pixels. */
export interface PlotBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const TICK = 6;
const TICK_GAP = 2;
const FONT_SIZE = 12;

/** Lines across the plot at the given x (vertical) and y (horizontal) pixel positions. */
export function PlotGrid({
  box,
  xs = [],
  ys = [],
  stroke,
}: {
  box: PlotBox;
  xs?: readonly number[];
  ys?: readonly number[];
  stroke: string;
}) {
  const d =
    xs.map((x) => `M${x},${box.top}V${box.bottom}`).join('') +
    ys.map((y) => `M${box.left},${y}H${box.right}`).join('');
  return <path className="plot-grid" d={d} stroke={stroke} fill="none" />;
}

/** The value axis under the plot: its line, a tick and a figure at each value. */
export function BottomAxis({
  box,
  scale,
  ticks,
  format,
  stroke,
  fill,
}: {
  box: PlotBox;
  scale: Scale;
  ticks: readonly number[];
  format: (value: number) => string;
  stroke: string;
  fill: string;
}) {
  return (
    <g className="plot-x-axis">
      <path
        d={`M${box.left},${box.bottom}H${box.right}${ticks.map((t) => `M${scale(t)},${box.bottom}v${TICK}`).join('')}`}
        stroke={stroke}
        fill="none"
      />
      {ticks.map((value) => (
        <text
          key={value}
          x={scale(value)}
          y={box.bottom + TICK + TICK_GAP}
          dy="0.71em"
          textAnchor="middle"
          fill={fill}
          fontSize={FONT_SIZE}
        >
          {format(value)}
        </text>
      ))}
    </g>
  );
}

/** The axis left of the plot: its line, and a tick and a label at each given height. */
export function LeftAxis({
  box,
  labels,
  stroke,
  fill,
  className,
}: {
  box: PlotBox;
  labels: readonly { y: number; text: string }[];
  stroke: string;
  fill: string;
  /** The class of each label's text. */
  className?: string;
}) {
  return (
    <g className="plot-y-axis">
      <path
        d={`M${box.left},${box.top}V${box.bottom}${labels.map(({ y }) => `M${box.left},${y}h${-TICK}`).join('')}`}
        stroke={stroke}
        fill="none"
      />
      {labels.map(({ y, text }, index) => (
        <text
          key={index}
          className={className}
          x={box.left - TICK - TICK_GAP}
          y={y}
          dy="0.355em"
          textAnchor="end"
          fill={fill}
          fontSize={FONT_SIZE}
        >
          {text}
        </text>
      ))}
    </g>
  );
}
