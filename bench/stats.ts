/**
 * Figures, budgets and the one table `npm run bench` prints. A figure is a median of runs (or a
 * single measurement), with its spread and, when it has one, a budget it is judged against.
 */

export type Unit = 'ms' | 'KB' | 'MB' | 'MB/s' | 'req/s' | '×' | '';

export interface Budget {
  /** The figure must stay at or under (max) or at or over (min) this limit. */
  max?: number;
  min?: number;
  /**
   * When the budget is relative ("≤ 1.15 × the floor"), the figure it is relative to: the limit is
   * `factor × reference` and the ratio printed is value ÷ reference.
   */
  reference?: { label: string; value: number; factor: number };
}

export interface Figure {
  section: string;
  name: string;
  value: number;
  unit: Unit;
  budget?: Budget;
  runs?: number[];
  /** Free text shown under the table (markers relied on, what a missed figure means). */
  note?: string;
}

export interface Judged extends Figure {
  limit?: number;
  ratio?: number;
  verdict: 'ok' | 'MISSED' | '';
  min?: number;
  max?: number;
  median?: number;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** A figure from repeated runs: the median, with min and max kept for the table. */
export function fromRuns(
  section: string,
  name: string,
  runs: number[],
  unit: Unit,
  budget?: Budget,
  note?: string,
): Figure {
  return { section, name, value: median(runs), unit, budget, runs, note };
}

export function judge(figure: Figure): Judged {
  const { budget, runs } = figure;
  const spread =
    runs && runs.length > 1 ? { min: Math.min(...runs), max: Math.max(...runs) } : undefined;
  if (!budget) return { ...figure, ...spread, verdict: '' };
  const reference = budget.reference;
  const limit = reference ? reference.factor * reference.value : (budget.max ?? budget.min)!;
  const ratio = reference
    ? figure.value / reference.value
    : limit === 0
      ? undefined
      : figure.value / limit;
  const ok =
    Number.isFinite(figure.value) &&
    (budget.min !== undefined ? figure.value >= limit : figure.value <= limit);
  return { ...figure, ...spread, limit, ratio, verdict: ok ? 'ok' : 'MISSED' };
}

const fmt = (value: number | undefined, unit: Unit): string => {
  if (value === undefined || !Number.isFinite(value)) return value === undefined ? '' : 'n/a';
  const digits =
    unit === '×' || Math.abs(value) < 10 ? 2 : Math.abs(value) < 100 && unit !== 'ms' ? 1 : 0;
  const text = value.toLocaleString('en-US', {
    minimumFractionDigits: unit === '' ? 0 : digits,
    maximumFractionDigits: digits,
  });
  return unit === '' ? text : unit === '×' ? `${text}×` : `${text} ${unit}`;
};

function budgetText(figure: Judged): string {
  const { budget } = figure;
  if (!budget) return '';
  const sign = budget.min !== undefined ? '≥' : '≤';
  if (budget.reference) {
    const { label, factor } = budget.reference;
    return `${sign} ${factor} × ${label} (${fmt(figure.limit, figure.unit)})`;
  }
  return `${sign} ${fmt(figure.limit, figure.unit)}`;
}

/** The table: one line per figure, grouped by section, then the notes. */
export function renderTable(figures: Judged[]): string {
  const header = ['figure', 'value', 'budget', 'ratio', 'verdict', 'min–max (runs)'];
  const rows: string[][] = [];
  let section = '';
  for (const f of figures) {
    if (f.section !== section) {
      section = f.section;
      rows.push([`[${section}]`, '', '', '', '', '']);
    }
    rows.push([
      `  ${f.name}`,
      fmt(f.value, f.unit),
      budgetText(f),
      f.ratio === undefined ? '' : f.ratio.toFixed(2),
      f.verdict,
      f.min === undefined
        ? ''
        : `${fmt(f.min, f.unit)} – ${fmt(f.max, f.unit)} (${f.runs?.length ?? 0})`,
    ]);
  }
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 1 || i === 3 ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  const rule = widths.map((w) => '─'.repeat(w)).join('  ');
  const notes = figures.filter((f) => f.note).map((f) => `  ${f.section} / ${f.name}: ${f.note}`);
  return [
    line(header),
    rule,
    ...rows.map(line),
    rule,
    ...(notes.length ? ['notes:', ...notes] : []),
  ].join('\n');
}
