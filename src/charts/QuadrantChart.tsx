import { memo, useMemo, useState, useSyncExternalStore } from 'react';
import { Trans } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Delta } from '../components/Delta';
import { classificationInfo, seolInfo } from '../lib/result-codes';
import { formatFigure } from './figure-format';
import { PlotTooltip, QuadrantPlot, legendSx, plotSize } from './QuadrantPlot';
import { LABEL_LIMIT, placeLabels, type LabelPlacement, type QuadrantData } from './quadrant-data';
import { createHoverStore, type HoverStore } from './quadrant-hover';
import QuadrantLayer, { type QuadrantSeries } from './QuadrantLayer';
import { useChartColors } from './use-chart-colors';
import { useElementWidth } from './use-element-width';

export interface QuadrantChartProps {
  data: QuadrantData;
  /** Axis wording for the figures plotted ("rebased" means, "agreed" shares). */
  unit: '' | '%';
  onSelect?: (id: string) => void;
  height?: number;
  /**
   * Draw where each attitude sits for everyone (the points' `before`) and an arrow to the group's
   * position for those that moved significantly.
   */
  shifts?: boolean;
}

const TOOLTIP_WIDTH = 260;

/** The series colours and what they mean; the words stay in the text colour for contrast. */
function Legend({ series }: { series: QuadrantSeries[] }) {
  return (
    <Box component="ul" sx={legendSx(2)}>
      {series.map((group) => (
        <Box
          component="li"
          key={group.code}
          data-legend-color={group.color}
          sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}
        >
          <svg width={10} height={10} aria-hidden>
            <circle cx={5} cy={5} r={5} fill={group.color} />
          </svg>
          {group.name}
        </Box>
      ))}
    </Box>
  );
}

/** The figures of the point under the pointer or focus; only this re-renders on hover. */
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
  const importance = formatFigure(point.importance, unit);
  const performance = formatFigure(point.performance, unit);
  return (
    <PlotTooltip x={x} y={y} plotWidth={width} maxWidth={TOOLTIP_WIDTH}>
      <Typography variant="subtitle2">{point.keyword}</Typography>
      {point.before ? (
        <>
          <Typography variant="body2">
            <Trans>
              Importance {importance}{' '}
              <Delta
                value={point.importance}
                base={point.before.importance}
                sense="neutral"
                unit={unit}
                test={point.tests?.importance}
              />
            </Trans>
          </Typography>
          <Typography variant="body2">
            <Trans>
              Performance {performance}{' '}
              <Delta
                value={point.performance}
                base={point.before.performance}
                unit={unit}
                test={point.tests?.performance}
              />
            </Trans>
          </Typography>
        </>
      ) : (
        <Typography variant="body2">
          <Trans>
            Importance {importance} · Performance {performance}
          </Trans>
        </Typography>
      )}
      <Typography variant="body2" color="textSecondary">
        {classificationInfo(point.classification).label} · {seolInfo(point.seol).label}
      </Typography>
    </PlotTooltip>
  );
}

/**
 * Importance (x) against performance (y) for every attitude, coloured by classification (the
 * legend explains the colours). Each point is a button: click, Enter or Space opens it.
 */
function QuadrantChart({ data, unit, onSelect, height = 440, shifts = false }: QuadrantChartProps) {
  const colors = useChartColors();
  const [hover] = useState(createHoverStore);
  const [measure, width] = useElementWidth<HTMLDivElement>({
    later: data.points.length > LABEL_LIMIT,
  });
  const labels = useMemo(
    () =>
      data.points.length > LABEL_LIMIT
        ? new Map<string, LabelPlacement>()
        : placeLabels(data.points, {
            xDomain: data.xDomain,
            yDomain: data.yDomain,
            ...plotSize(width, height, unit),
            // A chart across a wide screen names its attitudes in full more often.
            maxChars: width >= 600 ? 26 : 18,
          }),
    [data, width, height, unit],
  );
  const series = useMemo(() => {
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
  }, [data.points, colors.tones]);

  const shiftColors = useMemo(
    () =>
      shifts && data.points.some((point) => point.before)
        ? { ring: colors.textSecondary, arrow: colors.text }
        : undefined,
    [shifts, data.points, colors.textSecondary, colors.text],
  );
  return (
    <QuadrantPlot
      measure={measure}
      width={width}
      height={height}
      unit={unit}
      domains={data}
      colors={colors}
      pointClass="quadrant-point"
      legend={<Legend series={series} />}
      tooltip={<HoverTooltip hover={hover} unit={unit} width={width} />}
      onLeave={() => hover.set(null)}
    >
      <QuadrantLayer
        series={series}
        labels={labels}
        unit={unit}
        onSelect={onSelect}
        hover={hover}
        text={colors.text}
        background={colors.background}
        shifts={shiftColors}
      />
    </QuadrantPlot>
  );
}

export default memo(QuadrantChart);
