/**
 * Counts failures per key in a sliding window (in memory: one process serves the app). A key
 * with `limit` failures inside the window is blocked until the oldest of them leaves it.
 */
export class FailureThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Seconds until `key` may try again, or 0 when it may try now. */
  retryAfter(key: string, nowMs: number): number {
    const recent = this.recent(key, nowMs);
    if (recent.length < this.limit) return 0;
    const oldest = recent[recent.length - this.limit]!;
    return Math.max(1, Math.ceil((oldest + this.windowMs - nowMs) / 1000));
  }

  fail(key: string, nowMs: number): void {
    const recent = this.recent(key, nowMs);
    recent.push(nowMs);
    this.failures.set(key, recent);
    if (this.failures.size > 10_000) this.sweep(nowMs);
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  private recent(key: string, nowMs: number): number[] {
    return (this.failures.get(key) ?? []).filter((t) => t > nowMs - this.windowMs);
  }

  // Bounds memory under a spray of distinct keys: forget every key with no failure in the window.
  private sweep(nowMs: number): void {
    for (const [key, times] of this.failures) {
      if (!times.some((t) => t > nowMs - this.windowMs)) this.failures.delete(key);
    }
  }
}
