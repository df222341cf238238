import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Delta } from '../components/Delta';
import { classificationInfo, seolInfo } from '../lib/result-codes';
import { COMPARISON_SIDES, type SignificanceTest } from '../lib/significance-marks';
import { formatFigure } from './figure-format';
import { legendSx } from './QuadrantPlot';
import type { QuadrantPoint } from './quadrant-data';
import type { QuadrantSeries } from './QuadrantLayer';

/** The series colours and what they mean; the words stay in the text colour for contrast. */
export function SeriesLegend({ series }: { series: QuadrantSeries[] }) {
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

/** Group A (a ring) and group B (a dot): the shapes say which is which without the colours. */
export function PairLegend({ a, b }: { a: string; b: string }) {
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

/** One group's figures, with their change against everyone when a filter is applied. */
export function SingleFigures({ point, unit }: { point: QuadrantPoint; unit: '' | '%' }) {
  const importance = formatFigure(point.importance, unit);
  const performance = formatFigure(point.performance, unit);
  return (
    <>
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
    </>
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

/** Both groups' figures (B's point holds A's as its `before`) and B − A. */
export function PairFigures({ point, unit }: { point: QuadrantPoint; unit: '' | '%' }) {
  return (
    <>
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
    </>
  );
}
