import type { MikroORM } from '@mikro-orm/postgresql';
import { openDatabase, type DatabaseHandle } from '../../../lib/database/open-database.js';
import { createTestOrm } from '../database.js';
import { HTTP_ENTITIES } from '../http-entities.js';

/** A database the race specs run on, and how to get an ORM on a fresh schema of it. */
export interface RaceDatabase {
  label: string;
  /** A MikroORM over the HTTP specs' entities on its own schema; `orm.close()` drops it (and stops a database started for it). */
  open(): Promise<MikroORM>;
}

/**
 * The embedded PGlite always (the suite's own, or one started here when `DATABASE_URL` points the
 * suite elsewhere), and the PostgreSQL server of `DATABASE_URL` when it is set: one connection
 * serialising every statement, and a real pool where requests overlap inside the database.
 */
export function raceDatabases(env: NodeJS.ProcessEnv = process.env): RaceDatabase[] {
  if (!env.DATABASE_URL) return [{ label: 'the embedded PGlite', open: () => createTestOrm(HTTP_ENTITIES) }];
  return [
    { label: 'an embedded PGlite of its own', open: async () => ormOn(await openDatabase({ url: '' })) },
    { label: 'PostgreSQL (DATABASE_URL)', open: () => createTestOrm(HTTP_ENTITIES) },
  ];
}

/** An ORM on a fresh schema of `database`, which closing the ORM stops. */
async function ormOn(database: DatabaseHandle): Promise<MikroORM> {
  const orm = await createTestOrm(HTTP_ENTITIES, {}, database);
  const close = orm.close.bind(orm);
  orm.close = async (force?: boolean) => {
    await close(force);
    await database.close();
  };
  return orm;
}
