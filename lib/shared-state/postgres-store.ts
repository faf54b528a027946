import type { MikroORM } from '@mikro-orm/core';
import { ConfigurationError } from '../errors/ConfigurationError.js';
import { DEFAULT_TABLE_PREFIX, type PostgresQueryable, type SharedStoreKind } from './SharedStateOptions.js';

/** Where a PostgreSQL store keeps one kind of state: the pool, and the table's schema and name. */
export interface PostgresStorePlace {
  pool: PostgresQueryable;
  schemaName: string | undefined;
  tableName: string;
}

/** The place of the `<prefix>_<kind>` table of a `postgres` store: its pool (the ORM's own unless given) and schema. */
export async function postgresStorePlace(options: Extract<SharedStoreKind, { store: 'postgres' }>, kind: string, orm: MikroORM): Promise<PostgresStorePlace> {
  return {
    pool: options.pool ?? await ormPool(orm),
    schemaName: options.schemaName ?? ormSchema(orm),
    tableName: `${options.tablePrefix ?? DEFAULT_TABLE_PREFIX}_${kind}`,
  };
}

/** The `pg.Pool` under MikroORM's PostgreSQL driver: the application's own database, no second pool to size. */
async function ormPool(orm: MikroORM): Promise<PostgresQueryable> {
  const connection = orm.em.getConnection() as unknown as { getNativeClient?: () => Promise<PostgresQueryable> };
  if (typeof connection.getNativeClient !== 'function') {
    throw new ConfigurationError('The "sharedState" store "postgres" needs MikroORM\'s PostgreSQL driver, or a pg Pool as "pool"');
  }
  return connection.getNativeClient();
}

/** The ORM's `schema` option, where its own tables are: the shared state's tables sit beside them. */
function ormSchema(orm: MikroORM): string | undefined {
  const schema = (orm.config.get as (key: string) => unknown)('schema');
  return typeof schema === 'string' && schema !== '' ? schema : undefined;
}
