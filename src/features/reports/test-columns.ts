import { TESTED_METRICS, type SignificanceTest, type TestedMetric } from './significance';

type Sense = 'higher-better' | 'neutral';

/** The figure groups of the test details, in the order of the overview's columns. */
export const METRIC_LABELS: Record<TestedMetric, { label: string; unit: string; sense: Sense }> = {
  performance_rebased: { label: 'Performance', unit: '', sense: 'higher-better' },
  importance_rebased: { label: 'Importance', unit: '', sense: 'neutral' },
  performance_agreed: { label: 'Performance agreed', unit: '%', sense: 'higher-better' },
  importance_agreed: { label: 'Importance agreed', unit: '%', sense: 'neutral' },
};

export type TestPart = 'group' | 'outside' | 'delta' | 'ci' | 'p';

export interface TestColumn {
  /** `<metric>.<part>`, also the sort key in the URL. */
  key: string;
  metric: TestedMetric;
  part: TestPart;
  label: string;
  /** The value sorted by; null (too few to test, or no test) sorts last. */
  value: ((test: SignificanceTest) => number | null) | undefined;
}

const PARTS: { part: TestPart; label: string; value: TestColumn['value'] }[] = [
  { part: 'group', label: 'Group', value: (test) => test.filtered },
  { part: 'outside', label: 'Outside', value: (test) => test.complement },
  { part: 'delta', label: 'Δ', value: (test) => test.delta },
  // An interval has no one order; its column is not sortable.
  { part: 'ci', label: 'CI', value: undefined },
  { part: 'p', label: 'p adj.', value: (test) => test.p_adjusted ?? null },
];

/** Per tested figure: the group, the respondents outside the filter, Δ, its interval, adjusted p. */
export const TEST_COLUMNS: TestColumn[] = TESTED_METRICS.flatMap((metric) =>
  PARTS.map(({ part, label, value }) => ({ key: `${metric}.${part}`, metric, part, label, value })),
);

export const findTestColumn = (key: string) => TEST_COLUMNS.find((column) => column.key === key);
