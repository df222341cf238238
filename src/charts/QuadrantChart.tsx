import { memo, useMemo, useState, useSyncExternalStore } from 'react';
import Typography from '@mui/material/Typography';
import { classificationInfo } from '../lib/result-codes';
import type { CompareQuadrantData } from './compare-data';
import { PlotTooltip, QuadrantPlot, plotSize } from './QuadrantPlot';
import { LABEL_LIMIT, placeLabels, type LabelPlacement, type QuadrantData } from './quadrant-data';
import { createHoverStore, type HoverStore } from './quadrant-hover';
import { PairFigures, PairLegend, SeriesLegend, SingleFigures } from './quadrant-keys';
import QuadrantLayer, { type QuadrantSeries } from './QuadrantLayer';
import { useChartColors } from './use-chart-colors';
import { useElementWidth } from './use-element-width';

/**
 * One group's quadrant (`QuadrantData`) or two groups' (`CompareQuadrantData`: B's positions,
 * each with A's as its `before`).
 */
export type QuadrantChartProps = {
  /** Axis wording for the figures plotted ("rebased" means, "agreed" shares). */
  unit: '' | '%';
  height?: number;
} & (
  | {
      data: QuadrantData;
      onSelect?: (id: string) => void;
      /**
       * Draw where each attitude sits for everyone (the points' `before`) and an arrow to the
       * group's position for those that moved significantly.
       */
      shifts?: boolean;
    }
  | { data: CompareQuadrantData; onSelect?: undefined; shifts?: undefined }
);

/** The default heights of one group's chart and of two groups'. */
export const QUADRANT_HEIGHT = { 1: 440, 2: 460 } as const;

/** The figures of the point under the pointer or focus; only this re-renders on hover. */
function HoverTooltip({
  hover,
  unit,
  width,
  paired,
}: {
  hover: HoverStore;
  unit: '' | '%';
  width: number;
  paired: boolean;
}) {
  const hovered = useSyncExternalStore(hover.subscribe, hover.get);
  if (!hovered) return null;
  const { point, x, y } = hovered;
  return (
    <PlotTooltip x={x} y={y} plotWidth={width} maxWidth={paired ? 280 : 260}>
      <Typography variant="subtitle2">{point.keyword}</Typography>
      {paired ? (
        <PairFigures point={point} unit={unit} />
      ) : (
        <SingleFigures point={point} unit={unit} />
      )}
    </PlotTooltip>
  );
}

/**
 * Importance (x) against performance (y) for every attitude. Of one group, coloured by
 * classification (the legend explains the colours); each point is a button: click, Enter or
 * Space opens it. Of two groups, each attitude's group A position (a ring) joined by an arrow to
 * its group B position (a dot); arrows of significant moves are bold when the service tested B
 * against A, and the guide lines are group A's means.
 */
function QuadrantChart({
  data,
  unit,
  onSelect,
  height: asked,
  shifts = false,
}: QuadrantChartProps) {
  const paired = 'tested' in data;
  const height = asked ?? QUADRANT_HEIGHT[paired ? 2 : 1];
  const colors = useChartColors();
  const [hover] = useState(createHoverStore);
  const [measure, width] = useElementWidth<HTMLDivElement>({
    later: data.points.length > LABEL_LIMIT,
    remember: 'quadrant',
  });
  const labels = useMemo(
    () =>
      data.points.length > LABEL_LIMIT
        ? new Map<string, LabelPlacement>()
        : placeLabels(
            // Every A ring is kept clear of names, as a significant shift's ring is on one report.
            paired ? data.points.map((point) => ({ ...point, shifted: true })) : data.points,
            {
              xDomain: data.xDomain,
              yDomain: data.yDomain,
              ...plotSize(width, height, unit),
              // A chart across a wide screen names its attitudes in full more often.
              maxChars: width >= 600 ? 26 : paired ? 16 : 18,
            },
          ),
    [data, paired, width, height, unit],
  );
  const series = useMemo(() => {
    if (paired) return [{ code: 'b', name: 'B', color: colors.groups.b, points: data.points }];
    const groups = new Map<string, QuadrantSeries['points']>();
    for (const point of data.points) {
      const group = groups.get(point.classification) ?? [];
      group.push(point);
      groups.set(point.classification, group);
    }
    return [...groups.entries()].map(([code, points]): QuadrantSeries => {
      const info = classificationInfo(code);
      return { code, name: info.label, color: colors.tones[info.tone], points };
    });
  }, [paired, data.points, colors.tones, colors.groups.b]);

  const tested = paired && data.tested;
  const shiftColors = useMemo(
    () =>
      paired
        ? {
            paired: true as const,
            tested,
            colors: { a: colors.groups.a, significant: colors.text, other: colors.textSecondary },
          }
        : shifts && data.points.some((point) => point.before)
          ? { ring: colors.textSecondary, arrow: colors.text }
          : undefined,
    [paired, tested, shifts, data.points, colors],
  );
  return (
    <QuadrantPlot
      measure={measure}
      width={width}
      height={height}
      unit={unit}
      domains={data}
      colors={colors}
      pointClass={paired ? 'compare-point' : 'quadrant-point'}
      legend={
        paired ? (
          <PairLegend a={colors.groups.a} b={colors.groups.b} />
        ) : (
          <SeriesLegend series={series} />
        )
      }
      tooltip={<HoverTooltip hover={hover} unit={unit} width={width} paired={paired} />}
      onLeave={() => hover.set(null)}
    >
      {({ x, y }) => (
        <QuadrantLayer
          x={x}
          y={y}
          series={series}
          labels={labels}
          unit={unit}
          onSelect={onSelect}
          hover={hover}
          text={colors.text}
          background={colors.background}
          shifts={shiftColors}
        />
      )}
    </QuadrantPlot>
  );
}

export default memo(QuadrantChart);
