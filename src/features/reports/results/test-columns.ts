import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { TESTED_METRICS, type SignificanceTest, type TestedMetric } from '../shared/significance';

type Sense = 'higher-better' | 'neutral';

/** The figure groups of the test details, in the order of the overview's columns. */
export const METRIC_LABELS: Record<
  TestedMetric,
  { label: MessageDescriptor; unit: string; sense: Sense }
> = {
  performance_rebased: { label: msg`Performance`, unit: '', sense: 'higher-better' },
  importance_rebased: { label: msg`Importance`, unit: '', sense: 'neutral' },
  performance_agreed: { label: msg`Performance agreed`, unit: '%', sense: 'higher-better' },
  importance_agreed: { label: msg`Importance agreed`, unit: '%', sense: 'neutral' },
};

export type TestPart = 'group' | 'outside' | 'delta' | 'ci' | 'p';

export interface TestColumn {
  /** `<metric>.<part>`, also the sort key in the URL. */
  key: string;
  metric: TestedMetric;
  part: TestPart;
  label: MessageDescriptor;
  /** The value sorted by; null (too few to test, or no test) sorts last. */
  value: ((test: SignificanceTest) => number | null) | undefined;
}

const PARTS: { part: TestPart; label: MessageDescriptor; value: TestColumn['value'] }[] = [
  { part: 'group', label: msg`Group`, value: (test) => test.filtered },
  { part: 'outside', label: msg`Outside`, value: (test) => test.complement },
  {
    part: 'delta',
    label: msg({ message: 'Δ', comment: 'the change, as a column header; a symbol' }),
    value: (test) => test.delta,
  },
  // An interval has no one order; its column is not sortable.
  {
    part: 'ci',
    label: msg({ message: 'CI', comment: 'confidence interval, as a column header' }),
    value: undefined,
  },
  {
    part: 'p',
    label: msg({ message: 'p adj.', comment: 'adjusted p-value, as a column header' }),
    value: (test) => test.p_adjusted ?? null,
  },
];

/** Per tested figure: the group, the respondents outside the filter, Δ, its interval, adjusted p. */
export const TEST_COLUMNS: TestColumn[] = TESTED_METRICS.flatMap((metric) =>
  PARTS.map(({ part, label, value }) => ({ key: `${metric}.${part}`, metric, part, label, value })),
);

export const findTestColumn = (key: string) => TEST_COLUMNS.find((column) => column.key === key);
