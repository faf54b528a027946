/** A PostgreSQL client the shared state can be kept through: a `pg.Pool` (or a `pg.Client`). */
export interface PostgresQueryable {
  query(...args: never[]): unknown;
}

/** A connected Redis client: ioredis or node-redis (v4 or later). */
export type RedisClientLike = object;

/** Default start of the shared state's table names in PostgreSQL: `ux_datatables_rate_limits`, `ux_datatables_replays`. */
export const DEFAULT_TABLE_PREFIX = 'ux_datatables';

/** Default start of the shared state's keys in Redis. */
export const DEFAULT_KEY_PREFIX = 'ux-datatables';

/**
 * Where the state instances must agree on is kept (the router's `sharedState` option): the counts of
 * `limits.mutationsPerMinute` and the answers of recent bulks and creates kept for their retries
 * (`requestId`, `Idempotency-Key`). `memory`, the default, keeps them in this process: each instance
 * behind a load balancer allows its own quota and knows only the retries of what it ran. `postgres`
 * and `redis` keep them in a store every instance shares.
 * @example
 * dataTablesRouter({ orm, secret, sharedState: { store: 'postgres' } }); // the ORM's own pg pool
 * dataTablesRouter({ orm, secret, sharedState: { store: 'redis', client: new Redis() } });
 */
export type SharedStateOptions =
  | { store: 'memory' }
  | {
    store: 'postgres';
    /** The pool to go through; default: the ORM's own (`orm.em.getConnection().getNativeClient()`). */
    pool?: PostgresQueryable;
    /** Start of the tables' names (`<prefix>_rate_limits`, `<prefix>_replays`, created when missing); default `ux_datatables`. */
    tablePrefix?: string;
    /** Their schema; default: the ORM's `schema` option, else the connection's search path. */
    schemaName?: string;
  }
  | {
    store: 'redis';
    /** The application's connected client (ioredis or node-redis); the library never closes it. */
    client: RedisClientLike;
    /** Prefix of the keys; default `ux-datatables`. */
    keyPrefix?: string;
  };

/** A shared store's kind of {@link SharedStateOptions}: all but `memory`. */
export type SharedStoreKind = Exclude<SharedStateOptions, { store: 'memory' }>;
