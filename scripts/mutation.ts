/**
 * `npm run test:mutation [-- target …]`: Stryker over each target of stryker.config.mjs in turn
 * (engine, security, web; all three by default), then one table of their mutation scores.
 * Incremental: a re-run tests only the mutants whose code or covering tests changed. Knobs:
 * STRYKER_CONCURRENCY (test runners at once, default 1), and `-- --force` to test every mutant
 * again. Reports go to reports/mutation/<target>/ (mutation.html to read, mutation.json).
 */
import { spawnSync } from 'node:child_process';
import { MUTATION_TARGETS, scoreTable } from './mutation-scores';

const args = process.argv.slice(2);
const flags = args.filter((arg) => arg.startsWith('--'));
const asked = args.filter((arg) => !arg.startsWith('--'));
const unknown = asked.filter((target) => !(MUTATION_TARGETS as readonly string[]).includes(target));
if (unknown.length > 0) {
  console.error(
    `Unknown target(s): ${unknown.join(', ')}. Targets: ${MUTATION_TARGETS.join(', ')}.`,
  );
  process.exit(2);
}
const targets = asked.length > 0 ? asked : [...MUTATION_TARGETS];

const failed: string[] = [];
for (const target of targets) {
  console.log(`\n== mutation testing: ${target} ==`);
  const run = spawnSync('npx', ['stryker', 'run', 'stryker.config.mjs', ...flags], {
    stdio: 'inherit',
    env: { ...process.env, MUTATION_TARGET: target },
  });
  if (run.status !== 0) failed.push(target);
}

console.log(`\n${scoreTable(targets)}`);
if (failed.length > 0) {
  console.error(`\nStryker failed for: ${failed.join(', ')}`);
  process.exit(1);
}
