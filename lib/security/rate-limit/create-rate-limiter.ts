import type { MikroORM } from '@mikro-orm/core';
import { RateLimiterPostgres, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { ConfigurationError } from '../../errors/ConfigurationError.js';
import { DEFAULT_RATE_LIMIT_TABLE, type PostgresQueryable, type RateLimitOptions } from './RateLimitOptions.js';

/** One quota: its points per minute and the prefix that keeps its keys apart from the other quota's in a shared store. */
export interface QuotaShape {
  points: number;
  keyPrefix: string;
}

/** The window of every quota: one minute. */
export const MINUTE_IN_SECONDS = 60;

/** The store option checked when the router is built: an unknown store or a missing client fails there, not at the first change. */
export function checkRateLimitOptions(options: RateLimitOptions | undefined): RateLimitOptions {
  const given = options ?? { store: 'memory' };
  const store = (given as { store?: unknown }).store;
  if (store === 'memory') return given;
  if (store === 'postgres') {
    const { pool, tableName, schemaName } = given as Extract<RateLimitOptions, { store: 'postgres' }>;
    if (pool !== undefined && typeof (pool as Partial<PostgresQueryable>)?.query !== 'function') {
      throw new ConfigurationError('The "rateLimit.pool" option must be a pg Pool (an object with a query() method)');
    }
    for (const [name, value] of Object.entries({ tableName, schemaName })) {
      // rate-limiter-flexible quotes the name into its SQL; a quote in it would break out.
      if (value !== undefined && (typeof value !== 'string' || !/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(value))) {
        throw new ConfigurationError(`The "rateLimit.${name}" option must be a plain SQL identifier, got ${JSON.stringify(value)}`);
      }
    }
    return given;
  }
  if (store === 'redis') {
    if (typeof (given as { client?: unknown }).client !== 'object' || (given as { client?: unknown }).client === null) {
      throw new ConfigurationError('The "rateLimit" store "redis" needs the application\'s Redis client as "client" (ioredis or node-redis)');
    }
    return given;
  }
  throw new ConfigurationError(`Unknown "rateLimit.store" ${JSON.stringify(store)}: use "memory", "postgres" or "redis"`);
}

/** The table of a router's PostgreSQL store, by its options: created once for both quotas. */
const tablesMade = new WeakMap<object, Promise<RateLimiterAbstract>>();

/** A shared store's kind of {@link RateLimitOptions}: all but `memory`. */
export type SharedStoreOptions = Exclude<RateLimitOptions, { store: 'memory' }>;

/** A limiter of `quota` per minute in a shared store; a PostgreSQL one once its table exists (it rejects when it cannot be made). */
export async function createRateLimiter(options: SharedStoreOptions, quota: QuotaShape, orm: MikroORM): Promise<RateLimiterAbstract> {
  const common = { points: quota.points, duration: MINUTE_IN_SECONDS, keyPrefix: quota.keyPrefix };
  switch (options.store) {
    case 'redis': {
      const client = options.client as { defineCommand?: unknown };
      // ioredis defines the limiter's script as a command; node-redis is told apart by lacking that. A client
      // that is not ready fails at once (to the per-process count) instead of queueing the request.
      return new RateLimiterRedis({
        ...common,
        keyPrefix: `${options.keyPrefix ?? 'ux-datatables'}:${quota.keyPrefix}`,
        storeClient: client,
        useRedisPackage: typeof client.defineCommand !== 'function',
        rejectIfRedisNotReady: true,
      });
    }
    case 'postgres': {
      const pool = options.pool ?? await ormPool(orm);
      const settings = { ...common, storeClient: pool, storeType: 'pool', tableName: options.tableName ?? DEFAULT_RATE_LIMIT_TABLE, schemaName: options.schemaName ?? ormSchema(orm) };
      // Both quotas of a router share one table, their keys prefixed apart. The first creates it; the
      // other waits for that: two CREATE TABLE IF NOT EXISTS at once can fail in PostgreSQL (pg_type's
      // unique index), and a store whose table failed would count in the process for good.
      const known = tablesMade.get(options);
      if (known) return known.then(() => new RateLimiterPostgres({ ...settings, tableCreated: true }));
      const made = new Promise<RateLimiterAbstract>((resolve, reject) => {
        const limiter: RateLimiterPostgres = new RateLimiterPostgres(settings, (error?: Error) => (error ? reject(error) : resolve(limiter)));
      });
      tablesMade.set(options, made);
      return made;
    }
  }
}

/** The `pg.Pool` under MikroORM's PostgreSQL driver: the application's own database, no second pool to size. */
async function ormPool(orm: MikroORM): Promise<PostgresQueryable> {
  const connection = orm.em.getConnection() as unknown as { getNativeClient?: () => Promise<PostgresQueryable> };
  if (typeof connection.getNativeClient !== 'function') {
    throw new ConfigurationError('The "rateLimit" store "postgres" needs MikroORM\'s PostgreSQL driver, or a pg Pool as "pool"');
  }
  return connection.getNativeClient();
}

/** The ORM's `schema` option, where its own tables are: the counts' table sits beside them. */
function ormSchema(orm: MikroORM): string | undefined {
  const schema = (orm.config.get as (key: string) => unknown)('schema');
  return typeof schema === 'string' && schema !== '' ? schema : undefined;
}
