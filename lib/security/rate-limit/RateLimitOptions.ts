/** A PostgreSQL client the counts can be kept through: a `pg.Pool` (or a `pg.Client`). */
export interface PostgresQueryable {
  query(...args: never[]): unknown;
}

/** A connected Redis client: ioredis or node-redis (v4 or later). */
export type RedisClientLike = object;

/** Default table of the shared counts in PostgreSQL. */
export const DEFAULT_RATE_LIMIT_TABLE = 'ux_datatables_rate_limits';

/**
 * Where `limits.mutationsPerMinute` is counted (the router's `rateLimit` option). `memory`, the default,
 * counts in this process: each instance behind a load balancer allows its own quota. `postgres` and
 * `redis` count in a store every instance shares, so the quota holds across them.
 * @example
 * dataTablesRouter({ orm, secret, rateLimit: { store: 'postgres' } }); // the ORM's own pg pool
 * dataTablesRouter({ orm, secret, rateLimit: { store: 'redis', client: new Redis() } });
 */
export type RateLimitOptions =
  | { store: 'memory' }
  | {
    store: 'postgres';
    /** The pool to count through; default: the ORM's own (`orm.em.getConnection().getNativeClient()`). */
    pool?: PostgresQueryable;
    /** The table of the counts, created when missing; default `ux_datatables_rate_limits`. */
    tableName?: string;
    /** Its schema; default: the ORM's `schema` option, else the connection's search path. */
    schemaName?: string;
  }
  | {
    store: 'redis';
    /** The application's connected client (ioredis or node-redis); the library never closes it. */
    client: RedisClientLike;
    /** Prefix of the keys; default `ux-datatables`. */
    keyPrefix?: string;
  };
