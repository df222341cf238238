import { memo, useMemo } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useSteppedReveal } from '../../lib/use-stepped-reveal';
import AttitudeRow, { rowStyles } from './AttitudeRow';
import { ATTITUDE_COLUMNS, sortAttitudes, type SortState } from './attitude-columns';
import type { ResultAttitude } from '../../queries/reports';

/** Rows added per task when a table is long: inserting 500 rows at once is a 600 ms task. */
const ROW_BLOCK = 100;
/** Measured in Chromium: the heading and column headers (narrow screens wrap the note), a row. */
const HEAD_HEIGHT = 150;
const ROW_HEIGHT = 53;

interface AttitudesTableProps {
  attitudes: ResultAttitude[];
  /** Unfiltered figures by attitude id, when a filter is applied. */
  base: Map<string, ResultAttitude> | undefined;
  sort: SortState;
  onSort: (sort: SortState) => void;
  onOpen: (id: string) => void;
}

/** Every figure of every attitude; sortable; each attitude opens its detail. */
function AttitudesTable({ attitudes, base, sort, onSort, onOpen }: AttitudesTableProps) {
  const rows = useMemo(() => sortAttitudes(attitudes, sort), [attitudes, sort]);
  const shown = useSteppedReveal(Math.ceil(rows.length / ROW_BLOCK)) * ROW_BLOCK;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="attitudes-heading"
      // Off screen (below the charts), the browser skips laying out hundreds of rows until they
      // scroll into view. Until then it holds the table's estimated height, so the page's length
      // and the scroll bar barely move when it is drawn; `auto` then remembers the real size.
      sx={{
        contentVisibility: 'auto',
        containIntrinsicSize: `auto ${HEAD_HEIGHT + rows.length * ROW_HEIGHT}px`,
      }}
    >
      <Box sx={{ p: 2, pb: 1 }}>
        <Typography id="attitudes-heading" variant="h3" component="h2">
          Attitudes
        </Typography>
        <Typography variant="body2" color="textSecondary">
          Performance and importance are rebased means (0–100); “agreed” is the share rating 4 or 5.
          {base ? ' Δ is the change against the unfiltered result.' : ''}
        </Typography>
      </Box>
      <TableContainer
        tabIndex={0}
        aria-label="Attitudes table, scrolls sideways"
        sx={(theme) => ({
          maxWidth: '100%',
          // A shadow on the right edge while columns are out of view there. The paper-coloured
          // cover sits at the end of the scrolled content and slides over the shadow once the
          // last column is in view (the cells are transparent, so both show through them).
          background: [
            `linear-gradient(to left, ${theme.palette.background.paper} 40%, transparent) right / 2rem 100% no-repeat local`,
            `radial-gradient(farthest-side at 100% 50%, ${alpha(theme.palette.text.primary, 0.2)}, transparent) right / 0.75rem 100% no-repeat scroll`,
          ].join(', '),
        })}
      >
        <Table
          size="small"
          aria-labelledby="attitudes-heading"
          sx={(theme) => ({
            minWidth: 1100,
            '& td, & th': { whiteSpace: 'nowrap' },
            ...rowStyles(theme),
          })}
        >
          <TableHead>
            <TableRow>
              {ATTITUDE_COLUMNS.map((column) => {
                const active = sort.key === column.key;
                return (
                  <TableCell
                    key={column.key}
                    align={column.numeric ? 'right' : 'left'}
                    sortDirection={active ? (sort.descending ? 'desc' : 'asc') : false}
                    sx={
                      column.key === 'keyword'
                        ? { position: 'sticky', left: 0, zIndex: 2, bgcolor: 'background.paper' }
                        : undefined
                    }
                  >
                    <TableSortLabel
                      active={active}
                      direction={active && sort.descending ? 'desc' : 'asc'}
                      onClick={() =>
                        onSort({ key: column.key, descending: active ? !sort.descending : false })
                      }
                    >
                      {column.label}
                    </TableSortLabel>
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.slice(0, shown).map((attitude) => (
              <AttitudeRow
                key={attitude.id}
                attitude={attitude}
                before={base?.get(attitude.attitude_id)}
                onOpen={onOpen}
              />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}

export default memo(AttitudesTable);
