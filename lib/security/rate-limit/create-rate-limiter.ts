import type { MikroORM } from '@mikro-orm/core';
import { RateLimiterPostgres, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { postgresStorePlace } from '../../shared-state/postgres-store.js';
import { DEFAULT_KEY_PREFIX, type SharedStoreKind } from '../../shared-state/SharedStateOptions.js';

/** One quota: its points per minute and the prefix that keeps its keys apart from the other quota's in a shared store. */
export interface QuotaShape {
  points: number;
  keyPrefix: string;
}

/** The window of every quota: one minute. */
export const MINUTE_IN_SECONDS = 60;

/** The table of a router's PostgreSQL store, by its options: created once for both quotas. */
const tablesMade = new WeakMap<object, Promise<RateLimiterAbstract>>();

/** A limiter of `quota` per minute in a shared store; a PostgreSQL one once its table exists (it rejects when it cannot be made). */
export async function createRateLimiter(options: SharedStoreKind, quota: QuotaShape, orm: MikroORM): Promise<RateLimiterAbstract> {
  const common = { points: quota.points, duration: MINUTE_IN_SECONDS, keyPrefix: quota.keyPrefix };
  switch (options.store) {
    case 'redis': {
      const client = options.client as { defineCommand?: unknown };
      // ioredis defines the limiter's script as a command; node-redis is told apart by lacking that. A client
      // that is not ready fails at once (to the per-process count) instead of queueing the request.
      return new RateLimiterRedis({
        ...common,
        keyPrefix: `${options.keyPrefix ?? DEFAULT_KEY_PREFIX}:${quota.keyPrefix}`,
        storeClient: client,
        useRedisPackage: typeof client.defineCommand !== 'function',
        rejectIfRedisNotReady: true,
      });
    }
    case 'postgres': {
      const { pool, schemaName, tableName } = await postgresStorePlace(options, 'rate_limits', orm);
      const settings = { ...common, storeClient: pool, storeType: 'pool', tableName, schemaName };
      // Both quotas of a router share one table, their keys prefixed apart. The first creates it; the
      // other waits for that: two CREATE TABLE IF NOT EXISTS at once can fail in PostgreSQL (pg_type's
      // unique index), and a store whose table failed would count in the process for good.
      const known = tablesMade.get(options);
      if (known) return known.then(() => new RateLimiterPostgres({ ...settings, tableCreated: true }));
      const made = postgresLimiter(settings).catch((error: unknown) => {
        // Another process's table committed between PostgreSQL's checks (the library lets only 23505 pass): it exists now.
        if (['42P07', '42710'].includes(String((error as { code?: unknown }).code))) return postgresLimiter(settings);
        throw error;
      });
      tablesMade.set(options, made);
      return made;
    }
  }
}

/** A PostgreSQL limiter once its CREATE TABLE IF NOT EXISTS is done. */
function postgresLimiter(settings: ConstructorParameters<typeof RateLimiterPostgres>[0]): Promise<RateLimiterAbstract> {
  return new Promise<RateLimiterAbstract>((resolve, reject) => {
    const limiter: RateLimiterPostgres = new RateLimiterPostgres(settings, (error?: Error) => (error ? reject(error) : resolve(limiter)));
  });
}
