/** A linear map from figures to pixels. */
export type Scale = (value: number) => number;

/** The linear map taking `domain` onto `range` (pixels; a y range runs from bottom to top). */
export function linearScale(domain: [number, number], range: [number, number]): Scale {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  const k = d1 === d0 ? 0 : (r1 - r0) / (d1 - d0);
  return (value) => r0 + (value - d0) * k;
}

const STEPS = [1, 2, 5, 10, 20, 25, 50];

/**
 * Tick values for an axis over `domain`: multiples of the smallest round step that needs at most
 * `maxIntervals` intervals, preferring a step that lands on both ends so the grid closes the
 * plot. The domain itself is never widened, so points and their labels are placed on the same
 * scale the axis shows.
 */
export function niceTicks([min, max]: [number, number], maxIntervals = 6): number[] {
  const span = max - min;
  if (!(span > 0)) return [min];
  const fits = STEPS.filter((step) => span / step <= maxIntervals);
  const step =
    fits.find((s) => min % s === 0 && max % s === 0) ??
    fits[0] ??
    10 ** Math.ceil(Math.log10(span / maxIntervals));
  const ticks: number[] = [];
  for (let value = Math.ceil(min / step) * step; value <= max + 1e-9; value += step)
    ticks.push(Math.round(value * 1e6) / 1e6 + 0); // + 0: no "-0"
  return ticks;
}
