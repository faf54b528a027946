// The drill's database: its own schema, created fresh and seeded; the PostgreSQL server stopped and
// started as scripts/fault-drill.ts does (pg_ctlcluster, the first cluster of /etc/postgresql).
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { readdirSync } from 'node:fs';
import { MikroORM } from '@mikro-orm/postgresql';
import { DEMO_ENTITIES } from '../../examples/entities/demo-entities.js';
import { seedBooks } from '../../examples/seed-books.js';

/** An ORM on the drill's schema, for the setup and the checks (the instances have their own). */
export function openOrm(url: string, schema: string): Promise<MikroORM> {
  return MikroORM.init({
    entities: DEMO_ENTITIES, clientUrl: url, schema, pool: { min: 0, max: 2 },
    driverOptions: { connectionTimeoutMillis: 2000, query_timeout: 10000 },
  });
}

/** Drops and creates `schema`, with the demo's tables and `books` books. */
export async function freshSchema(url: string, schema: string, books: number): Promise<void> {
  const orm = await openOrm(url, schema);
  try {
    await orm.em.getConnection().execute(`drop schema if exists "${schema}" cascade; create schema "${schema}"`);
    await orm.schema.create({ schema });
    await seedBooks(orm.em.fork(), books);
  } finally {
    await orm.close(true);
  }
}

/** Drops the drill's schema (best effort: the drill's answer does not depend on it). */
export async function dropSchema(url: string, schema: string): Promise<void> {
  const orm = await openOrm(url, schema);
  await orm.em.getConnection().execute(`drop schema if exists "${schema}" cascade`).catch(() => undefined);
  await orm.close(true).catch(() => undefined);
}

/**
 * Stops (fast: sessions cut) or starts the machine's PostgreSQL cluster. Not synchronous as in
 * fault-drill.ts: the drill's clients live in this process and must keep sending while it waits.
 */
export async function postgres(action: 'start' | 'stop'): Promise<void> {
  const cluster = readdirSync('/etc/postgresql')[0];
  await promisify(execFile)('pg_ctlcluster', ['--skip-systemctl-redirect', cluster, 'main', action, ...(action === 'stop' ? ['-m', 'fast'] : [])]);
}

/** Whether PostgreSQL accepts connections on the URL's host and port (`pg_isready`). */
export function postgresReady(url: string): boolean {
  const { hostname, port } = new URL(url);
  try {
    execFileSync('pg_isready', ['-q', '-h', hostname || '127.0.0.1', '-p', port || '5432'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
