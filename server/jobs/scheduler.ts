/**
 * The home of the server's background work: each job runs once at start and then every
 * `intervalMs`, on timers that never hold the process open. The clock is injected so a test can
 * move time by hand; `systemClock` is the real one.
 */

export interface Job {
  /** Named in the log when a run fails. */
  name: string;
  intervalMs: number;
  /** One run; `now` is the clock's time when the run starts. May be async. */
  run(now: Date): void | Promise<void>;
}

export interface JobClock {
  now(): Date;
  /** Calls `tick` every `intervalMs` until the returned function is called. */
  every(intervalMs: number, tick: () => void): () => void;
}

export const systemClock: JobClock = {
  now: () => new Date(),
  every(intervalMs, tick) {
    const timer = setInterval(tick, intervalMs);
    // Background work never keeps the process alive: shutdown is the server's call.
    timer.unref();
    return () => clearInterval(timer);
  },
};

export interface SchedulerOptions {
  clock?: JobClock;
  /** Where a failed run is reported; default one JSON line on stderr. */
  log?: (line: string) => void;
}

export interface RunningJobs {
  /** Cancels every timer and resolves once runs already under way have finished. */
  stop(): Promise<void>;
}

const stderrLog = (line: string) => process.stderr.write(`${line}\n`);

/**
 * Starts `jobs`. A failing run is logged and the job runs again at its next tick; it never stops
 * the other jobs or the server. A run still under way when its next tick comes is not doubled:
 * that tick is skipped.
 */
export function startJobs(jobs: readonly Job[], options: SchedulerOptions = {}): RunningJobs {
  const clock = options.clock ?? systemClock;
  const log = options.log ?? stderrLog;
  const running = new Map<string, Promise<void>>();
  let stopped = false;

  const fail = (job: Job, error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    log(JSON.stringify({ at: clock.now().toISOString(), job: job.name, error: message }));
  };

  const tick = (job: Job) => {
    if (stopped || running.has(job.name)) return;
    let result: void | Promise<void>;
    try {
      result = job.run(clock.now());
    } catch (error) {
      fail(job, error);
      return;
    }
    if (!(result instanceof Promise)) return;
    const settled = result
      .catch((error: unknown) => fail(job, error))
      .finally(() => running.delete(job.name));
    running.set(job.name, settled);
  };

  const names = new Set<string>();
  for (const job of jobs) {
    if (names.has(job.name)) throw new Error(`Two jobs are named ${job.name}`);
    if (!(job.intervalMs > 0)) throw new Error(`Job ${job.name} needs a positive interval`);
    names.add(job.name);
  }
  const cancels = jobs.map((job) => {
    tick(job);
    return clock.every(job.intervalMs, () => tick(job));
  });

  return {
    async stop() {
      if (stopped) return;
      stopped = true;
      for (const cancel of cancels) cancel();
      await Promise.all(running.values());
    },
  };
}
