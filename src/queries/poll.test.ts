import { afterEach, describe, expect, it, vi } from 'vitest';
import { POLL, PollTimeoutError, pollUntilSettled } from './poll';
import type { Report } from './reports';

function report(status: string): Report {
  return { dataset: { configurations: { result: { state: { status } } } } } as unknown as Report;
}

afterEach(() => vi.useRealTimers());

describe('pollUntilSettled', () => {
  it('re-posts while pending with doubling delays capped at 2 s', async () => {
    vi.useFakeTimers();
    const answers = ['pending', 'pending', 'pending', 'pending', 'pending', 'ready'];
    const request = vi.fn(async () => report(answers.shift()!));
    const done = pollUntilSettled(request, new AbortController().signal);
    // 250 + 500 + 1000 + 2000 + 2000
    await vi.advanceTimersByTimeAsync(5749);
    expect(request).toHaveBeenCalledTimes(5);
    await vi.advanceTimersByTimeAsync(1);
    await expect(done).resolves.toEqual(report('ready'));
    expect(request).toHaveBeenCalledTimes(6);
  });

  it('returns failed and insufficient_data results as answers', async () => {
    for (const status of ['failed', 'insufficient_data']) {
      await expect(
        pollUntilSettled(async () => report(status), new AbortController().signal),
      ).resolves.toEqual(report(status));
    }
  });

  it('gives up after two minutes', async () => {
    let clock = 0;
    const request = vi.fn(async () => report('pending'));
    vi.useFakeTimers();
    const done = pollUntilSettled(request, new AbortController().signal, () => clock);
    const failure = expect(done).rejects.toBeInstanceOf(PollTimeoutError);
    for (let i = 0; i < 100 && clock < POLL.giveUpAfterMs + 5000; i++) {
      clock += 2000;
      await vi.advanceTimersByTimeAsync(2000);
    }
    await failure;
  });

  it('stops waiting at once when aborted', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const request = vi.fn(async () => report('pending'));
    const done = pollUntilSettled(request, controller.signal);
    const failure = expect(done).rejects.toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();
    await failure;
    expect(request).toHaveBeenCalledTimes(1);
  });
});
