/**
 * How a test's difference and interval are rounded for the wire: to 0.01, a finer step than the
 * figures' 0.1 so the dashboard can round once for display. Floating-point noise is dropped first
 * (68.25 must not come out as 68.2499999…).
 */
const STEP = 100;
const clean = (x: number) => Number((x * STEP).toPrecision(12));

/**
 * The difference to 0.01. A marked difference never reads 0: one smaller than 0.005 keeps its
 * sign as ±0.01, so no reader sees a "significant" difference of nothing.
 */
export function roundDelta(delta: number, significant: boolean): number {
  const rounded = Math.round(clean(delta)) / STEP;
  if (significant && rounded === 0 && delta !== 0) return Math.sign(delta) / STEP;
  return rounded === 0 ? 0 : rounded;
}

/**
 * The interval rounded outward to 0.01, so it never claims more precision than it has: the
 * rounded interval contains the exact one. An endpoint of a marked test that rounds to 0 lies on
 * the difference's side of it.
 */
export function roundOutward(lower: number, upper: number): [number, number] {
  const low = Math.floor(clean(lower)) / STEP;
  const high = Math.ceil(clean(upper)) / STEP;
  return [low === 0 ? 0 : low, high === 0 ? 0 : high];
}
