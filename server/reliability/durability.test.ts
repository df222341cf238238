import { describe, expect, it } from 'vitest';
import { runDurability } from '../../scripts/soak/durability';

// The quick version of the soak's kill -9 run (scripts/soak.ts does at least 100 kills).
describe('durability under SIGKILL', () => {
  it('loses no acknowledged write, shows no partial write, and keeps integrity_check ok', async () => {
    const report = await runDurability({ kills: 3, seed: 8, log: console.log });
    console.log(
      `durability (quick): ${report.kills} kills, ${report.acknowledged} acknowledged writes, ` +
        `${report.unacknowledged} cut off by the kill, ${report.checks} integrity checks, ` +
        `${report.problems.length} problems`,
    );
    expect(report.problems).toEqual([]);
    expect(report.kills).toBe(3);
    expect(report.acknowledged).toBeGreaterThan(0);
  }, 180_000);
});
