import { memo, useMemo } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { ChartFrame } from '../../../charts/ChartFrame';
import type { FigureMode } from '../../../charts/chart-types';
import { shapeCompareQuadrant, shapePairedBalance } from '../../../charts/compare-data';
import { formatFigure } from '../../../charts/figure-format';
import { LazyBalanceChart, LazyQuadrantChart } from '../../../charts/lazy';
import type { ExportGroup } from '../../../lib/export-footer';
import { formatDelta } from '../../../lib/format';
import type { ResultSignificance } from '../significance';
import { chartNotes } from './compare-groups';
import type { SharedPair } from './pair-attitudes';
import { FiguresToggle } from '../FiguresToggle';

interface CompareChartsProps {
  pairs: readonly SharedPair[];
  significance: ResultSignificance | undefined;
  figures: FigureMode;
  onFiguresChange: (figures: FigureMode) => void;
  busy: boolean;
  fileName: string;
  exportGroups: readonly ExportGroup[];
  /** Why B − A is not tested, when it is not: said under a saved picture. */
  untested: string | undefined;
}

const signed = (value: number) => formatDelta(value);

/** The quadrant with A → B arrows and the paired balance bars, side by side on wide screens. */
function CompareCharts({
  pairs,
  significance,
  figures,
  onFiguresChange,
  busy,
  fileName,
  exportGroups,
  untested,
}: CompareChartsProps) {
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
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', xl: 'minmax(0, 3fr) minmax(0, 2fr)' },
        alignItems: 'start',
      }}
    >
      <ChartFrame
        title={t`Importance × performance, A → B`}
        fileName={t`${fileName} - importance x performance`}
        exportGroups={exportGroups}
        exportNotes={notes.quadrant}
        busy={busy}
        description={
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
        }
        controls={<FiguresToggle figures={figures} onChange={onFiguresChange} />}
        table={
          <Table size="small" aria-label={t`Importance and performance of both groups`}>
            <TableHead>
              <TableRow>
                <TableCell>
                  <Trans>Attitude</Trans>
                </TableCell>
                <TableCell align="right">
                  <Trans>Importance A</Trans>
                </TableCell>
                <TableCell align="right">
                  <Trans>Importance B</Trans>
                </TableCell>
                <TableCell align="right">
                  <Trans>Performance A</Trans>
                </TableCell>
                <TableCell align="right">
                  <Trans>Performance B</Trans>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {quadrant.points.map((point) => (
                <TableRow key={point.id}>
                  <TableCell component="th" scope="row">
                    {point.keyword}
                  </TableCell>
                  <TableCell align="right">
                    {point.before ? formatFigure(point.before.importance, unit) : '—'}
                  </TableCell>
                  <TableCell align="right">{formatFigure(point.importance, unit)}</TableCell>
                  <TableCell align="right">
                    {point.before ? formatFigure(point.before.performance, unit) : '—'}
                  </TableCell>
                  <TableCell align="right">{formatFigure(point.performance, unit)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        }
      >
        <LazyQuadrantChart data={quadrant} unit={unit} />
      </ChartFrame>
      <ChartFrame
        title={t`Fulfillment balance, A and B`}
        fileName={t`${fileName} - fulfillment balance`}
        exportGroups={exportGroups}
        exportNotes={notes.balance}
        busy={busy}
        description={t`Performance agreed minus importance agreed, in group A’s order, worst first. A hollow, B solid.`}
        table={
          <Table size="small" aria-label={t`Fulfillment balance of both groups`}>
            <TableHead>
              <TableRow>
                <TableCell>
                  <Trans>Attitude</Trans>
                </TableCell>
                <TableCell align="right">{t({ message: 'A', context: 'group' })}</TableCell>
                <TableCell align="right">{t({ message: 'B', context: 'group' })}</TableCell>
                <TableCell align="right">{t`B − A`}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {balance.rows.map((row) => (
                <TableRow key={row.id}>
                  <TableCell component="th" scope="row">
                    {row.keyword}
                  </TableCell>
                  <TableCell align="right">{signed(row.a)}</TableCell>
                  <TableCell align="right">{signed(row.b)}</TableCell>
                  <TableCell align="right">{signed(row.b - row.a)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        }
      >
        <LazyBalanceChart data={balance} tested={tested} />
      </ChartFrame>
    </Box>
  );
}

export default memo(CompareCharts);
