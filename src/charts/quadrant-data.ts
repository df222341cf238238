import type { ChartAttitude, ChartComparison, FigureMode, SignificanceTest } from './chart-types';

export interface QuadrantPoint {
  id: string;
  attitudeId: string;
  keyword: string;
  importance: number;
  performance: number;
  classification: string;
  seol: string;
  /** Where the attitude sits for everyone (the unfiltered result), when a filter is applied. */
  before?: { importance: number; performance: number };
  /** The plotted figures' tests against the respondents outside the filter, when tested. */
  tests?: { importance: SignificanceTest; performance: SignificanceTest };
  /** Either plotted figure moved significantly: drawn as an arrow from `before`. */
  shifted?: boolean;
}

export interface QuadrantData {
  points: QuadrantPoint[];
  /** Where the guide lines cross: the means of the plotted figures. */
  meanImportance: number;
  meanPerformance: number;
  xDomain: [number, number];
  yDomain: [number, number];
}

function figures(attitude: ChartAttitude, mode: FigureMode) {
  return mode === 'rebased'
    ? { importance: attitude.importance_rebased, performance: attitude.performance_rebased }
    : { importance: attitude.importance_agreed, performance: attitude.performance_agreed };
}

const FIELDS = {
  rebased: { importance: 'importance_rebased', performance: 'performance_rebased' },
  agreed: { importance: 'importance_agreed', performance: 'performance_agreed' },
} as const;

/** The attitude for everyone and the tests of the plotted figures, when there is a comparison. */
function compared(attitude: ChartAttitude, mode: FigureMode, comparison?: ChartComparison) {
  const base = comparison?.base.get(attitude.attitude_id);
  const all = base && figures(base, mode);
  const before =
    all && Number.isFinite(all.importance) && Number.isFinite(all.performance) ? all : undefined;
  const tested = comparison?.tests?.get(attitude.attitude_id);
  const tests = tested && {
    importance: tested[FIELDS[mode].importance],
    performance: tested[FIELDS[mode].performance],
  };
  const shifted =
    before !== undefined &&
    (tests?.importance.significant === true || tests?.performance.significant === true);
  return { before, tests, shifted };
}

function mean(values: number[]): number {
  return values.length === 0 ? 50 : values.reduce((sum, value) => sum + value, 0) / values.length;
}

/**
 * A padded axis range on a 0-100 scale, snapped to tens: the points never sit on the frame, and
 * two reports with similar figures get the same axes.
 */
export function paddedDomain(values: number[]): [number, number] {
  if (values.length === 0) return [0, 100];
  const low = Math.min(...values);
  const high = Math.max(...values);
  const pad = Math.max(2, (high - low) * 0.08);
  const min = Math.max(0, Math.floor((low - pad) / 10) * 10);
  const max = Math.min(100, Math.ceil((high + pad) / 10) * 10);
  return min < max ? [min, max] : [Math.max(0, min - 10), Math.min(100, max + 10)];
}

/**
 * Importance × performance points of every attitude with finite figures, and the means the
 * quadrant lines are drawn at (the same split the service uses for `seol`). With a comparison,
 * each point also knows where it sits for everyone and whether it moved significantly; the axes
 * then hold both positions.
 */
export function shapeQuadrant(
  attitudes: readonly ChartAttitude[],
  mode: FigureMode,
  comparison?: ChartComparison,
): QuadrantData {
  const points: QuadrantPoint[] = [];
  for (const attitude of attitudes) {
    const { importance, performance } = figures(attitude, mode);
    if (!Number.isFinite(importance) || !Number.isFinite(performance)) continue;
    points.push({
      id: attitude.id,
      attitudeId: attitude.attitude_id,
      keyword: attitude.keyword,
      importance,
      performance,
      classification: attitude.classification,
      seol: attitude.seol,
      ...compared(attitude, mode, comparison),
    });
  }
  const importances = points.map((point) => point.importance);
  const performances = points.map((point) => point.performance);
  const befores = points.flatMap((point) => (point.before ? [point.before] : []));
  return {
    points,
    meanImportance: mean(importances),
    meanPerformance: mean(performances),
    xDomain: paddedDomain([...importances, ...befores.map((before) => before.importance)]),
    yDomain: paddedDomain([...performances, ...befores.map((before) => before.performance)]),
  };
}

