import { MikroORM, type Options } from '@mikro-orm/postgresql';
import { openDatabase, type DatabaseHandle } from '../../lib/database/open-database.js';

/**
 * The database of this test run: `DATABASE_URL` when set (CI runs the database specs against the
 * machine's PostgreSQL that way), otherwise one embedded PGlite shared by every spec file and
 * stopped by the root hook in `hooks.ts`.
 */
let database: Promise<DatabaseHandle> | undefined;
let schemaCounter = 0;

export function testDatabase(): Promise<DatabaseHandle> {
  database ??= openDatabase();
  return database;
}

/** Stops the embedded database, if one was started. */
export async function closeTestDatabase(): Promise<void> {
  if (!database) return;
  const handle = await database;
  database = undefined;
  await handle.close();
}

/**
 * A MikroORM on its own fresh PostgreSQL schema (of the suite's database, or of `database`), so spec
 * files never see each other's tables. Closing it drops the schema; {@link useTestOrm} closes it after a block.
 */
export async function createTestOrm(entities: Options['entities'], options: Partial<Options> = {}, database?: DatabaseHandle): Promise<MikroORM> {
  const db = database ?? (await testDatabase());
  const schema = `spec_${process.pid}_${++schemaCounter}`;
  const orm = await MikroORM.init({
    entities,
    clientUrl: db.url,
    schema,
    pool: { min: 0, max: db.poolMax },
    allowGlobalContext: false,
    debug: false,
    ...options,
  });
  await orm.schema.drop({ schema }).catch(() => undefined);
  await orm.em.getConnection().execute(`drop schema if exists "${schema}" cascade; create schema "${schema}"`);
  await orm.schema.create({ schema });
  const close = orm.close.bind(orm);
  orm.close = async (force?: boolean) => {
    await orm.em.getConnection().execute(`drop schema if exists "${schema}" cascade`).catch(() => undefined);
    return close(force);
  };
  return orm;
}

/**
 * Opens a MikroORM before the specs of the calling `describe` and closes it after them: on a fresh
 * schema of the suite's database ({@link createTestOrm}) for `entities`, or the one `open()` gives.
 * `opened` receives it (to keep in the block's `let orm`) and may set up the rest of the block.
 */
export function useTestOrm(entities: Options['entities'], opened: (orm: MikroORM) => unknown, options?: Partial<Options>): void;
export function useTestOrm(open: () => Promise<MikroORM>, opened: (orm: MikroORM) => unknown): void;
export function useTestOrm(
  source: Options['entities'] | (() => Promise<MikroORM>),
  opened: (orm: MikroORM) => unknown,
  options: Partial<Options> = {},
): void {
  let orm: MikroORM | undefined;
  before(async function () {
    // Opening may build the library or the browser files first (the README's specs): minutes on a loaded machine.
    this.timeout(120_000);
    orm = typeof source === 'function' ? await source() : await createTestOrm(source, options);
    await opened(orm);
  });
  after(async () => {
    await orm?.close(true);
  });
}
