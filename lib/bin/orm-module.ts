import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { IndexAdviceOrm } from '../persistence/index-advice.js';
import type { CliIo } from './CliCommand.js';
import { UsageError } from './UsageError.js';

/** What a `--module` file exports: the ORM (or its config, or its entities) and optionally the tables. */
export type OrmModule = Readonly<Record<string, unknown>>;

/** The part of a MikroORM instance the commands use. */
export type ModuleOrm = IndexAdviceOrm & {
  config: { get(key: 'entities'): unknown };
  close?(force?: boolean): Promise<void>;
};

/** The part of an ORM config read here; the rest is handed to MikroORM as it is. */
type OrmConfig = Readonly<Record<string, unknown>> & { dbName?: string; clientUrl?: string };

/** The `--module` file, else `UX_DATATABLES_MODULE`; a UsageError without either. */
export function moduleFile(option: string | undefined, io: CliIo, what: string): string {
  const file = option ?? io.env.UX_DATATABLES_MODULE;
  if (!file) throw new UsageError(`Missing --module <file>: ${what}.`);
  return file;
}

/** Imports the `--module` file (relative to the working directory), running its side effects once. */
export async function importOrmModule(file: string): Promise<OrmModule> {
  return (await import(pathToFileURL(resolve(file)).href)) as OrmModule;
}

/** The module's `orm` export: an initialized MikroORM, a promise of one, or a function returning either. */
export async function exportedOrm(loaded: OrmModule, file: string): Promise<ModuleOrm> {
  const orm = (await (typeof loaded.orm === 'function' ? (loaded.orm as () => unknown)() : loaded.orm)) as ModuleOrm | undefined;
  if (typeof orm?.getMetadata !== 'function') throw new UsageError(`Module "${file}" exports no \`orm\`: export your initialized MikroORM (or a promise of it) as \`orm\``);
  return orm;
}

/**
 * An ORM holding the module's metadata: its `orm` export, else one discovered (never connected) from
 * its ORM config (the default export or `config`, as `mikro-orm.config.ts` has it) or its `entities`.
 */
export async function metadataOrm(loaded: OrmModule, file: string): Promise<ModuleOrm> {
  if (loaded.orm !== undefined) return exportedOrm(loaded, file);
  const config = [loaded.config, loaded.default].find((value) => typeof value === 'object' && value !== null && 'entities' in value);
  const options = (config ?? (Array.isArray(loaded.entities) ? { entities: loaded.entities } : undefined)) as OrmConfig | undefined;
  if (options === undefined) {
    throw new UsageError(`Module "${file}" exports no \`orm\`, ORM config (default export or \`config\`) or \`entities\``);
  }
  const { MikroORM } = await import('@mikro-orm/postgresql');
  // MikroORM 7's init discovers the metadata (folders too) without connecting; it wants a database name all the same.
  const named = options.dbName || options.clientUrl ? {} : { dbName: 'ux_datatables_metadata' };
  return MikroORM.init({ ...options, ...named, debug: false } as Parameters<typeof MikroORM.init>[0]);
}
