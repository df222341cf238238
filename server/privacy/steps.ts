/**
 * A long computation written once as a generator that yields between small steps, run either at
 * once (benchmarks, tests) or in slices that give the event loop back in between (the server):
 * the verification of a safe space must not hold up every other request while it runs.
 */
export type Steps<T> = Generator<void, T, void>;

/** Runs every step now. */
export function runSync<T>(steps: Steps<T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

/**
 * Runs the steps in slices of about `sliceMs` milliseconds, letting pending I/O and timers run
 * between slices (setImmediate, not a microtask: a resolved promise would not let I/O in).
 */
export async function runSliced<T>(steps: Steps<T>, sliceMs = 8): Promise<T> {
  let started = performance.now();
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
    if (performance.now() - started >= sliceMs) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      started = performance.now();
    }
  }
}