/**
 * Above this many points the names are left off: they could not be read among so many, and
 * placing and drawing them costs more than the points. Tooltips, the points' accessible names
 * and the attitudes table still name every attitude.
 */
export const LABEL_LIMIT = 60;

export type LabelSide = 'above' | 'below' | 'right' | 'left';

export interface LabelPlacement {
  side: LabelSide;
  /** Horizontal shift of a centred label (above/below), to keep it inside the plot. */
  dx: number;
  /** The label as placed: the keyword, cut with an ellipsis beyond `maxChars`. */
  text: string;
}

export interface LabelLayoutOptions {
  xDomain: [number, number];
  yDomain: [number, number];
  /** Size of the plotting area in pixels. */
  width: number;
  height: number;
  /** Average glyph width and line height of the label font, in pixels. */
  charWidth?: number;
  lineHeight?: number;
  /** Labels longer than this are cut with an ellipsis. */
  maxChars?: number;
}

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

export function shortLabel(keyword: string, maxChars = 18): string {
  return keyword.length > maxChars ? `${keyword.slice(0, maxChars - 1)}…` : keyword;
}

/**
 * Where each point's label goes (above, below, right or left of it) so that no two labels and no
 * label and point collide. The most important attitudes are placed first; a point whose label
 * fits nowhere goes without (its tooltip, accessible name and table row still name it).
 */
export function placeLabels(
  points: readonly QuadrantPoint[],
  options: LabelLayoutOptions,
): Map<string, LabelPlacement> {
  const {
    xDomain,
    yDomain,
    width,
    height,
    charWidth = 6.2,
    lineHeight = 13,
    maxChars = 18,
  } = options;
  const placed = new Map<string, LabelPlacement>();
  if (width <= 0 || height <= 0) return placed;
  const px = (value: number) => ((value - xDomain[0]) / (xDomain[1] - xDomain[0] || 1)) * width;
  const py = (value: number) =>
    height - ((value - yDomain[0]) / (yDomain[1] - yDomain[0] || 1)) * height;
  const centres = points.map((point) => ({
    point,
    x: px(point.importance),
    y: py(point.performance),
  }));
  const around = (x: number, y: number): Box => ({
    left: x - 7,
    right: x + 7,
    top: y - 7,
    bottom: y + 7,
  });
  const taken: Box[] = centres.map(({ x, y }) => around(x, y));
  // A significant shift starts at a ring of its own (where everyone is): no name over it either.
  for (const { before, shifted } of points) {
    if (shifted && before) taken.push(around(px(before.importance), py(before.performance)));
  }
  const order = [...centres].sort(
    (a, b) =>
      b.point.importance - a.point.importance || a.point.keyword.localeCompare(b.point.keyword),
  );
  for (const { point, x, y } of order) {
    const text = shortLabel(point.keyword, maxChars);
    const w = text.length * charWidth;
    // Centred labels slide sideways to stay inside the plot.
    const left = Math.min(Math.max(0, x - w / 2), Math.max(0, width - w));
    const dx = left + w / 2 - x;
    const candidates: [LabelSide, Box][] = [
      ['above', { left, right: left + w, top: y - 8 - lineHeight, bottom: y - 8 }],
      ['below', { left, right: left + w, top: y + 8, bottom: y + 8 + lineHeight }],
      [
        'right',
        { left: x + 9, right: x + 9 + w, top: y - lineHeight / 2, bottom: y + lineHeight / 2 },
      ],
      [
        'left',
        { left: x - 9 - w, right: x - 9, top: y - lineHeight / 2, bottom: y + lineHeight / 2 },
      ],
    ];
    for (const [side, box] of candidates) {
      const inside = box.left >= 0 && box.right <= width && box.top >= 0 && box.bottom <= height;
      if (inside && !taken.some((other) => overlaps(box, other))) {
        placed.set(point.id, { side, dx: side === 'above' || side === 'below' ? dx : 0, text });
        taken.push(box);
        break;
      }
    }
  }
  return placed;
}
