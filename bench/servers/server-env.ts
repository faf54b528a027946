import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the harness tells a server process: where the rows are, and the key of its tokens. */
export interface ServerEnv {
  /** PostgreSQL URL (a real server, or the embedded database's socket). */
  databaseUrl: string;
  /** The schema holding the bench's `book` table. */
  schema: string;
  /** Key of the table tokens and CSRF tokens, at least 32 characters. */
  secret: string;
  /** Connections this process may hold (1 on the embedded database). */
  pool: number;
}

/** The settings of this server process, from the variables the harness sets. */
export function serverEnv(): ServerEnv {
  const read = (name: string): string => {
    const value = process.env[name];
    if (!value) throw new Error(`${name} is not set: server processes are started by the bench harness (bench/processes.ts)`);
    return value;
  };
  return { databaseUrl: read('BENCH_DATABASE_URL'), schema: read('BENCH_SCHEMA'), secret: read('BENCH_SECRET'), pool: Number(read('BENCH_POOL')) };
}

/**
 * Listens on a free loopback port, prints `listening <url>` for the harness, and closes `server`
 * then runs `close` on SIGTERM.
 */
export async function listen(server: Server, close: () => Promise<void>): Promise<void> {
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  console.log(`listening http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  process.once('SIGTERM', async () => {
    setTimeout(() => process.exit(1), 5000).unref();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await close();
    process.exit(0);
  });
}
