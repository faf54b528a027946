import type { Readable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/postgresql';
import copyStreams from 'pg-copy-streams';

/** A pooled `pg` client, as far as COPY needs it. */
interface PooledClient {
  query(submittable: Readable): Readable;
  release(destroy?: boolean | Error): void;
}

/** An export's rows as PostgreSQL writes them: its CSV bytes, and how to stop it early. */
export interface CopiedRows {
  /** The CSV records, LF-terminated, as `COPY … (FORMAT csv)` writes them. */
  readonly csv: Readable;
  /** Stops the COPY where it is: its connection is closed (the server ends the statement) and not reused. */
  stop(): void;
}

/**
 * `COPY (select) TO STDOUT WITH (FORMAT csv)` on a connection of the ORM's own pool (the read
 * connection's, as a data page reads), through pg-copy-streams. The connection goes back to the pool
 * when the COPY ends, and is closed instead when it fails or is stopped: a COPY cut halfway leaves a
 * connection no other statement may use.
 */
export async function copyRows(em: EntityManager, select: string): Promise<CopiedRows> {
  const connection = em.getConnection('read') as unknown as { getNativeClient(): Promise<{ connect(): Promise<PooledClient> }> };
  const client = await (await connection.getNativeClient()).connect();
  let released = false;
  const release = (destroy: boolean) => {
    if (released) return;
    released = true;
    client.release(destroy);
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
