/**
 * How a test's difference and interval are rounded for the wire: to 0.01 (step 100), a finer step
 * than the figures' 0.1 so the dashboard can round once for display; members get 0.1 (step 10). Floating-point noise is dropped first
 * (68.25 must not come out as 68.2499999…).
 */
const STEP = 100;
const clean = (x: number, step = STEP) => Number((x * step).toPrecision(12));

/**
 * The difference to 0.01. A marked difference never reads 0: one smaller than 0.005 keeps its
 * sign as ±0.01, so no reader sees a "significant" difference of nothing.
 */
export function roundDelta(delta: number, significant: boolean, step = STEP): number {
  const rounded = Math.round(clean(delta, step)) / step;
  if (significant && rounded === 0 && delta !== 0) return Math.sign(delta) / step;
  return rounded === 0 ? 0 : rounded;
}

/**
 * The interval rounded outward to 0.01, so it never claims more precision than it has: the
 * rounded interval contains the exact one. An endpoint of a marked test that rounds to 0 lies on
 * the difference's side of it.
 */
export function roundOutward(lower: number, upper: number, step = STEP): [number, number] {
  const low = Math.floor(clean(lower, step)) / step;
  const high = Math.ceil(clean(upper, step)) / step;
  return [low === 0 ? 0 : low, high === 0 ? 0 : high];
}
