import { memo, useMemo } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { shapeBalance } from '../../charts/balance-data';
import type { FigureMode } from '../../charts/chart-types';
import { ChartFrame } from '../../charts/ChartFrame';
import { LazyBalanceChart, LazyQuadrantChart } from '../../charts/lazy';
import { shapeQuadrant } from '../../charts/quadrant-data';
import { formatDelta, formatNumber } from '../../lib/format';
import { classificationInfo } from '../../lib/result-codes';
import type { ResultAttitude } from '../../queries/reports';

interface ResultChartsProps {
  attitudes: ResultAttitude[];
  figures: FigureMode;
  onFiguresChange: (figures: FigureMode) => void;
  onOpen: (id: string) => void;
  busy: boolean;
  reportName: string;
}

/** The quadrant and the balance bars, side by side on wide screens. */
function ResultCharts({
  attitudes,
  figures,
  onFiguresChange,
  onOpen,
  busy,
  reportName,
}: ResultChartsProps) {
  const quadrant = useMemo(() => shapeQuadrant(attitudes, figures), [attitudes, figures]);
  const balance = useMemo(() => shapeBalance(attitudes), [attitudes]);
  const unit = figures === 'agreed' ? '%' : '';

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
        title="Importance × performance"
        fileName={`${reportName} - importance x performance`}
        description="Dashed lines are the means. Top right: strengths; bottom right: opportunities. The attitudes table below holds every figure."
        busy={busy}
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
      >
        <LazyQuadrantChart data={quadrant} unit={unit} onSelect={onOpen} />
      </ChartFrame>
      <ChartFrame
        title="Fulfillment balance"
        fileName={`${reportName} - fulfillment balance`}
        description="Performance agreed minus importance agreed, worst first. Red falls short of expectations."
        busy={busy}
        table={
          <Table size="small" aria-label="Fulfillment balance, worst first">
            <TableHead>
              <TableRow>
                <TableCell>Attitude</TableCell>
                <TableCell align="right">Balance</TableCell>
                <TableCell>Expectation</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {balance.bars.map((bar) => (
                <TableRow key={bar.id}>
                  <TableCell component="th" scope="row">
                    {bar.keyword}
                  </TableCell>
                  <TableCell align="right" title={formatNumber(bar.balance)}>
                    {formatDelta(bar.balance)}
                  </TableCell>
                  <TableCell>{classificationInfo(bar.fulfilled ? 'FE' : 'UE').label}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        }
      >
        <LazyBalanceChart data={balance} onSelect={onOpen} />
      </ChartFrame>
    </Box>
  );
}

export default memo(ResultCharts);
