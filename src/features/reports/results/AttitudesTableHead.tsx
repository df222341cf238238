import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatPercent } from '../../../lib/format';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { ATTITUDE_COLUMNS, type SortState } from '../results/attitude-columns';
import { TESTED_METRICS } from '../shared/significance';
import { STICKY, SortHeader, sortDirection } from '../results/table-parts';
import { METRIC_LABELS, TEST_COLUMNS } from '../results/test-columns';

interface HeadProps {
  sort: SortState;
  onSort: (sort: SortState) => void;
}

/** The overview's column headers, each sorting by its column. */
export function OverviewHead({ sort, onSort }: HeadProps) {
  const { i18n } = useLingui();
  return (
    <TableHead>
      <TableRow>
        {ATTITUDE_COLUMNS.map((column) => (
          <TableCell
            key={column.key}
            align={column.numeric ? 'right' : 'left'}
            sortDirection={sortDirection(sort, column.key)}
            sx={column.key === 'keyword' ? STICKY : undefined}
          >
            <SortHeader sortKey={column.key} sort={sort} onSort={onSort}>
              {i18n._(column.label)}
            </SortHeader>
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}

/**
 * The test details' headers: a row naming each tested figure over its five columns (group, the
 * respondents outside the filter, Δ, interval, adjusted p), then those columns.
 */
export function TestsHead({ sort, onSort, confidence }: HeadProps & { confidence: number }) {
  const { t, i18n } = useLingui();
  const text = (label: MessageDescriptor) => i18n._(label);
  // One decimal: at 1 − t the level is often 99.9%, not a round 95%.
  const level = formatPercent(Math.floor(confidence * 1000) / 10);
  return (
    <TableHead>
      <TableRow>
        <TableCell rowSpan={2} sortDirection={sortDirection(sort, 'keyword')} sx={STICKY}>
          <SortHeader sortKey="keyword" sort={sort} onSort={onSort}>
            <Trans>Attitude</Trans>
          </SortHeader>
        </TableCell>
        {TESTED_METRICS.map((metric) => (
          <TableCell
            key={metric}
            component="th"
            scope="colgroup"
            colSpan={5}
            // At the start of its columns: centred over five, a phone shows none of it.
            sx={{ borderLeft: 1, borderLeftColor: 'divider' }}
          >
            {text(METRIC_LABELS[metric].label)}
          </TableCell>
        ))}
      </TableRow>
      <TableRow>
        {TEST_COLUMNS.map((column) => {
          const label = column.part === 'ci' ? t`${level} CI` : text(column.label);
          // Four "Group" buttons would sound alike: each names its figure to a screen reader.
          const named = (
            <>
              <Box component="span" sx={visuallyHidden}>
                {text(METRIC_LABELS[column.metric].label)}:{' '}
              </Box>
              {label}
            </>
          );
          return (
            <TableCell
              key={column.key}
              align="right"
              sortDirection={column.value ? sortDirection(sort, column.key) : undefined}
              sx={
                column.part === 'group' ? { borderLeft: 1, borderLeftColor: 'divider' } : undefined
              }
              title={
                column.part === 'outside'
                  ? t`The configuration’s respondents outside the filter`
                  : column.part === 'p'
                    ? t`p adjusted for testing every attitude (Benjamini–Hochberg)`
                    : undefined
              }
            >
              {column.value ? (
                <SortHeader sortKey={column.key} sort={sort} onSort={onSort}>
                  {named}
                </SortHeader>
              ) : (
                named
              )}
            </TableCell>
          );
        })}
      </TableRow>
    </TableHead>
  );
}
