import { memo, useMemo } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatInteger, formatNumber } from '../../lib/format';
import { classificationInfo, pppInfo, seolInfo } from '../../lib/result-codes';
import { Delta } from './Delta';
import { formatRatio } from './figures';
import { ATTITUDE_COLUMNS, sortAttitudes, type SortState } from './attitude-columns';
import type { ResultAttitude } from './reports.queries';

interface AttitudesTableProps {
  attitudes: ResultAttitude[];
  /** Unfiltered figures by attitude id, when a filter is applied. */
  base: Map<string, ResultAttitude> | undefined;
  sort: SortState;
  onSort: (sort: SortState) => void;
  onOpen: (id: string) => void;
}

function Commenters({ attitude }: { attitude: ResultAttitude }) {
  const { count, commenters } = attitude.comments;
  if (count === 0) return <>0</>;
  const names = commenters.map((commenter) => commenter.full_name).filter(Boolean);
  const shown = names.slice(0, 2).join(', ');
  const more = names.length > 2 ? ` +${names.length - 2}` : '';
  return (
    <Tooltip title={names.length > 0 ? names.join(', ') : ''} disableHoverListener={!names.length}>
      <span>
        {formatInteger(count)}
        {shown && (
          <Typography
            component="span"
            variant="caption"
            color="text.secondary"
            sx={{ display: 'block' }}
          >
            {shown}
            {more}
          </Typography>
        )}
      </span>
    </Tooltip>
  );
}

/** Every figure of every attitude; sortable; each attitude opens its detail. */
function AttitudesTable({ attitudes, base, sort, onSort, onOpen }: AttitudesTableProps) {
  const rows = useMemo(() => sortAttitudes(attitudes, sort), [attitudes, sort]);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="attitudes-heading">
      <Box sx={{ p: 2, pb: 1 }}>
        <Typography id="attitudes-heading" variant="h3" component="h2">
          Attitudes
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Performance and importance are rebased means (0–100); “agreed” is the share rating 4 or 5.
          {base ? ' Δ is the change against all respondents.' : ''}
        </Typography>
      </Box>
      <TableContainer
        tabIndex={0}
        aria-label="Attitudes table, scrolls sideways"
        sx={{ maxWidth: '100%' }}
      >
        <Table
          size="small"
          aria-labelledby="attitudes-heading"
          sx={{ minWidth: 1100, '& td, & th': { whiteSpace: 'nowrap' } }}
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
            {rows.map((attitude) => {
              const before = base?.get(attitude.attitude_id);
              return (
                <TableRow
                  key={attitude.id}
                  hover
                  onClick={() => onOpen(attitude.id)}
                  sx={{ cursor: 'pointer' }}
                >
                  {ATTITUDE_COLUMNS.map((column) => {
                    if (column.key === 'keyword') {
                      return (
                        <TableCell
                          key={column.key}
                          component="th"
                          scope="row"
                          sx={{
                            position: 'sticky',
                            left: 0,
                            zIndex: 1,
                            bgcolor: 'background.paper',
                          }}
                        >
                          <Link
                            component="button"
                            type="button"
                            underline="hover"
                            onClick={(event) => {
                              event.stopPropagation();
                              onOpen(attitude.id);
                            }}
                            sx={{ fontWeight: 600, textAlign: 'left' }}
                          >
                            {attitude.keyword}
                          </Link>
                        </TableCell>
                      );
                    }
                    if (column.key === 'seol') {
                      return (
                        <TableCell key={column.key} title={seolInfo(attitude.seol).description}>
                          {seolInfo(attitude.seol).label}
                        </TableCell>
                      );
                    }
                    if (column.key === 'classification') {
                      const info = classificationInfo(attitude.classification);
                      return (
                        <TableCell key={column.key} title={info.description}>
                          {info.label}
                        </TableCell>
                      );
                    }
                    if (column.key === 'ppp') {
                      const info = pppInfo(attitude.ppp_classification);
                      return (
                        <TableCell key={column.key} title={info.description}>
                          {info.label}
                        </TableCell>
                      );
                    }
                    if (column.key === 'comments') {
                      return (
                        <TableCell key={column.key} align="right">
                          <Commenters attitude={attitude} />
                        </TableCell>
                      );
                    }
                    const value = column.value(attitude) as number;
                    const isOrder = column.key.endsWith('_order');
                    return (
                      <TableCell key={column.key} align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {isOrder
                          ? value < 0
                            ? '—'
                            : formatInteger(value)
                          : column.key === 'ratio'
                            ? formatRatio(value)
                            : `${formatNumber(value)}${column.unit ?? ''}`}
                        {column.field && before && (
                          <Box component="span" sx={{ display: 'block' }}>
                            <Delta
                              value={attitude[column.field]}
                              base={before[column.field]}
                              sense={column.sense}
                              unit={column.unit}
                            />
                          </Box>
                        )}
                      </TableCell>
                    );
                  })}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}

export default memo(AttitudesTable);
