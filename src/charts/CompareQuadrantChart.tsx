import { memo, useMemo, useState, useSyncExternalStore } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Delta } from '../components/Delta';
import { COMPARISON_SIDES, type SignificanceTest } from '../lib/significance-marks';
import type { CompareQuadrantData } from './compare-data';
import CompareLayer from './CompareLayer';
import { formatFigure } from './figure-format';
import { PlotTooltip, QuadrantPlot, legendSx, plotSize } from './QuadrantPlot';
import { LABEL_LIMIT, placeLabels, type LabelPlacement } from './quadrant-data';
import { createHoverStore, type HoverStore } from './quadrant-hover';
import { useChartColors } from './use-chart-colors';
import { useElementWidth } from './use-element-width';

export interface CompareQuadrantChartProps {
  data: CompareQuadrantData;
  /** Axis wording for the figures plotted ("rebased" means, "agreed" shares). */
  unit: '' | '%';
  height?: number;
}

const TOOLTIP_WIDTH = 280;

/** Group A (a ring) and group B (a dot): the shapes say which is which without the colours. */
function Legend({ a, b }: { a: string; b: string }) {
  return (
    <Box component="ul" sx={legendSx(2.5)}>
      <Box
        component="li"
        data-legend-color={a}
        data-legend-shape="ring"
        sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}
      >
        <svg width={12} height={12} aria-hidden>
          <circle cx={6} cy={6} r={4.5} fill="none" stroke={a} strokeWidth={2} />
        </svg>
        <Trans>Group A</Trans>
      </Box>
      <Box
        component="li"
        data-legend-color={b}
        sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}
      >
        <svg width={12} height={12} aria-hidden>
          <circle cx={6} cy={6} r={6} fill={b} />
        </svg>
        <Trans>Group B</Trans>
      </Box>
    </Box>
  );
}

function FigureLine({
  figure,
  a,
  b,
  test,
  unit,
}: {
  figure: 'importance' | 'performance';
  a: number | undefined;
  b: number;
  test: SignificanceTest | undefined;
  unit: '' | '%';
}) {
  const { t } = useLingui();
  const shownA = a === undefined ? '—' : formatFigure(a, unit);
  const shownB = formatFigure(b, unit);
  const delta = (
    <Delta
      value={b}
      base={a}
      unit={unit}
      sense={figure === 'importance' ? 'neutral' : 'higher-better'}
      test={test}
      against="group-a"
      sides={COMPARISON_SIDES}
      prefix={t`B − A`}
    />
  );
  return (
    <Typography variant="body2">
      {figure === 'importance' ? (
        <Trans>
          Importance: A {shownA}, B {shownB} {delta}
        </Trans>
      ) : (
        <Trans>
          Performance: A {shownA}, B {shownB} {delta}
        </Trans>
      )}
    </Typography>
  );
}

function HoverTooltip({
  hover,
  unit,
  width,
}: {
  hover: HoverStore;
  unit: '' | '%';
  width: number;
}) {
  const hovered = useSyncExternalStore(hover.subscribe, hover.get);
  if (!hovered) return null;
  const { point, x, y } = hovered;
  return (
    <PlotTooltip x={x} y={y} plotWidth={width} maxWidth={TOOLTIP_WIDTH}>
      <Typography variant="subtitle2">{point.keyword}</Typography>
      <FigureLine
        figure="importance"
        a={point.before?.importance}
        b={point.importance}
        test={point.tests?.importance}
        unit={unit}
      />
      <FigureLine
        figure="performance"
        a={point.before?.performance}
        b={point.performance}
        test={point.tests?.performance}
        unit={unit}
      />
    </PlotTooltip>
  );
}

/**
 * Importance (x) against performance (y) for two groups: each attitude's group A position (a
 * ring) joined by an arrow to its group B position (a dot). Arrows of significant moves are bold
 * when the service tested B against A. The guide lines are group A's means.
 */
function CompareQuadrantChart({ data, unit, height = 460 }: CompareQuadrantChartProps) {
  const colors = useChartColors();
  const [hover] = useState(createHoverStore);
  const [measure, width] = useElementWidth<HTMLDivElement>({
    later: data.points.length > LABEL_LIMIT,
  });
  const labels = useMemo(
    () =>
      data.points.length > LABEL_LIMIT
        ? new Map<string, LabelPlacement>()
        : // Every A ring is kept clear of names, as a significant shift's ring is on one report.
          placeLabels(
            data.points.map((point) => ({ ...point, shifted: true })),
            {
              xDomain: data.xDomain,
              yDomain: data.yDomain,
              ...plotSize(width, height, unit),
              maxChars: width >= 600 ? 26 : 16,
            },
          ),
    [data, width, height, unit],
  );
  const layerColors = useMemo(
    () => ({
      a: colors.groups.a,
      b: colors.groups.b,
      text: colors.text,
      textSecondary: colors.textSecondary,
      background: colors.background,
    }),
    [colors],
  );
  return (
    <QuadrantPlot
      measure={measure}
      width={width}
      height={height}
      unit={unit}
      domains={data}
      colors={colors}
      pointClass="compare-point"
      legend={<Legend a={colors.groups.a} b={colors.groups.b} />}
      tooltip={<HoverTooltip hover={hover} unit={unit} width={width} />}
      onLeave={() => hover.set(null)}
    >
      <CompareLayer
        points={data.points}
        labels={labels}
        unit={unit}
        hover={hover}
        tested={data.tested}
        colors={layerColors}
      />
    </QuadrantPlot>
  );
}

export default memo(CompareQuadrantChart);
