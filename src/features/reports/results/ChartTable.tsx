import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

export interface ChartTableRow {
  id: string;
  keyword: string;
  cells: ReactNode[];
  /** A cell's exact figure, shown on hover where the cell rounds it. */
  titles?: (string | undefined)[];
}

interface ChartTableProps {
  label: string;
  caption?: ReactNode;
  /** The heads after the attitude's; numbers align right, words (`left`) do not. */
  columns: { head: ReactNode; left?: boolean }[];
  rows: readonly ChartTableRow[];
}

/** A chart's accessible alternative: one row an attitude, its name the row's head. */
export function ChartTable({ label, caption, columns, rows }: ChartTableProps) {
  const align = (index: number) => (columns[index]?.left ? undefined : 'right');
  return (
    <Table size="small" aria-label={label}>
      {/* MUI styles a table's caption: below it, in the secondary text colour. */}
      {caption && <caption>{caption}</caption>}
      <TableHead>
        <TableRow>
          <TableCell>
            <Trans>Attitude</Trans>
          </TableCell>
          {columns.map((column, index) => (
            <TableCell key={index} align={align(index)}>
              {column.head}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id}>
            <TableCell component="th" scope="row">
              {row.keyword}
            </TableCell>
            {row.cells.map((cell, index) => (
              <TableCell key={index} align={align(index)} title={row.titles?.[index]}>
                {cell}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The two charts side by side on wide screens, one above the other below. */
export const CHARTS_GRID_SX = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', xl: 'minmax(0, 3fr) minmax(0, 2fr)' },
  alignItems: 'start',
} as const;
