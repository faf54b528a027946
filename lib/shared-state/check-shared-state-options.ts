import { ConfigurationError } from '../errors/ConfigurationError.js';
import type { PostgresQueryable, SharedStateOptions } from './SharedStateOptions.js';

/** The `sharedState` option checked when the router is built: an unknown store or a missing client fails there, not at the first change. */
export function checkSharedStateOptions(options: SharedStateOptions | undefined): SharedStateOptions {
  const given = options ?? { store: 'memory' };
  const store = (given as { store?: unknown }).store;
  if (store === 'memory') return given;
  if (store === 'postgres') {
    const { pool, tablePrefix, schemaName } = given as Extract<SharedStateOptions, { store: 'postgres' }>;
    if (pool !== undefined && typeof (pool as Partial<PostgresQueryable>)?.query !== 'function') {
      throw new ConfigurationError('The "sharedState.pool" option must be a pg Pool (an object with a query() method)');
    }
    for (const [name, value] of Object.entries({ tablePrefix, schemaName })) {
      // The names are quoted into SQL (here and by rate-limiter-flexible); a quote in one would break out.
      if (value !== undefined && (typeof value !== 'string' || !/^[A-Za-z_][A-Za-z0-9_]{0,48}$/.test(value))) {
        throw new ConfigurationError(`The "sharedState.${name}" option must be a plain SQL identifier of at most 49 characters, got ${JSON.stringify(value)}`);
      }
    }
    return given;
  }
  if (store === 'redis') {
    if (typeof (given as { client?: unknown }).client !== 'object' || (given as { client?: unknown }).client === null) {
      throw new ConfigurationError('The "sharedState" store "redis" needs the application\'s Redis client as "client" (ioredis or node-redis)');
    }
    return given;
  }
  throw new ConfigurationError(`Unknown "sharedState.store" ${JSON.stringify(store)}: use "memory", "postgres" or "redis"`);
}
