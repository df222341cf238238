import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import { ChartFrame } from '../../../charts/ChartFrame';
import type { FigureMode } from '../../../charts/chart-types';
import type { ExportGroup } from '../../../lib/export-footer';
import type { ResultSignificance } from '../shared/significance';
import { CHARTS_GRID_SX } from './ChartTable';

/** One chart's card as a view fills it in: the chart, its words and its table. */
export interface ChartCard {
  title: string;
  description: ReactNode;
  /** What a saved picture's marks mean. */
  notes?: readonly string[];
  controls?: ReactNode;
  table?: ReactNode;
  chart: ReactNode;
}

/** What both charts' cards share. */
interface ChartsFrame {
  /** The saved pictures' name: the report, and the groups in a comparison. */
  fileName: string;
  /** Whose figures the charts show, for the footer of a saved picture. */
  exportGroups: readonly ExportGroup[];
  busy: boolean;
}

/** What the charts of one group or two take alike. */
export interface ChartsProps extends ChartsFrame {
  significance?: ResultSignificance | undefined;
  figures: FigureMode;
  onFiguresChange: (figures: FigureMode) => void;
}

interface ChartPairProps extends ChartsFrame {
  quadrant: ChartCard;
  balance: ChartCard;
}

/** The quadrant and the balance bars, side by side on wide screens. */
export function ChartPair({ quadrant, balance, fileName, exportGroups, busy }: ChartPairProps) {
  const { t } = useLingui();
  const cards = [
    [quadrant, t`${fileName} - importance x performance`],
    [balance, t`${fileName} - fulfillment balance`],
  ] as const;
  return (
    <Box sx={CHARTS_GRID_SX}>
      {cards.map(([card, name]) => (
        <ChartFrame
          key={name}
          title={card.title}
          fileName={name}
          exportGroups={exportGroups}
          exportNotes={card.notes}
          description={card.description}
          busy={busy}
          controls={card.controls}
          table={card.table}
        >
          {card.chart}
        </ChartFrame>
      ))}
    </Box>
  );
}
