import type { ReactNode } from 'react';
import TableContainer from '@mui/material/TableContainer';
import TableSortLabel from '@mui/material/TableSortLabel';
import { alpha } from '@mui/material/styles';
import { useSteppedReveal } from '../../../lib/use-stepped-reveal';

/** Rows added per task when a table is long: inserting 500 rows at once is one long task. */
export const ROW_BLOCK = 100;

/** The attitude names' column stays in view while the figures scroll sideways. */
export const STICKY = {
  position: 'sticky',
  left: 0,
  zIndex: 2,
  bgcolor: 'background.paper',
} as const;

interface Sort<K extends string> {
  key: K;
  descending: boolean;
}

/** A column header that sorts by its column, and turns the order round on a second click. */
export function SortHeader<K extends string>({
  sortKey,
  sort,
  onSort,
  firstDescending = false,
  children,
}: {
  sortKey: K;
  sort: Sort<K>;
  onSort: (sort: Sort<K>) => void;
  /** A difference column sorts biggest first on its first click. */
  firstDescending?: boolean;
  children: ReactNode;
}) {
  const active = sort.key === sortKey;
  return (
    <TableSortLabel
      active={active}
      direction={active && sort.descending ? 'desc' : 'asc'}
      onClick={() =>
        onSort({ key: sortKey, descending: active ? !sort.descending : firstDescending })
      }
    >
      {children}
    </TableSortLabel>
  );
}

export const sortDirection = <K extends string>(sort: Sort<K>, key: K) =>
  sort.key === key ? (sort.descending ? 'desc' : 'asc') : false;

/** Rows a block per task (in a body keyed by the table's mode, so a switch of mode is too). */
export function RevealedRows<T>({
  rows,
  children,
}: {
  rows: readonly T[];
  children: (row: T) => ReactNode;
}) {
  const shown = useSteppedReveal(Math.ceil(rows.length / ROW_BLOCK)) * ROW_BLOCK;
  return <>{rows.slice(0, shown).map(children)}</>;
}

/**
 * A wide table's scroll box, with a shadow on the right edge while columns are out of view there.
 * The paper-coloured cover sits at the end of the scrolled content and slides over the shadow once
 * the last column is in view (the cells are transparent, so both show through them).
 */
export function ScrollingTable({
  label,
  containHidden = false,
  children,
}: {
  label: string;
  /**
   * Be the containing block of the visually hidden words in the cells (absolutely placed):
   * without it they escape the scroll box and widen the whole page on a phone.
   */
  containHidden?: boolean;
  children: ReactNode;
}) {
  return (
    <TableContainer
      tabIndex={0}
      aria-label={label}
      sx={(theme) => ({
        maxWidth: '100%',
        ...(containHidden && { position: 'relative' }),
        background: [
          `linear-gradient(to left, ${theme.palette.background.paper} 40%, transparent) right / 2rem 100% no-repeat local`,
          `radial-gradient(farthest-side at 100% 50%, ${alpha(theme.palette.text.primary, 0.2)}, transparent) right / 0.75rem 100% no-repeat scroll`,
        ].join(', '),
      })}
    >
      {children}
    </TableContainer>
  );
}
