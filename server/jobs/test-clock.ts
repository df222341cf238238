import type { JobClock } from './scheduler';

/**
 * Test support: a clock moved by hand. `advance` fires every tick that falls due, in time order;
 * `timers` counts the ticks still scheduled.
 */
export function fakeClock(start = new Date('2026-01-01T00:00:00Z')) {
  let now = start.getTime();
  let nextId = 0;
  const timers = new Map<number, { due: number; intervalMs: number; tick: () => void }>();
  const clock: JobClock & { advance(ms: number): void; timers(): number } = {
    now: () => new Date(now),
    every(intervalMs, tick) {
      const id = nextId++;
      timers.set(id, { due: now + intervalMs, intervalMs, tick });
      return () => timers.delete(id);
    },
    advance(ms) {
      const end = now + ms;
      for (;;) {
        const due = [...timers.values()].sort((a, b) => a.due - b.due)[0];
        if (!due || due.due > end) break;
        now = due.due;
        due.due += due.intervalMs;
        due.tick();
      }
      now = end;
    },
    timers: () => timers.size,
  };
  return clock;
}
