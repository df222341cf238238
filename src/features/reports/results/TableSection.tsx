import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import type { SxProps, Theme } from '@mui/material/styles';
import { SectionHeader } from '../../../components/SectionHeader';
import { ScrollingTable } from './table-parts';

interface TableSectionProps {
  headingId: string;
  title: ReactNode;
  /** Under the title: what the figures mean, and the table's switches. */
  intro: ReactNode;
  /** Beside the title on a wide screen, under it on a phone (a download). */
  actions?: ReactNode;
  scrollLabel: string;
  containHidden?: boolean;
  sx?: SxProps<Theme>;
  /** The table's rules: its width, and the row styles (see AttitudeRow's rowStyles). */
  tableSx: SxProps<Theme>;
  className?: string | undefined;
  /** The head and body. */
  children: ReactNode;
}

/** The attitudes table's frame, for one group or two: heading, intro, the scrolling table. */
export function TableSection({
  headingId,
  title,
  intro,
  actions,
  scrollLabel,
  containHidden = false,
  sx,
  tableSx,
  className,
  children,
}: TableSectionProps) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={sx}>
      <SectionHeader headingId={headingId} title={title} actions={actions}>
        {intro}
      </SectionHeader>
      <ScrollingTable label={scrollLabel} containHidden={containHidden}>
        <Table size="small" aria-labelledby={headingId} className={className} sx={tableSx}>
          {children}
        </Table>
      </ScrollingTable>
    </Paper>
  );
}
