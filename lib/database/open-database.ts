import { EmbeddedPostgres, type EmbeddedPostgresOptions } from './EmbeddedPostgres.js';

/** A PostgreSQL database to connect MikroORM to: the one named by a URL, or an embedded one. */
export interface DatabaseHandle {
  /** Connection URL for `clientUrl`. */
  readonly url: string;
  /** True when this is embedded PGlite rather than a PostgreSQL server. */
  readonly embedded: boolean;
  /** Largest connection pool the database supports well (`pool.max`). */
  readonly poolMax: number;
  /** Stops the embedded database; does nothing for a server. */
  close(): Promise<void>;
}

/** Options of {@link openDatabase}. */
export interface OpenDatabaseOptions extends EmbeddedPostgresOptions {
  /** PostgreSQL URL; defaults to `process.env.DATABASE_URL`. Empty or absent: embedded PGlite. */
  url?: string;
}

/**
 * Opens the database an application or a test suite should use: `DATABASE_URL` when it is set,
 * otherwise an embedded PostgreSQL (PGlite) that needs no server installed.
 * @example
 * const db = await openDatabase({ dataDir: 'var/demo-db' });
 * const orm = await MikroORM.init({ entities, clientUrl: db.url, pool: { max: db.poolMax } });
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  const url = options.url ?? process.env.DATABASE_URL;
  if (url) {
    return { url, embedded: false, poolMax: 10, close: async () => {} };
  }
  const embedded = await EmbeddedPostgres.start(options);
  return { url: embedded.url, embedded: true, poolMax: EmbeddedPostgres.poolSize, close: () => embedded.stop() };
}
