import { memo, useMemo } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { ChartFrame } from '../../../charts/ChartFrame';
import type { FigureMode } from '../../../charts/chart-types';
import { shapeCompareQuadrant, shapePairedBalance } from '../../../charts/compare-data';
import { LazyCompareQuadrantChart, LazyPairedBalanceChart } from '../../../charts/lazy';
import type { ExportGroup } from '../../../lib/export-footer';
import { formatDelta, formatNumber } from '../../../lib/format';
import type { ResultSignificance } from '../significance';
import { chartNotes } from './compare-groups';
import type { SharedPair } from './pair-attitudes';

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
        title="Importance × performance, A → B"
        fileName={`${fileName} - importance x performance`}
        exportGroups={exportGroups}
        exportNotes={notes.quadrant}
        busy={busy}
        description={
          <>
            Each arrow runs from an attitude’s place in group A (ring) to its place in group B
            (dot). Dashed lines are group A’s means.
            {tested &&
              (moved > 0
                ? ` Bold arrows: the ${moved === 1 ? 'attitude' : `${moved} attitudes`} whose plotted figures differ significantly.`
                : ' No plotted figure differs significantly.')}
          </>
        }
        controls={
          <ToggleButtonGroup
            size="small"
            exclusive
            value={figures}
            onChange={(_, value: FigureMode | null) => value && onFiguresChange(value)}
            aria-label="Figures plotted"
          >
            <ToggleButton value="rebased">Rebased</ToggleButton>
            <ToggleButton value="agreed">Agreed</ToggleButton>
          </ToggleButtonGroup>
        }
        table={
          <Table size="small" aria-label="Importance and performance of both groups">
            <TableHead>
              <TableRow>
                <TableCell>Attitude</TableCell>
                <TableCell align="right">Importance A</TableCell>
                <TableCell align="right">Importance B</TableCell>
                <TableCell align="right">Performance A</TableCell>
                <TableCell align="right">Performance B</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {quadrant.points.map((point) => (
                <TableRow key={point.id}>
                  <TableCell component="th" scope="row">
                    {point.keyword}
                  </TableCell>
                  <TableCell align="right">
                    {point.before ? `${formatNumber(point.before.importance)}${unit}` : '—'}
                  </TableCell>
                  <TableCell align="right">
                    {formatNumber(point.importance)}
                    {unit}
                  </TableCell>
                  <TableCell align="right">
                    {point.before ? `${formatNumber(point.before.performance)}${unit}` : '—'}
                  </TableCell>
                  <TableCell align="right">
                    {formatNumber(point.performance)}
                    {unit}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        }
      >
        <LazyCompareQuadrantChart data={quadrant} unit={unit} />
      </ChartFrame>
      <ChartFrame
        title="Fulfillment balance, A and B"
        fileName={`${fileName} - fulfillment balance`}
        exportGroups={exportGroups}
        exportNotes={notes.balance}
        busy={busy}
        description="Performance agreed minus importance agreed, in group A’s order, worst first. A hollow, B solid."
        table={
          <Table size="small" aria-label="Fulfillment balance of both groups">
            <TableHead>
              <TableRow>
                <TableCell>Attitude</TableCell>
                <TableCell align="right">A</TableCell>
                <TableCell align="right">B</TableCell>
                <TableCell align="right">B − A</TableCell>
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
        <LazyPairedBalanceChart data={balance} tested={tested} />
      </ChartFrame>
    </Box>
  );
}

export default memo(CompareCharts);
