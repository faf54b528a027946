import type { Readable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/postgresql';
import copyStreams from 'pg-copy-streams';

/** A `pg` client of its own, as far as COPY needs it. */
interface CopyClient {
  query(submittable: Readable): Readable;
  on(event: 'error', listener: (error: Error) => void): unknown;
  connect(): Promise<void>;
  end(): Promise<void>;
  connection?: { stream?: { destroy(): void } };
}

/** The ORM's `pg` pool, as far as COPY needs it: its settings and its client class. */
interface NativePool {
  options: unknown;
  Client: new (options: unknown) => CopyClient;
}

/** An export's rows as PostgreSQL writes them: its CSV bytes, and how to stop it early. */
export interface CopiedRows {
  /** The CSV records, LF-terminated, as `COPY … (FORMAT csv)` writes them. */
  readonly csv: Readable;
  /** Stops the COPY where it is: its connection is closed (the server ends the statement), never reused. */
  stop(): void;
}

/**
 * `COPY (select) TO STDOUT WITH (FORMAT csv)`, through pg-copy-streams, on a connection of its own opened
 * with the settings of the ORM's pool (the read connection's), closed when the COPY ends, fails or is
 * stopped. Not a pooled one: pg-copy-streams reads the connection's socket itself, and a pooled connection
 * may still be owed the last replies of the statement before it (pg-cursor, closed after an error, sends a
 * second Sync whose answer comes after the connection went back to the pool): read as the COPY's, they
 * made the COPY hand its rows to pg, whose "activeQuery.handleCopyData is not a function" was an uncaught
 * exception. A long export also holds no connection the data pages need (`copy-select` leaves a pool of
 * one connection, the embedded database's single session, to the writer).
 */
export async function copyRows(em: EntityManager, select: string): Promise<CopiedRows> {
  const connection = em.getConnection('read') as unknown as { getNativeClient(): Promise<NativePool> };
  const pool = await connection.getNativeClient();
  const client = new pool.Client(pool.options);
  // A connection dropped under the COPY fails the stream; without a listener pg's 'error' would be fatal.
  client.on('error', () => {});
  await client.connect();
  let released = false;
  const release = (failed: boolean) => {
    if (released) return;
    released = true;
    // A COPY stopped midway is blocked writing to the socket: only closing it ends the statement at once.
    if (failed) client.connection?.stream?.destroy();
    void client.end().catch(() => {});
  };
  const statement = `copy (${select}) to stdout with (format csv)`;
  const started = Date.now();
  // In the ORM's query log (its `debug`, and its slow-query log past `slowQueryThreshold`) as every other statement.
  const logged = (level: 'info' | 'error') => {
    const entry = { query: statement, took: Date.now() - started, level };
    em.config.getLogger().logQuery(entry);
    const threshold = em.config.get('slowQueryThreshold');
    if (threshold != null && entry.took >= threshold) em.config.getSlowQueryLogger().logQuery({ ...entry, enabled: true });
  };
  const csv = client.query(copyStreams.to(statement));
  csv.once('end', () => {
    logged('info');
    release(false);
  });
  csv.once('error', () => {
    logged('error');
    release(true);
  });
  csv.once('close', () => release(!csv.readableEnded));
  return { csv, stop: () => { release(true); csv.destroy(); } };
}
