/** Clients remembered at most; past that the least recently seen are forgotten (memory stays bounded). */
const MAX_CLIENTS = 10_000;
const MINUTE = 60_000;

/**
 * Counts each client's deletes and edit submits over a sliding minute: a write is allowed when fewer
 * than `perMinute` of the client's allowed writes are less than sixty seconds old, so no sixty
 * seconds ever hold more (fixed one-minute windows let twice the limit through across their edge).
 * Each client keeps the times of its last `perMinute` allowed writes, in a ring. In memory, per
 * process: with several instances behind a load balancer each allows its own quota (put a shared
 * limiter in front of the application when that matters); nothing else depends on it.
 */
export class MutationRateLimiter {
  private readonly clients = new Map<string, { times: number[]; next: number }>();

  constructor(private readonly perMinute: number, private readonly now: () => number = Date.now) {}

  /** Counts one mutation of `client`; the seconds to wait when it is over the limit, else 0. */
  take(client: string): number {
    if (this.perMinute === 0) return 0;
    const now = this.now();
    let ring = this.clients.get(client);
    if (ring) this.clients.delete(client);
    else ring = { times: [], next: 0 };
    this.clients.set(client, ring);
    if (this.clients.size > MAX_CLIENTS) this.clients.delete(this.clients.keys().next().value!);
    if (ring.times.length < this.perMinute) {
      ring.times.push(now);
      return 0;
    }
    // The ring is full: its oldest entry is the write `perMinute` writes ago.
    const oldest = ring.times[ring.next];
    if (now - oldest < MINUTE) return Math.max(1, Math.ceil((oldest + MINUTE - now) / 1000));
    ring.times[ring.next] = now;
    ring.next = (ring.next + 1) % this.perMinute;
    return 0;
  }
}
