import { t } from '@lingui/core/macro';
import type { components } from '../api/schema.gen';

type Report = components['schemas']['Report'];

export const POLL = {
  firstDelayMs: 250,
  maxDelayMs: 2000,
  giveUpAfterMs: 2 * 60_000,
} as const;

/** The asynchronous result did not settle in time; the message says what to do. */
export class PollTimeoutError extends Error {
  constructor() {
    super(
      t`The result is still being computed after 2 minutes. Try again later, or run the filter synchronously.`,
    );
    this.name = 'PollTimeoutError';
  }
}

export function statusOf(report: Report): string {
  return report.dataset.configurations.result.state.status;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Repeats `request` while the result is `pending`, waiting 250 ms and doubling up to 2 s between
 * attempts, and gives up after 2 minutes. Anything else (ready, failed, insufficient data, a code
 * we do not know) is the answer. An abort stops the wait at once.
 */
export async function pollUntilSettled(
  request: () => Promise<Report>,
  signal: AbortSignal,
  now: () => number = Date.now,
): Promise<Report> {
  const started = now();
  let delay: number = POLL.firstDelayMs;
  for (;;) {
    const report = await request();
    if (statusOf(report) !== 'pending') return report;
    if (now() - started + delay > POLL.giveUpAfterMs) throw new PollTimeoutError();
    await sleep(delay, signal);
    delay = Math.min(delay * 2, POLL.maxDelayMs);
  }
}
