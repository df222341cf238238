import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ResultAttitude } from '../../../queries/reports';
import type { AttitudeSignificance } from '../shared/significance';
import { findTestColumn } from './test-columns';

export type NumericField =
  | 'performance_rebased'
  | 'importance_rebased'
  | 'performance_agreed'
  | 'importance_agreed'
  | 'fulfillment_balance'
  | 'fulfillment_ratio';

export interface AttitudeColumn {
  key: string;
  /** The column's header, read with `i18n._` in the language in use. */
  label: MessageDescriptor;
  numeric: boolean;
  value: (attitude: ResultAttitude) => number | string;
  /** The figure compared against the unfiltered result, when it has one. */
  field?: NumericField;
  sense?: 'higher-better' | 'lower-better' | 'neutral';
  unit?: string;
}

export const ATTITUDE_COLUMNS: AttitudeColumn[] = [
  { key: 'keyword', label: msg`Attitude`, numeric: false, value: (a) => a.keyword },
  { key: 'seol', label: msg`Quadrant`, numeric: false, value: (a) => a.seol },
  {
    key: 'classification',
    label: msg`Expectation`,
    numeric: false,
    value: (a) => a.classification,
  },
  {
    key: 'ppp',
    label: msg({ message: 'Action', context: 'attitude action class (PPP)' }),
    numeric: false,
    value: (a) => a.ppp_classification,
  },
  {
    key: 'performance',
    label: msg`Performance`,
    numeric: true,
    value: (a) => a.performance_rebased,
    field: 'performance_rebased',
  },
  {
    key: 'importance',
    label: msg`Importance`,
    numeric: true,
    value: (a) => a.importance_rebased,
    field: 'importance_rebased',
    sense: 'neutral',
  },
  {
    key: 'performance_agreed',
    label: msg`Performance agreed`,
    numeric: true,
    value: (a) => a.performance_agreed,
    field: 'performance_agreed',
    unit: '%',
  },
  {
    key: 'importance_agreed',
    label: msg`Importance agreed`,
    numeric: true,
    value: (a) => a.importance_agreed,
    field: 'importance_agreed',
    sense: 'neutral',
    unit: '%',
  },
  {
    key: 'balance',
    label: msg`Balance`,
    numeric: true,
    value: (a) => a.fulfillment_balance,
    field: 'fulfillment_balance',
  },
  {
    key: 'ratio',
    label: msg`Ratio`,
    numeric: true,
    value: (a) => a.fulfillment_ratio,
    field: 'fulfillment_ratio',
  },
  {
    key: 'performance_order',
    label: msg`Performance order`,
    numeric: true,
    value: (a) => a.performance_order,
  },
  {
    key: 'importance_order',
    label: msg`Importance order`,
    numeric: true,
    value: (a) => a.importance_order,
  },
  { key: 'comments', label: msg`Comments`, numeric: true, value: (a) => a.comments.count },
];

export interface SortState {
  key: string;
  descending: boolean;
}

/**
 * `balance` ascending or `-balance` descending, from the URL; a test detail's key such as
 * `performance_rebased.p`; unknown keys fall back to worst balance first.
 */
export function parseSort(value: string | undefined): SortState {
  const descending = value?.startsWith('-') ?? false;
  const key = value?.replace(/^-/, '') ?? '';
  return ATTITUDE_COLUMNS.some((column) => column.key === key) || findTestColumn(key)?.value
    ? { key, descending }
    : { key: 'balance', descending: false };
}

export function formatSort(sort: SortState): string | undefined {
  if (sort.key === 'balance' && !sort.descending) return undefined;
  return `${sort.descending ? '-' : ''}${sort.key}`;
}

/**
 * The attitudes in `sort` order, ties by keyword. A test detail's column sorts by the attitude's
 * test (`testsOf`); attitudes without that figure (too few to test) come last either way.
 */
export function sortAttitudes(
  attitudes: readonly ResultAttitude[],
  sort: SortState,
  testsOf?: (attitude: ResultAttitude) => AttitudeSignificance | undefined,
): ResultAttitude[] {
  const testColumn = findTestColumn(sort.key);
  const column =
    ATTITUDE_COLUMNS.find((candidate) => candidate.key === sort.key) ?? ATTITUDE_COLUMNS[0]!;
  const value = (attitude: ResultAttitude): number | string | null => {
    if (!testColumn?.value) return column.value(attitude);
    const test = testsOf?.(attitude)?.[testColumn.metric];
    return test ? testColumn.value(test) : null;
  };
  const direction = sort.descending ? -1 : 1;
  return [...attitudes].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    if (x === null || y === null) {
      if (x !== y) return x === null ? 1 : -1;
      return a.keyword.localeCompare(b.keyword);
    }
    const order =
      typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return order * direction || a.keyword.localeCompare(b.keyword);
  });
}
