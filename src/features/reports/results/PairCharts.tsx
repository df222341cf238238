import { useMemo } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { shapeCompareQuadrant, shapePairedBalance } from '../../../charts/compare-data';
import { formatFigure } from '../../../charts/figure-format';
import { LazyBalanceChart, LazyQuadrantChart } from '../../../charts/lazy';
import { formatDelta } from '../../../lib/format';
import { chartNotes } from './chart-notes';
import type { SharedPair } from './pair-attitudes';
import { ChartPair, type ChartsProps } from './ChartPair';
import { ChartTable } from './ChartTable';
import { FiguresToggle } from './FiguresToggle';

export interface PairChartsProps extends ChartsProps {
  /** The attitudes both groups hold, which the charts plot. */
  pairs: readonly SharedPair[];
  /** Why B − A is not tested, when it is not: said under a saved picture. */
  untested: string | undefined;
}

const signed = (value: number) => formatDelta(value);

/** The quadrant with A → B arrows and the paired balance bars. */
export function PairCharts({
  pairs,
  significance,
  figures,
  onFiguresChange,
  untested,
  ...frame
}: PairChartsProps) {
  const { t } = useLingui();
  const quadrant = useMemo(
    () => shapeCompareQuadrant(pairs, figures, significance?.attitudes),
    [pairs, figures, significance],
  );
  const balance = useMemo(() => shapePairedBalance(pairs), [pairs]);
  const unit = figures === 'agreed' ? '%' : '';
  const tested = significance !== undefined;
  const moved = quadrant.points.filter((point) => point.shifted).length;
  const notes = useMemo(() => chartNotes(significance, untested), [significance, untested]);

  return (
    <ChartPair
      {...frame}
      quadrant={{
        title: t`Importance × performance, A → B`,
        notes: notes.quadrant,
        description: (
          <>
            <Trans>
              Each arrow runs from an attitude’s place in group A (ring) to its place in group B
              (dot). Dashed lines are group A’s means.
            </Trans>
            {tested && ' '}
            {tested &&
              (moved > 0 ? (
                <Plural
                  value={moved}
                  one="Bold arrows: the attitude whose plotted figures differ significantly."
                  other="Bold arrows: the # attitudes whose plotted figures differ significantly."
                />
              ) : (
                <Trans>No plotted figure differs significantly.</Trans>
              ))}
          </>
        ),
        controls: <FiguresToggle figures={figures} onChange={onFiguresChange} />,
        table: (
          <ChartTable
            label={t`Importance and performance of both groups`}
            columns={[
              { head: <Trans>Importance A</Trans> },
              { head: <Trans>Importance B</Trans> },
              { head: <Trans>Performance A</Trans> },
              { head: <Trans>Performance B</Trans> },
            ]}
            rows={quadrant.points.map((point) => ({
              id: point.id,
              keyword: point.keyword,
              cells: [
                point.before ? formatFigure(point.before.importance, unit) : '—',
                formatFigure(point.importance, unit),
                point.before ? formatFigure(point.before.performance, unit) : '—',
                formatFigure(point.performance, unit),
              ],
            }))}
          />
        ),
        chart: <LazyQuadrantChart data={quadrant} unit={unit} />,
      }}
      balance={{
        title: t`Fulfillment balance, A and B`,
        notes: notes.balance,
        description: t`Performance agreed minus importance agreed, in group A’s order, worst first. A hollow, B solid.`,
        table: (
          <ChartTable
            label={t`Fulfillment balance of both groups`}
            columns={[
              { head: t({ message: 'A', context: 'group' }) },
              { head: t({ message: 'B', context: 'group' }) },
              { head: t`B − A` },
            ]}
            rows={balance.rows.map((row) => ({
              id: row.id,
              keyword: row.keyword,
              cells: [signed(row.a), signed(row.b), signed(row.b - row.a)],
            }))}
          />
        ),
        chart: <LazyBalanceChart data={balance} tested={tested} />,
      }}
    />
  );
}
