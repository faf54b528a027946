/** Clients remembered at most; past that the oldest windows are forgotten (memory stays bounded). */
const MAX_CLIENTS = 10_000;

/**
 * Counts each client's deletes and edit submits in fixed one-minute windows. In memory, per process:
 * with several instances behind a load balancer each allows its own quota (put a shared limiter in
 * front of the application when that matters); nothing else depends on it.
 */
export class MutationRateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly perMinute: number, private readonly now: () => number = Date.now) {}

  /** Counts one mutation of `client`; the seconds to wait when it is over the limit, else 0. */
  take(client: string): number {
    if (this.perMinute === 0) return 0;
    const now = this.now();
    let window = this.windows.get(client);
    if (!window || now - window.start >= 60_000) {
      this.windows.delete(client);
      window = { start: now, count: 0 };
      this.windows.set(client, window);
      if (this.windows.size > MAX_CLIENTS) this.windows.delete(this.windows.keys().next().value!);
    }
    window.count++;
    return window.count > this.perMinute ? Math.ceil((window.start + 60_000 - now) / 1000) : 0;
  }
}
