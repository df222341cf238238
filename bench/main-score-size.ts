/**
 * Size of the main score's test for a small group (`node --import tsx bench/main-score-size.ts
 * [--runs=N] [--group=30] [--rest=400]`): group and rest drawn from the same ratings (a halo of 0.5
 * across attitudes), how often the main score is marked-worthy at p < 5% and p < 0.5%, per shape.
 * Too slow for `npm test` at 10⁵ tests a shape; the suite runs a smaller sample of the same design.
 */
import { generate, SHAPES, type Shape } from '../server/engine/calibration.fixture';
import { computeResult } from '../server/engine/compute';
import { metaOf } from '../server/engine/calibration.fixture';

const arg = (name: string, fallback: number) => {
  const hit = process.argv.find((a) => a.startsWith(`--${name}=`));
  return hit ? Number(hit.slice(name.length + 3)) : fallback;
};
const RUNS = arg('runs', 100_000);
const GROUP = arg('group', 30);
const REST = arg('rest', 400);

for (const shape of ['skewed', 'ceiling', 'long-tailed'] as Shape[]) {
  void SHAPES;
  let at5 = 0;
  let at05 = 0;
  let ran = 0;
  let higher = 0;
  const started = performance.now();
  for (let run = 0; run < RUNS; run++) {
    const data = generate(1_000_000 * shape.length + run, {
      size: GROUP + REST,
      attitudes: 6,
      shape,
      halo: 0.5,
      missing: 0.05,
      filterables: 1,
      values: 2,
    });
    const codes = data.filterables[0]!.codes;
    for (let i = 0; i < codes.length; i++) codes[i] = i < GROUP ? 1 : 2;
    const main = computeResult(metaOf(data), data, [{ filterableId: 'f0', values: ['v0'] }])
      .analyses.significance?.main_score;
    if (!main || main.p === null) continue;
    ran++;
    if (main.p < 0.05) {
      at5++;
      if ((main.delta ?? 0) > 0) higher++;
    }
    if (main.p < 0.005) at05++;
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(
    `${shape}, ${GROUP} vs ${REST}: ${ran} tests, ${(at5 / ran / 0.05).toFixed(2)} × nominal at 5%, ${(at05 / ran / 0.005).toFixed(2)} × at 0.5%, ${((100 * higher) / Math.max(at5, 1)).toFixed(0)}% of rejections "higher" (${seconds} s)`,
  );
}
