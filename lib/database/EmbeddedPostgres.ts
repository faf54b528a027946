import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/** Options of {@link EmbeddedPostgres.start}. */
export interface EmbeddedPostgresOptions {
  /** Directory that keeps the data between runs; in memory when omitted. */
  dataDir?: string;
  /** Host the socket listens on (default `127.0.0.1`). */
  host?: string;
  /** Port the socket listens on (default `0`: a free port). */
  port?: number;
}

/**
 * PostgreSQL compiled to WebAssembly (PGlite), served on a local TCP socket so that the ordinary
 * `@mikro-orm/postgresql` driver talks to it exactly as to a real server.
 *
 * It runs inside this process: there is no child process to leak or hang after exit. PGlite is a
 * single session, so clients must use a pool of one connection (see {@link EmbeddedPostgres.poolSize}).
 */
export class EmbeddedPostgres {
  /** PGlite runs one session: more connections would interleave their transactions. */
  static readonly poolSize = 1;

  private stopping: Promise<void> | undefined;

  private constructor(
    private readonly db: PGlite,
    private readonly server: PGLiteSocketServer,
    /** `postgresql://` URL of the socket. */
    readonly url: string,
  ) {}

  /** Starts PGlite and its socket; resolves once it accepts connections (about 4 s). */
  static async start(options: EmbeddedPostgresOptions = {}): Promise<EmbeddedPostgres> {
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    // pg_trgm is only made available: `CREATE EXTENSION pg_trgm` (as `ux-datatables indexes` prints) loads it.
    const db = await PGlite.create({ ...(options.dataDir ? { dataDir: options.dataDir } : {}), extensions: { pg_trgm } });
    // Two connections: the pool's one, plus room for a reconnect while the old socket closes.
    const server = new PGLiteSocketServer({
      db,
      host: options.host ?? '127.0.0.1',
      port: options.port ?? 0,
      maxConnections: 2,
    });
    try {
      await server.start();
    } catch (error) {
      await db.close();
      throw error;
    }
    const [host, port] = splitHostPort(server.getServerConn());
    return new EmbeddedPostgres(db, server, `postgresql://postgres@${host}:${port}/postgres`);
  }

  /** Closes the socket and the database (flushing it to `dataDir`); safe to call twice. */
  stop(): Promise<void> {
    this.stopping ??= (async () => {
      await this.server.stop();
      if (!this.db.closed) await this.db.close();
    })();
    return this.stopping;
  }
}

function splitHostPort(connection: string): [string, string] {
  const at = connection.lastIndexOf(':');
  return [connection.slice(0, at), connection.slice(at + 1)];
}
