import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ActivityEntry } from '../../queries/activity';
import { actionLabel } from './activity-labels';
import { EntrySentence, EntryTime } from './ActivityCells';

/**
 * The time and action columns' widths, narrower below `md` so the sentence keeps room; shared
 * with the loading skeleton so the rows do not jump as they arrive.
 */
const WHEN_WIDTH = { xs: '8.5rem', md: '9.5rem' };
const ACTION_WIDTH = { xs: '9rem', md: '13.5rem' };
export const ACTIVITY_COLUMNS = {
  xs: `${WHEN_WIDTH.xs} minmax(0, 1fr) ${ACTION_WIDTH.xs}`,
  md: `${WHEN_WIDTH.md} minmax(0, 1fr) ${ACTION_WIDTH.md}`,
};

export interface ActivityListProps {
  entries: ActivityEntry[];
  /** Targets the entries in view show deleted: none of their entries links to them. */
  deleted: ReadonlySet<string>;
}

export function ActivityTable({ entries, deleted }: ActivityListProps) {
  const { t } = useLingui();
  return (
    <Table
      size="small"
      aria-label={t`Activity`}
      sx={{
        tableLayout: 'fixed',
        '& .when': { width: WHEN_WIDTH, whiteSpace: 'nowrap' },
        '& .action': { width: ACTION_WIDTH, color: 'text.secondary' },
        '& .MuiTableCell-root': { verticalAlign: 'top', py: 1.25 },
        '& .MuiTableCell-root:first-of-type': { pl: 2 },
        '& .MuiTableCell-root:last-of-type': { pr: 2 },
      }}
    >
      <TableHead>
        <TableRow>
          <TableCell className="when">
            <Trans>When</Trans>
          </TableCell>
          <TableCell>
            <Trans>What happened</Trans>
          </TableCell>
          <TableCell className="action">
            <Trans>Action</Trans>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.map((entry) => (
          <TableRow key={entry.id} hover data-testid="activity-row">
            <TableCell className="when">
              <EntryTime at={entry.at} />
            </TableCell>
            <TableCell>
              <EntrySentence entry={entry} deleted={deleted} />
            </TableCell>
            <TableCell className="action">{actionLabel(entry.action)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
