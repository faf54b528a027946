import { Redis } from 'ioredis';
import { createClient } from 'redis';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Connects a client to the machine's Redis (REDIS_URL or 127.0.0.1:6379) before the calling `describe`'s
 * specs and quits it after them; the getter gives it. Without a Redis server the specs fail saying what
 * is missing, once, like the browser specs without Chromium: never skipped.
 */
export function useSpecRedis(): () => Redis {
  return useClient(() => {
    const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
    return { client: redis, connect: () => redis.connect(), quit: () => redis.quit() };
  });
}

/** {@link useSpecRedis} with node-redis, the other client the library takes. */
export function useSpecNodeRedis(): () => object {
  return useClient(() => {
    const redis = createClient({ url: REDIS_URL });
    return { client: redis, connect: () => redis.connect(), quit: () => redis.quit() };
  });
}

function useClient<C>(open: () => { client: C; connect(): Promise<unknown>; quit(): Promise<unknown> }): () => C {
  let opened: ReturnType<typeof open> | undefined;
  before(async () => {
    opened = open();
    await opened.connect().catch((error: unknown) => {
      throw new Error(`The Redis store's specs need a Redis server at ${REDIS_URL} (apt-get install redis-server, or set REDIS_URL): ${String(error)}`);
    });
  });
  after(() => opened?.quit());
  return () => opened!.client;
}

/** A prefix of this run's Redis keys, so parallel runs never count into each other's. */
export const SPEC_REDIS_PREFIX = `ux-datatables-spec-${process.pid}`;
