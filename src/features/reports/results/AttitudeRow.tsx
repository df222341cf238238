import { memo } from 'react';
import { alpha, darken, lighten, type Theme } from '@mui/material/styles';
import { formatInteger, formatNumber, formatPercent } from '../../../lib/format';
import { classificationInfo, pppInfo, seolInfo } from '../../../lib/result-codes';
import { Delta } from '../../../components/Delta';
import { formatRatio } from './figures';
import { ATTITUDE_COLUMNS, type AttitudeColumn } from './attitude-columns';
import type { ResultAttitude } from '../../../queries/reports';
import {
  figureTest,
  type AttitudeSignificance,
  type ResultSignificance,
} from '../shared/significance';

/*
 * The body of the attitudes table is plain table elements styled once from the table (see
 * rowStyles), not a MUI TableCell per cell: a 500-attitude report has 6,500 cells, and a styled
 * component per cell costs seconds of style work on every render.
 */
export const rowStyles = (theme: Theme) => ({
  '& tbody tr': { cursor: 'pointer' },
  '& tbody tr:hover': { bgcolor: 'action.hover' },
  '& tbody td, & tbody th': {
    ...theme.typography.body2,
    color: 'text.primary',
    textAlign: 'left',
    padding: '6px 16px',
    // The table border MUI's own cells draw: the divider, made opaque.
    borderBottom: `1px solid ${
      theme.palette.mode === 'light'
        ? lighten(alpha(theme.palette.divider, 1), 0.88)
        : darken(alpha(theme.palette.divider, 1), 0.68)
    }`,
  },
  '& tbody td.numeric': { textAlign: 'right' },
  '& tbody th': { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper' },
  // The sticky cell must stay opaque to cover the cells scrolling under it, so the row's
  // translucent shade is laid over its own background rather than replacing it.
  '& tbody tr:hover th': {
    backgroundImage: `linear-gradient(${theme.palette.action.hover}, ${theme.palette.action.hover})`,
  },
  '& .attitude-open': {
    font: 'inherit',
    fontWeight: 600,
    color: 'primary.main',
    textAlign: 'left',
    background: 'none',
    border: 0,
    p: 0,
    cursor: 'pointer',
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
  },
  '& .commenters, & .sample': {
    ...theme.typography.caption,
    display: 'block',
    color: 'text.secondary',
  },
  '& .delta': { display: 'block' },
});

/** The row's header: the attitude's name, a button that opens its detail. */
export function NameCell({
  attitude,
  onOpen,
}: {
  attitude: ResultAttitude;
  onOpen: (id: string) => void;
}) {
  return (
    <th scope="row">
      <button
        type="button"
        className="attitude-open"
        onClick={(event) => {
          // The row opens it too: one open, not two.
          event.stopPropagation();
          onOpen(attitude.id);
        }}
      >
        {attitude.keyword}
      </button>
    </th>
  );
}

function Commenters({ attitude }: { attitude: ResultAttitude }) {
  const { count, commenters } = attitude.comments;
  if (count === 0) return <>0</>;
  const names = commenters.map((commenter) => commenter.full_name).filter(Boolean);
  const shown = names.slice(0, 2).join(', ');
  const more = names.length > 2 ? ` +${formatInteger(names.length - 2)}` : '';
  // A title rather than a Tooltip per row: the full list is also in the attitude's detail.
  return (
    <span title={names.length > 0 ? names.join(', ') : undefined}>
      {formatInteger(count)}
      {shown && (
        <span className="commenters">
          {shown}
          {more}
        </span>
      )}
    </span>
  );
}

function figure(column: AttitudeColumn, attitude: ResultAttitude): string {
  const value = column.value(attitude) as number;
  if (column.key.endsWith('_order')) return value < 0 ? '—' : formatInteger(value);
  if (column.key === 'ratio') return formatRatio(value);
  return column.unit === '%' ? formatPercent(value) : formatNumber(value);
}

interface AttitudeRowProps {
  attitude: ResultAttitude;
  /** The same attitude in the unfiltered result, when a filter is applied. */
  before: ResultAttitude | undefined;
  /** The filtered result's significance, when the service tests; marks each Δ. */
  significance: ResultSignificance | undefined;
  tests: AttitudeSignificance | undefined;
  /** Any tested figure differs significantly: the "significant only" view keeps the row. */
  significant?: boolean;
  onOpen: (id: string) => void;
}

/** One attitude; memoised so that sorting only moves rows. */
function AttitudeRow({
  attitude,
  before,
  significance,
  tests,
  significant,
  onOpen,
}: AttitudeRowProps) {
  const seol = seolInfo(attitude.seol);
  const classification = classificationInfo(attitude.classification);
  const ppp = pppInfo(attitude.ppp_classification);
  return (
    <tr onClick={() => onOpen(attitude.id)} data-significant={significant || undefined}>
      {ATTITUDE_COLUMNS.map((column) => {
        switch (column.key) {
          case 'keyword':
            return <NameCell key={column.key} attitude={attitude} onOpen={onOpen} />;
          case 'seol':
            return (
              <td key={column.key} title={seol.description}>
                {seol.label}
              </td>
            );
          case 'classification':
            return (
              <td key={column.key} title={classification.description}>
                {classification.label}
              </td>
            );
          case 'ppp':
            return (
              <td key={column.key} title={ppp.description}>
                {ppp.label}
              </td>
            );
          case 'comments':
            return (
              <td key={column.key} className="numeric">
                <Commenters attitude={attitude} />
              </td>
            );
          default:
            return (
              <td key={column.key} className="numeric">
                {figure(column, attitude)}
                {column.field && before && (
                  <span className="delta">
                    <Delta
                      value={attitude[column.field]}
                      base={before[column.field]}
                      sense={column.sense}
                      unit={column.unit}
                      test={figureTest(significance, tests, column.field)}
                    />
                  </span>
                )}
              </td>
            );
        }
      })}
    </tr>
  );
}

export default memo(AttitudeRow);
