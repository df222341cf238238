import { useMemo } from 'react';
import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import { Delta } from '../../../components/Delta';
import { shapeBalance } from '../../../charts/balance-data';
import { LazyBalanceChart, LazyQuadrantChart } from '../../../charts/lazy';
import { shapeQuadrant } from '../../../charts/quadrant-data';
import { formatDelta, formatNumber, formatPercent } from '../../../lib/format';
import { classificationInfo } from '../../../lib/result-codes';
import type { ResultAttitude } from '../../../queries/reports';
import type { ResultSignificance } from '../shared/significance';
import { ChartTable } from './ChartTable';
import { ChartPair, type ChartsProps } from './ChartPair';
import { FiguresToggle } from './FiguresToggle';

export interface GroupChartsProps extends ChartsProps {
  attitudes: readonly ResultAttitude[];
  /** Unfiltered figures by attitude id, when a filter is applied. */
  base?: Map<string, ResultAttitude> | undefined;
  /** The quadrant shows everyone's positions and the significant shifts from them. */
  shifts?: boolean;
  onShiftsChange?: (shifts: boolean) => void;
  onOpen?: ((id: string) => void) | undefined;
}

/** What a saved quadrant's rings and arrows mean: the picture travels without this page. */
function useQuadrantNotes(shown: boolean, significance: ResultSignificance | undefined): string[] {
  const { t } = useLingui();
  return useMemo(() => {
    if (!shown) return [];
    const faint = t`Faint rings: where each attitude sits for all respondents of the configuration.`;
    if (!significance) return [faint];
    const outside = significance.complementSize;
    const rate = formatPercent(Math.round((1 - significance.confidence) * 100));
    const bold = plural(outside, {
      one: `Bold rings and arrows: plotted figures that differ significantly from the # respondent outside the filters (every test of the result corrected together, false discovery rate ${rate}).`,
      other: `Bold rings and arrows: plotted figures that differ significantly from the # respondents outside the filters (every test of the result corrected together, false discovery rate ${rate}).`,
    });
    return [`${faint} ${bold}`];
  }, [shown, significance, t]);
}

/** One group's quadrant and balance bars, shifts and Δ against its unfiltered result. */
export function GroupCharts({
  attitudes,
  base,
  significance,
  figures,
  onFiguresChange,
  shifts = true,
  onShiftsChange,
  onOpen,
  ...frame
}: GroupChartsProps) {
  const { t } = useLingui();
  const quadrant = useMemo(
    () =>
      shapeQuadrant(
        attitudes,
        figures,
        base ? { base, tests: significance?.attitudes } : undefined,
      ),
    [attitudes, figures, base, significance],
  );
  const balance = useMemo(() => shapeBalance(attitudes, base), [attitudes, base]);
  const unit = figures === 'agreed' ? '%' : '';
  const tested = significance !== undefined;
  const shifted = quadrant.points.filter((point) => point.shifted).length;
  const quadrantNotes = useQuadrantNotes(base !== undefined && shifts, significance);

  return (
    <ChartPair
      {...frame}
      quadrant={{
        title: t`Importance × performance`,
        notes: quadrantNotes,
        description: (
          <>
            <Trans>
              Dashed lines are the means. Top right: strengths; bottom right: opportunities. The
              attitudes table below holds every figure.
            </Trans>
            {base && shifts && (
              <>
                {' '}
                <Trans>Faint rings: where each attitude sits for everyone.</Trans>
                {tested && ' '}
                {tested &&
                  (shifted > 0 ? (
                    <Plural
                      value={shifted}
                      one="Bold rings and arrows: the attitude whose plotted figures differ significantly for this group."
                      other="Bold rings and arrows: the # attitudes whose plotted figures differ significantly for this group."
                    />
                  ) : (
                    <Trans>No plotted figure differs significantly for this group.</Trans>
                  ))}
              </>
            )}
          </>
        ),
        controls: (
          <>
            {base && (
              <ToggleButton
                size="small"
                value="shifts"
                selected={shifts}
                onChange={() => onShiftsChange?.(!shifts)}
                aria-label={t`Shifts from everyone`}
              >
                <Trans>Shifts</Trans>
              </ToggleButton>
            )}
            <FiguresToggle figures={figures} onChange={onFiguresChange} />
          </>
        ),
        chart: (
          <LazyQuadrantChart
            data={quadrant}
            unit={unit}
            onSelect={onOpen}
            shifts={base !== undefined && shifts}
          />
        ),
      }}
      balance={{
        title: t`Fulfillment balance`,
        description: t`Performance agreed minus importance agreed, worst first. Red falls short of expectations.`,
        table: (
          <ChartTable
            label={t`Fulfillment balance, worst first`}
            caption={
              base &&
              (tested ? (
                <Trans>
                  Δ is the change against the unfiltered result; the balance has no significance
                  test of its own.
                </Trans>
              ) : (
                <Trans>Δ is the change against the unfiltered result.</Trans>
              ))
            }
            columns={[
              { head: <Trans>Balance</Trans> },
              { head: <Trans>Expectation</Trans>, left: true },
            ]}
            rows={balance.bars.map((bar) => ({
              id: bar.id,
              keyword: bar.keyword,
              titles: [formatNumber(bar.balance)],
              cells: [
                <>
                  {formatDelta(bar.balance)}
                  {/* Under the figure, as in the attitudes table: a phone has no room for a
                      column of its own. */}
                  {base && (
                    <Box component="span" sx={{ display: 'block' }}>
                      <Delta
                        value={bar.balance}
                        base={bar.before}
                        test={tested ? 'not-tested' : undefined}
                      />
                    </Box>
                  )}
                </>,
                classificationInfo(bar.fulfilled ? 'FE' : 'UE').label,
              ],
            }))}
          />
        ),
        chart: <LazyBalanceChart data={balance} onSelect={onOpen} tested={tested} />,
      }}
    />
  );
}
