import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { SERVER_ENTRY, SERVER_NODE_FLAGS } from '../../vite.server.config.ts';

// Churns short-lived strings, as a CSV download does, and prints the young generation's largest size.
const CHURN = `
const v8 = require('node:v8');
let keep = [];
let max = 0;
for (let i = 0; i < 4e6; i++) {
  keep.push('row ' + i + ' of a long download');
  if (keep.length > 200000) keep = [];
  if (i % 2e5 === 0) {
    const young = v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space');
    max = Math.max(max, young.space_size);
  }
}
console.log(max);`;

const youngGenerationPeak = (flags: string[]): number =>
  Number(execFileSync(process.execPath, [...flags, '-e', CHURN], { encoding: 'utf8' }).trim());

describe('how the reference server is started', () => {
  it('npm run serve starts it with the same flags as the e2e servers and the bench', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.serve).toBe(`node ${SERVER_NODE_FLAGS.join(' ')} ${SERVER_ENTRY}`);
    expect(pkg.scripts.start).toMatch(/npm run serve$/);
  });

  it('keeps the young generation at 2 × 16 MB while garbage churns', () => {
    expect(youngGenerationPeak(SERVER_NODE_FLAGS)).toBeLessThanOrEqual(32 * 2 ** 20);
  });
});
