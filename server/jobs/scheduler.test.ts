import { describe, expect, it } from 'vitest';
import { type Job, startJobs } from './scheduler';
import { fakeClock } from './test-clock';

const recorder = (name: string, intervalMs: number, runs: Date[], fail = false): Job => ({
  name,
  intervalMs,
  run(now) {
    runs.push(now);
    if (fail) throw new Error(`${name} broke`);
  },
});

describe('startJobs', () => {
  it('runs each job at start and then every interval, at the clock’s time', async () => {
    const clock = fakeClock();
    const runs: Date[] = [];
    const jobs = startJobs([recorder('prune', 1000, runs)], { clock, log: () => {} });
    expect(runs.map((d) => d.toISOString())).toEqual(['2026-01-01T00:00:00.000Z']);
    clock.advance(999);
    expect(runs).toHaveLength(1);
    clock.advance(1);
    clock.advance(2500);
    expect(runs.map((d) => d.toISOString())).toEqual([
      '2026-01-01T00:00:00.000Z',
      '2026-01-01T00:00:01.000Z',
      '2026-01-01T00:00:02.000Z',
      '2026-01-01T00:00:03.000Z',
    ]);
    await jobs.stop();
  });

  it('stops cleanly: no run after stop, every timer cancelled', async () => {
    const clock = fakeClock();
    const runs: Date[] = [];
    const jobs = startJobs([recorder('a', 10, runs), recorder('b', 30, runs)], {
      clock,
      log: () => {},
    });
    expect(clock.timers()).toBe(2);
    await jobs.stop();
    expect(clock.timers()).toBe(0);
    const before = runs.length;
    clock.advance(1000);
    expect(runs).toHaveLength(before);
    await jobs.stop(); // a second stop is harmless
  });

  it('waits for a run under way before stop resolves', async () => {
    const clock = fakeClock();
    let finish = () => {};
    let finished = false;
    const jobs = startJobs(
      [
        {
          name: 'slow',
          intervalMs: 10,
          run: () =>
            new Promise<void>((resolve) => {
              finish = () => {
                finished = true;
                resolve();
              };
            }),
        },
      ],
      { clock, log: () => {} },
    );
    let stopped = false;
    const stopping = jobs.stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(finished).toBe(true);
  });

  it('logs a failing job, keeps it scheduled, and runs the others', async () => {
    const clock = fakeClock();
    const lines: string[] = [];
    const good: Date[] = [];
    const bad: Date[] = [];
    const jobs = startJobs([recorder('broken', 100, bad, true), recorder('fine', 100, good)], {
      clock,
      log: (line) => lines.push(line),
    });
    clock.advance(200);
    expect(good).toHaveLength(3);
    expect(bad).toHaveLength(3);
    expect(lines).toHaveLength(3);
    expect(JSON.parse(lines[0]!)).toEqual({
      at: '2026-01-01T00:00:00.000Z',
      job: 'broken',
      error: 'broken broke',
    });
    await jobs.stop();
  });

  it('logs a rejected async run the same way', async () => {
    const clock = fakeClock();
    const lines: string[] = [];
    const jobs = startJobs(
      [{ name: 'async', intervalMs: 10, run: () => Promise.reject(new Error('no disk')) }],
      { clock, log: (line) => lines.push(line) },
    );
    await jobs.stop();
    expect(lines.map((line) => JSON.parse(line).error)).toEqual(['no disk']);
  });

  it('skips a tick while the previous run is still under way', async () => {
    const clock = fakeClock();
    let calls = 0;
    let finish = () => {};
    const jobs = startJobs(
      [
        {
          name: 'slow',
          intervalMs: 10,
          run: () => {
            calls += 1;
            return new Promise<void>((resolve) => (finish = resolve));
          },
        },
      ],
      { clock, log: () => {} },
    );
    clock.advance(50);
    expect(calls).toBe(1);
    finish();
    await new Promise((resolve) => setTimeout(resolve, 0));
    clock.advance(10);
    expect(calls).toBe(2);
    finish();
    await jobs.stop();
  });

  it('refuses two jobs of one name and a non-positive interval', () => {
    const clock = fakeClock();
    expect(() => startJobs([recorder('x', 10, []), recorder('x', 10, [])], { clock })).toThrow(
      /Two jobs are named x/,
    );
    expect(() => startJobs([recorder('y', 0, [])], { clock })).toThrow(/positive interval/);
  });
});
