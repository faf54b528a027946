import type { MikroORM } from '@mikro-orm/core';
import { RateLimiterMemory, RateLimiterRes, RLWrapperTimeouts, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { createRateLimiter, MINUTE_IN_SECONDS, type QuotaShape } from './create-rate-limiter.js';
import type { SharedStateOptions } from '../../shared-state/SharedStateOptions.js';
import type { StoreHealth } from '../../shared-state/StoreHealth.js';

/** Longest wait for a shared store before a request is counted in this process instead. */
export const STORE_TIMEOUT_MS = 1000;

/**
 * One quota of each client's requests per minute (`limits.mutationsPerMinute`, or the options
 * endpoint's multiple of it), counted by rate-limiter-flexible in the chosen store. Windows are fixed:
 * a client's minute starts at its first request after the last minute ended, and refusals do not
 * push its end.
 * A shared store that fails or takes longer than {@link STORE_TIMEOUT_MS} fails open to the memory
 * count of this process (each instance then allows its own quota, as with the memory store): refusing
 * every change while PostgreSQL or Redis is away would turn a counter's outage into the
 * application's. `health` logs the first failure and the return; nothing in between.
 */
export class ClientQuota {
  private readonly store: Promise<RateLimiterAbstract>;
  private readonly fallback: RateLimiterMemory;

  constructor(options: SharedStateOptions, quota: QuotaShape, orm: MikroORM, private readonly health: StoreHealth) {
    this.fallback = new RateLimiterMemory({ points: quota.points, duration: MINUTE_IN_SECONDS, keyPrefix: quota.keyPrefix });
    this.store = options.store === 'memory'
      ? Promise.resolve(this.fallback)
      : createRateLimiter(options, quota, orm).then((limiter) => new RLWrapperTimeouts({ limiter, timeoutMs: STORE_TIMEOUT_MS }));
    // A store that could not be set up (no table, no privilege) is reported by the first request's fallback.
    this.store.catch(() => undefined);
  }

  /** Counts one request of `client`; the seconds to wait when it is over the quota, else 0. */
  async take(client: string): Promise<number> {
    try {
      await (await this.store).consume(client);
      this.health.answered();
      return 0;
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) return this.fallBack(client, error);
      this.health.answered();
      return secondsToWait(error);
    }
  }

  private async fallBack(client: string, error: unknown): Promise<number> {
    this.health.failed(error);
    try {
      await this.fallback.consume(client);
      return 0;
    } catch (refused) {
      return secondsToWait(refused as RateLimiterRes);
    }
  }
}

/** Retry-After of a refusal: whole seconds until the client's window ends, at least one. */
function secondsToWait(refusal: RateLimiterRes): number {
  return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
}
