/**
 * `npm run test:soak`: the long reliability runs (docs/architecture.md), each printing its figures.
 *  1. contract fuzzing with a random, logged seed and many more runs than `npm test`;
 *  2. the isolation and role matrix;
 *  3. kill -9 durability: at least 100 SIGKILLs of the real server while it acknowledges writes;
 *  4. a 60 s mixed read/write load: 0 errors, p99 and the WAL file's peak size.
 * Exits non-zero when any of them finds a problem. Knobs: FUZZ_SEED, FUZZ_RUNS, SOAK_KILLS,
 * LOAD_SECONDS.
 */
import { spawnSync } from 'node:child_process';
import { runDurability } from './soak/durability';
import { runLoad } from './soak/load';

const started = Date.now();
const failures: string[] = [];
const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;

function vitest(file: string, env: Record<string, string>): boolean {
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'server', file], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status === 0;
}

const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const runs = process.env.FUZZ_RUNS ?? '200';
console.log(`\n== 1. contract fuzzing: seed ${seed}, ${runs} runs per operation ==`);
console.log(`   (replay with FUZZ_SEED=${seed} FUZZ_RUNS=${runs} npm run test:soak)`);
if (
  !vitest('server/reliability/contract-fuzz.test.ts', { FUZZ_SEED: String(seed), FUZZ_RUNS: runs })
) {
  failures.push(`contract fuzzing (seed ${seed})`);
}

console.log(`\n== 2. isolation and role matrix (${elapsed()}) ==`);
if (!vitest('server/reliability/isolation-matrix.test.ts', {})) failures.push('isolation matrix');

const kills = Number(process.env.SOAK_KILLS ?? 100);
console.log(
  `\n== 3. durability: ${kills} SIGKILLs of server/main.ts while it writes (${elapsed()}) ==`,
);
const durability = await runDurability({ kills, maxDelayMs: 1000, log: console.log });
console.log(
  `durability: ${durability.kills} kills, ${durability.acknowledged} acknowledged writes, ` +
    `${durability.unacknowledged} cut off by a kill, ${durability.checks} integrity checks ok: ` +
    `${durability.checks - durability.problems.filter((p) => p.startsWith('integrity')).length}, ` +
    `${durability.problems.length} problems, database ${(durability.dbBytes / 1024 / 1024).toFixed(1)} MiB`,
);
for (const problem of durability.problems.slice(0, 20)) console.log(`  ✗ ${problem}`);
if (durability.problems.length > 0 || durability.kills < kills) failures.push('durability');

const seconds = Number(process.env.LOAD_SECONDS ?? 60);
console.log(`\n== 4. mixed load for ${seconds} s on loopback (${elapsed()}) ==`);
const load = await runLoad({ seconds });
console.log(
  `load: ${load.requests} requests (${load.perSecond.toFixed(0)}/s), ${load.errors} errors, ` +
    `${load.non2xx} non-2xx, latency p50 ${load.p50} ms, p99 ${load.p99} ms, max ${load.maxLatency} ms; ` +
    `WAL peak ${(load.walPeakBytes / 1024).toFixed(0)} KiB, at the end ${(load.walEndBytes / 1024).toFixed(0)} KiB; ` +
    `statuses ${JSON.stringify(load.statuses)}, integrity_check ${load.integrity}`,
);
// SQLite checkpoints the WAL at 1000 pages (4 MiB); several times that means checkpoints starve.
const WAL_LIMIT = 16 * 1024 * 1024;
if (load.integrity !== 'ok') failures.push(`load: integrity_check ${load.integrity}`);
if (load.errors > 0 || load.non2xx > 0) failures.push('load: errors or non-2xx answers');
if (load.walPeakBytes > WAL_LIMIT) failures.push(`load: WAL grew to ${load.walPeakBytes} bytes`);

console.log(
  `\n== soak finished in ${elapsed()}: ${failures.length === 0 ? 'all passed' : `FAILED: ${failures.join('; ')}`} ==`,
);
process.exit(failures.length === 0 ? 0 : 1);
