// Mutation testing (`npm run test:mutation`, docs/architecture.md "Where tests live"). One target
// per run, named by MUTATION_TARGET (default: engine); scripts/mutation.ts runs them in turn.
// Each target mutates its files and runs only the test files that state their behaviour, so a run
// stays within minutes on a shared two-core machine; `incremental` re-tests only mutants whose code
// or covering tests changed since the last run.
import process from 'node:process';

/** @type {Record<string, { mutate: string[]; testFiles: string[] }>} */
export const TARGETS = {
  // The result engine: figures, privacy floor, significance, caching, CSV and masking.
  engine: {
    mutate: [
      'server/engine/**/*.ts',
      '!server/engine/**/*.test.ts',
      '!server/engine/bench.ts',
      '!server/engine/test-fixture.ts',
    ],
    // The engine's own tests, not the routes' (each of those starts a server: seconds per mutant
    // here), and not significance.calibration.test.ts: a statistical check over thousands of
    // random filters whose behaviours significance.test.ts states one by one.
    testFiles: ['server/engine/!(significance.calibration).test.ts'],
  },
  // What keeps tenants, roles and secrets apart. mask.ts and csv.ts are also in `engine`: they are
  // counted in both, since a survivor there is both a wrong figure and a leak.
  security: {
    mutate: [
      'server/lib/access.ts',
      'server/lib/auth.ts',
      'server/lib/tokens.ts',
      'server/lib/validate.ts',
      'server/lib/pagination.ts',
      'server/contract/drf-errors.ts',
      'server/contract/validate-request.ts',
      'server/contract/formats.ts',
      'server/engine/mask.ts',
      'server/engine/csv.ts',
    ],
    // Their unit tests, then the routes' tests that state these rules over HTTP: sign-in and
    // tokens, the role matrix, pagination, the CSV download. (Not the tenant-isolation matrix nor
    // the other routes' tests: nearly every request goes through these helpers, so they would be
    // rerun for most mutants, for little more.)
    testFiles: [
      'server/lib/security-helpers.test.ts',
      'server/lib/validate.test.ts',
      'server/contract/drf-errors.test.ts',
      'server/engine/mask.test.ts',
      'server/engine/csv.test.ts',
      'server/lib/pagination.test.ts',
      'server/routes/auth.test.ts',
      'server/routes/access-matrix.test.ts',
      'server/routes/report-data.test.ts',
      'server/routes/report-data-masking.test.ts',
    ],
  },
  // The dashboard's lowest layer: the API client, its errors and token, and the pure helpers.
  web: {
    mutate: [
      'src/api/**/*.ts',
      'src/lib/**/*.{ts,tsx}',
      '!src/api/schema.gen.ts',
      '!src/**/*.test.{ts,tsx}',
    ],
    testFiles: ['src/api/**/*.test.ts', 'src/lib/**/*.test.{ts,tsx}'],
  },
};

const target = process.env.MUTATION_TARGET ?? 'engine';
const chosen = TARGETS[target];
if (!chosen) {
  throw new Error(
    `MUTATION_TARGET=${target} is not a target; choose one of ${Object.keys(TARGETS).join(', ')}`,
  );
}
const reportDir = `reports/mutation/${target}`;

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/*', './scripts/stryker/lingui-macros.mjs'],
  ignorers: ['lingui-macros'],
  vitest: { configFile: 'vitest.config.ts', related: false },
  coverageAnalysis: 'perTest',
  // Static mutants (module-level code: constants, regexes, word lists) are not reliably activated
  // by the vitest runner with Vitest 4.1 here: `MASK = ''` in server/engine/mask.ts "survives"
  // mask.test.ts, which plainly fails with it. Counted, they would be false survivors, and each
  // reruns every test; they are ignored, and tests state those constants' behaviour instead.
  ignoreStatic: true,
  mutate: chosen.mutate,
  testFiles: chosen.testFiles,
  // Two cores, shared with the people working here: one test runner unless told otherwise.
  concurrency: Number(process.env.STRYKER_CONCURRENCY ?? 1),
  incremental: true,
  incrementalFile: `${reportDir}/incremental.json`,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: `${reportDir}/mutation.html` },
  jsonReporter: { fileName: `${reportDir}/mutation.json` },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
  tempDirName: '.stryker-tmp',
  // The sandbox needs the sources, tests and configs, not builds, results or other runs' output.
  ignorePatterns: [
    'dist',
    'dist-server',
    'data',
    'test-results',
    'playwright-report',
    'coverage',
    'reports',
    'e2e',
    'bench',
    'docs',
    '*.sqlite*',
  ],
  // A busy machine slows every run: give a mutant this much beyond its tests' normal time.
  timeoutMS: 15_000,
  dryRunTimeoutMinutes: 15,
  thresholds: { high: 90, low: 80, break: null },
};
