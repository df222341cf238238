import { memo, useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import type { FigureMode } from '../../../charts/chart-types';
import { formatFigure } from '../../../charts/figure-format';
import { Delta } from '../../../components/Delta';
import { safeFilename, saveBlob } from '../../../lib/download';
import { COMPARISON_SIDES } from '../../../lib/significance-marks';
import { rowStyles } from './AttitudeRow';
import { RevealedRows, STICKY, SortHeader, sortDirection } from './table-parts';
import { figureTest, type ResultSignificance } from '../shared/significance';
import type { SortState } from './attitude-columns';
import {
  compareColumns,
  differenceOf,
  sortPairs,
  type CompareFigureColumn,
} from './compare-columns';
import { tableCsv } from './table-csv';
import type { ExportGroup } from '../../../lib/export-footer';
import { pairAttitudes, type AttitudePair } from './pair-attitudes';
import { TableSection } from './TableSection';
import type { TableGroup } from '../shared/group';

export interface PairTableProps {
  groups: readonly [TableGroup, TableGroup];
  significance: ResultSignificance | undefined;
  /** Why B − A is not tested, written into the CSV's significance columns. */
  untested: string | undefined;
  figures: FigureMode;
  sort: SortState;
  onSort: (sort: SortState) => void;
  /** The CSV's name: the report and both groups. */
  fileName: string;
  /** Both groups, named with their filters above the CSV's table. */
  exportGroups: readonly ExportGroup[];
}

function Cells({
  pair,
  column,
  significance,
}: {
  pair: AttitudePair;
  column: CompareFigureColumn;
  significance: ResultSignificance | undefined;
}) {
  const a = pair.a ? column.value(pair.a) : undefined;
  const b = pair.b ? column.value(pair.b) : undefined;
  const shown = (value: number | undefined) =>
    value === undefined ? '—' : formatFigure(value, column.unit);
  const tests = significance?.attitudes.get(pair.attitudeId);
  return (
    <>
      <td className="numeric group-start">{shown(a)}</td>
      <td className="numeric">{shown(b)}</td>
      <td className="numeric difference">
        {a !== undefined && b !== undefined && differenceOf(pair, column) !== undefined ? (
          <Delta
            value={b}
            base={a}
            sense={column.sense}
            unit={column.unit}
            test={figureTest(significance, tests, column.metric ?? 'fulfillment_balance')}
            against="group-a"
            sides={COMPARISON_SIDES}
            prefix=""
          />
        ) : (
          '—'
        )}
      </td>
    </>
  );
}

const PairRow = memo(function PairRow({
  pair,
  columns,
  significance,
}: {
  pair: AttitudePair;
  columns: CompareFigureColumn[];
  significance: ResultSignificance | undefined;
}) {
  const { t } = useLingui();
  const only = !pair.a ? t`only in B` : !pair.b ? t`only in A` : undefined;
  return (
    <tr data-pair data-only={only ? 'yes' : undefined}>
      <th scope="row">
        {pair.keyword}
        {only && <span className="only">{only}</span>}
      </th>
      {columns.map((column) => (
        <Cells key={column.key} pair={pair} column={column} significance={significance} />
      ))}
    </tr>
  );
});

/**
 * Every attitude of both groups: per figure A, B and B − A, B − A marked by its test. A
 * difference column sorts by the size of the difference, biggest first. An attitude held by one
 * group only is listed and says so. The figures on screen download as CSV.
 */
export function PairTable({
  groups: [groupA, groupB],
  significance,
  untested,
  figures,
  sort,
  onSort,
  fileName,
  exportGroups,
}: PairTableProps) {
  const { t } = useLingui();
  const pairs = useMemo(
    () => pairAttitudes(groupA.attitudes, groupB.attitudes),
    [groupA.attitudes, groupB.attitudes],
  );
  const columns = useMemo(() => compareColumns(figures), [figures]);
  const sorted = useMemo(() => sortPairs(pairs, sort, figures), [pairs, sort, figures]);
  const sideLabels = {
    a: t({ message: 'A', context: 'group' }),
    b: t({ message: 'B', context: 'group' }),
    diff: t`B − A`,
  };
  const download = () => {
    const text = tableCsv({
      groups: exportGroups,
      rows: sorted.map((pair) => ({ ...pair, attitudes: [pair.a, pair.b] })),
      mode: figures,
      significance,
      untested: untested ?? '',
    });
    // A byte order mark, so that a spreadsheet reads "B − A" and the names as UTF-8.
    saveBlob(
      new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }),
      safeFilename(fileName, 'csv'),
    );
  };
  return (
    <TableSection
      headingId="compare-table-heading"
      title={<Trans>Attitudes, A and B</Trans>}
      intro={
        <Typography variant="body2" color="textSecondary">
          {figures === 'agreed' ? (
            <Trans>Performance and importance agreed: the share rating 4 or 5.</Trans>
          ) : (
            <Trans>Performance and importance are rebased means (0–100).</Trans>
          )}{' '}
          <Trans>A B − A heading sorts by the size of the difference, biggest first.</Trans>
        </Typography>
      }
      actions={
        <Button
          size="small"
          startIcon={<DownloadIcon />}
          onClick={download}
          sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'auto' } }}
        >
          <Trans>Download CSV</Trans>
        </Button>
      }
      scrollLabel={t`Attitudes of both groups, scrolls sideways`}
      containHidden
      tableSx={(theme) => ({
        minWidth: 760,
        // The rows open nothing: no pointer over them.
        '& tbody tr[data-pair]': { cursor: 'default' },
        '& td, & th': { whiteSpace: 'nowrap' },
        // A rule before each figure's A column groups its three columns.
        '& .group-start': { borderLeft: `1px solid ${theme.palette.divider}` },
        '& .only': { fontSize: '0.75rem', display: 'block', color: 'text.secondary' },
        '& tbody td.difference': { minWidth: '5.5rem' },
        ...rowStyles(theme),
        // On a phone the names wrap and the cells close up, so that a figure's A, B and
        // B − A fit beside the names rather than off screen.
        [theme.breakpoints.down('sm')]: {
          minWidth: 0,
          '& tbody th, & thead tr:first-of-type th:first-of-type': {
            whiteSpace: 'normal',
            minWidth: '6.5rem',
            maxWidth: '8rem',
          },
          '& tbody td, & tbody th, & thead th': { px: 1 },
          '& tbody td.difference': { minWidth: '4.5rem' },
        },
      })}
    >
      <TableHead>
        <TableRow>
          <TableCell rowSpan={2} sortDirection={sortDirection(sort, 'keyword')} sx={STICKY}>
            <SortHeader sortKey="keyword" sort={sort} onSort={onSort}>
              {t`Attitude`}
            </SortHeader>
          </TableCell>
          {columns.map((column) => (
            <TableCell
              key={column.key}
              component="th"
              scope="colgroup"
              colSpan={3}
              align="center"
              className="group-start"
            >
              {column.label}
              {column.unit ? ` (${column.unit})` : ''}
            </TableCell>
          ))}
        </TableRow>
        <TableRow>
          {columns.flatMap((column) =>
            (['a', 'b', 'diff'] as const).map((side) => {
              const key = `${column.key}.${side}`;
              return (
                <TableCell
                  key={key}
                  align="right"
                  sortDirection={sortDirection(sort, key)}
                  className={side === 'a' ? 'group-start' : undefined}
                >
                  <SortHeader
                    sortKey={key}
                    sort={sort}
                    onSort={onSort}
                    firstDescending={side === 'diff'}
                  >
                    {sideLabels[side]}
                  </SortHeader>
                </TableCell>
              );
            }),
          )}
        </TableRow>
      </TableHead>
      <tbody key={figures}>
        <RevealedRows rows={sorted}>
          {(pair) => (
            <PairRow
              key={pair.attitudeId}
              pair={pair}
              columns={columns}
              significance={significance}
            />
          )}
        </RevealedRows>
      </tbody>
    </TableSection>
  );
}
