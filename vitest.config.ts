import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { linguiMacro } from './scripts/vite/lingui-macro.ts';

export default defineConfig({
  plugins: [linguiMacro(false), react(), lingui()],
  test: {
    globals: true,
    // Vitest leaves a core free by default: one worker on a two-core CI machine. The runner itself
    // does little while tests run, so every core runs tests (bench/README.md, "Measured effects").
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
          // One jsdom per worker, not per file: building the environment and importing MUI again
          // for each of ~100 files took 156 s of the web project's run; unisolated it takes 28 s.
          // src/test/setup.ts resets what a test can leave behind (DOM, storage, language), and
          // the files pass in shuffled order (--sequence.shuffle).
          isolate: false,
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
          // Unisolated too: each test starts its own server on its own SQLite file, and the
          // modules' caches are per database. 129 s → 81 s; passes with files in shuffled order
          // (--sequence.shuffle.files, seeds 7, 99, 1234).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
