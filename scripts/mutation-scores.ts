/**
 * Prints the mutation score of each target from Stryker's JSON reports
 * (reports/mutation/<target>/mutation.json, written by `npm run test:mutation`), in one table.
 * The score is Stryker's: mutants killed or timed out, out of all that were tested or left
 * uncovered. Mutants that did not compile, and those ignored (static ones: stryker.config.mjs says
 * why), do not count.
 *
 *   node --import tsx scripts/mutation-scores.ts [target …]
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const MUTATION_TARGETS = ['engine', 'security', 'web'] as const;

/** What each target should reach (docs/architecture.md, Where tests live). */
export const MUTATION_GOALS: Record<string, number> = { engine: 85, security: 90, web: 80 };

interface MutantReport {
  status: string;
}

interface MutationReport {
  files: Record<string, { mutants: MutantReport[] }>;
}

export interface TargetScore {
  target: string;
  killed: number;
  survived: number;
  noCoverage: number;
  timeout: number;
  /** Percentage, or null when the report has no valid mutant. */
  score: number | null;
}

export function scoreOf(target: string, report: MutationReport): TargetScore {
  const counts = { killed: 0, survived: 0, noCoverage: 0, timeout: 0 };
  for (const file of Object.values(report.files)) {
    for (const { status } of file.mutants) {
      if (status === 'Killed') counts.killed++;
      else if (status === 'Survived') counts.survived++;
      else if (status === 'NoCoverage') counts.noCoverage++;
      else if (status === 'Timeout') counts.timeout++;
    }
  }
  const detected = counts.killed + counts.timeout;
  const valid = detected + counts.survived + counts.noCoverage;
  return { target, ...counts, score: valid === 0 ? null : (100 * detected) / valid };
}

export function reportPath(target: string): string {
  return `reports/mutation/${target}/mutation.json`;
}

const percent = (score: number | null) => (score === null ? 'n/a' : `${score.toFixed(1)} %`);

/** One row per target; `paths` maps a target to another report (e.g. an earlier run's). */
export function scoreTable(
  targets: readonly string[],
  paths: (target: string) => string = reportPath,
): string {
  const rows = targets.map((target) => {
    const path = paths(target);
    if (!existsSync(path)) return [target, 'no report', '', '', '', ''];
    const report = JSON.parse(readFileSync(path, 'utf8')) as MutationReport;
    const s = scoreOf(target, report);
    const goal = MUTATION_GOALS[target];
    return [
      target,
      percent(s.score),
      goal === undefined ? '' : `${goal} %`,
      String(s.killed + s.timeout),
      String(s.survived),
      String(s.noCoverage),
    ];
  });
  const header = ['target', 'score', 'goal', 'killed', 'survived', 'no coverage'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // `--dir <d>` reads <d>/<target>/mutation.json instead (a copy kept from an earlier run).
  const args = process.argv.slice(2);
  const at = args.indexOf('--dir');
  const dir = at === -1 ? undefined : args.splice(at, 2)[1];
  const paths = dir ? (target: string) => `${dir}/${target}/mutation.json` : reportPath;
  console.log(scoreTable(args.length > 0 ? args : MUTATION_TARGETS, paths));
}
