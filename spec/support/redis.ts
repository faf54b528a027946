import { Redis } from 'ioredis';

/**
 * Connects an ioredis client to the machine's Redis (REDIS_URL or 127.0.0.1:6379) before the calling
 * `describe`'s specs and quits it after them; the getter gives it. Without a Redis server the specs
 * fail saying what is missing, once, like the browser specs without Chromium: never skipped.
 */
export function useSpecRedis(): () => Redis {
  const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  let redis: Redis | undefined;
  before(async () => {
    redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect().catch((error: unknown) => {
      throw new Error(`The Redis store's specs need a Redis server at ${url} (apt-get install redis-server, or set REDIS_URL): ${String(error)}`);
    });
  });
  after(() => redis?.quit());
  return () => redis!;
}

/** A prefix of this run's Redis keys, so parallel runs never count into each other's. */
export const SPEC_REDIS_PREFIX = `ux-datatables-spec-${process.pid}`;
