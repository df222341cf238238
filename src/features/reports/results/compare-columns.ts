import { t } from '@lingui/core/macro';
import type { FigureMode } from '../../../charts/chart-types';
import type { ResultAttitude } from '../../../queries/reports';
import type { TestedMetric } from '../shared/significance';
import type { SortState } from './attitude-columns';
import type { AttitudePair } from './pair-attitudes';

/** The figures the comparison table sets side by side. */
export type CompareFigure = 'performance' | 'importance' | 'balance';

export interface CompareFigureColumn {
  key: CompareFigure;
  label: string;
  unit: string;
  sense: 'higher-better' | 'neutral';
  value: (attitude: ResultAttitude) => number;
  /** The tested figure behind it; none for the balance, which has no test. */
  metric: TestedMetric | undefined;
}

/** The table's figure groups in the plotted mode: rebased means or agreed shares. */
export function compareColumns(mode: FigureMode): CompareFigureColumn[] {
  const agreed = mode === 'agreed';
  return [
    {
      key: 'performance',
      label: agreed ? t`Performance agreed` : t`Performance`,
      unit: agreed ? '%' : '',
      sense: 'higher-better',
      value: (a) => (agreed ? a.performance_agreed : a.performance_rebased),
      metric: agreed ? 'performance_agreed' : 'performance_rebased',
    },
    {
      key: 'importance',
      label: agreed ? t`Importance agreed` : t`Importance`,
      unit: agreed ? '%' : '',
      sense: 'neutral',
      value: (a) => (agreed ? a.importance_agreed : a.importance_rebased),
      metric: agreed ? 'importance_agreed' : 'importance_rebased',
    },
    {
      key: 'balance',
      label: t`Balance`,
      unit: '',
      sense: 'higher-better',
      value: (a) => a.fulfillment_balance,
      metric: undefined,
    },
  ];
}

/** `keyword`, or a figure's `a`, `b` or `diff` (the size of B − A) column. */
export type CompareSortKey = 'keyword' | `${CompareFigure}.${'a' | 'b' | 'diff'}`;

export interface CompareSort {
  key: CompareSortKey;
  descending: boolean;
}

const FIGURES: CompareFigure[] = ['performance', 'importance', 'balance'];

/** The default: the biggest differences in performance first. */
export const DEFAULT_COMPARE_SORT: CompareSort = { key: 'performance.diff', descending: true };

const isSortKey = (key: string): key is CompareSortKey =>
  key === 'keyword' ||
  FIGURES.some((figure) => ['a', 'b', 'diff'].some((side) => key === `${figure}.${side}`));

/** `-performance.diff` from the URL; an unknown key falls back to the default. */
export function parseCompareSort(value: string | undefined): CompareSort {
  const descending = value?.startsWith('-') ?? false;
  const key = value?.replace(/^-/, '') ?? '';
  return isSortKey(key) ? { key, descending } : DEFAULT_COMPARE_SORT;
}

export function formatCompareSort(sort: SortState): string | undefined {
  if (sort.key === DEFAULT_COMPARE_SORT.key && sort.descending === DEFAULT_COMPARE_SORT.descending)
    return undefined;
  return `${sort.descending ? '-' : ''}${sort.key}`;
}

/** B − A of one figure, rounded as shown; undefined unless both groups hold the attitude. */
export function differenceOf(pair: AttitudePair, column: CompareFigureColumn): number | undefined {
  if (!pair.a || !pair.b) return undefined;
  const a = column.value(pair.a);
  const b = column.value(pair.b);
  return Number.isFinite(a) && Number.isFinite(b) ? Math.round((b - a) * 10) / 10 : undefined;
}

/**
 * The pairs in `sort` order, ties by keyword. A difference column sorts by its size, |B − A|, so
 * the biggest differences either way come first (descending). Pairs without the figure (an
 * attitude only one group holds) come last in either direction.
 */
export function sortPairs(
  pairs: readonly AttitudePair[],
  sort: SortState,
  mode: FigureMode,
): AttitudePair[] {
  const [figure, side] = sort.key.split('.') as [CompareFigure | 'keyword', string | undefined];
  const column = compareColumns(mode).find((candidate) => candidate.key === figure);
  const value = (pair: AttitudePair): number | string | undefined => {
    if (!column) return pair.keyword;
    if (side === 'diff') {
      const difference = differenceOf(pair, column);
      return difference === undefined ? undefined : Math.abs(difference);
    }
    const attitude = side === 'a' ? pair.a : pair.b;
    return attitude ? column.value(attitude) : undefined;
  };
  const direction = sort.descending ? -1 : 1;
  return [...pairs].sort((x, y) => {
    const p = value(x);
    const q = value(y);
    if (p === undefined || q === undefined) {
      if (p !== q) return p === undefined ? 1 : -1;
      return x.keyword.localeCompare(y.keyword);
    }
    const order =
      typeof p === 'number' && typeof q === 'number' ? p - q : String(p).localeCompare(String(q));
    return order * direction || x.keyword.localeCompare(y.keyword);
  });
}
