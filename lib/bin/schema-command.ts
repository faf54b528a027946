import { parseArgs } from 'node:util';
import { SavedViewEntity } from '../saved-views/SavedViewEntity.js';
import type { CliCommand, CliIo } from './CliCommand.js';
import { UsageError } from './UsageError.js';

const USAGE = [
  'Usage: ux-datatables schema [--schema <name>]',
  '',
  'Prints the PostgreSQL statements that create the table of the saved views kept on the server',
  '(the router\'s `savedViews: { store: \'database\' }`): "ux_datatables_view", its index on owner and table,',
  'and the partial unique index that allows one default view per user and table. Written by MikroORM\'s',
  'schema generator from `SavedViewEntity`, the entity to add to your ORM\'s `entities`; nothing is run and',
  'no database is needed: apply it with psql, or in a migration.',
  '',
  'Options:',
  '  --schema <name>  create the table in this PostgreSQL schema (default: the search path\'s first)',
  '',
].join('\n');

/** `ux-datatables schema`: the DDL of the saved views' table, from {@link SavedViewEntity}. */
export const schemaCommand: CliCommand = {
  name: 'schema',
  summary: 'print the PostgreSQL table the saved views kept on the server need',
  usage: USAGE,
  async run(args: string[], io: CliIo): Promise<number> {
    const schema = parse(args).schema;
    if (schema !== undefined && !/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(schema)) throw new UsageError(`--schema must be a plain SQL identifier, got ${JSON.stringify(schema)}`);
    io.stdout.write(await savedViewsSchemaSql(schema));
    return 0;
  },
};

/** The statements creating the saved views' table in `schema` (default: unqualified), from an ORM that holds that entity alone and never connects. */
export async function savedViewsSchemaSql(schema?: string): Promise<string> {
  const { MikroORM } = await import('@mikro-orm/postgresql');
  // MikroORM 7's init discovers the metadata without connecting; it wants a database name all the same.
  const orm = await MikroORM.init({ entities: [SavedViewEntity], dbName: 'ux_datatables_schema', ...(schema ? { schema } : {}), debug: false });
  try {
    const sql = await orm.schema.getCreateSchemaSQL({ wrap: false, ...(schema ? { schema } : {}) });
    return `${sql.trim()}\n`;
  } finally {
    await orm.close(true);
  }
}

function parse(args: string[]): { schema?: string } {
  try {
    return parseArgs({ args, strict: true, allowPositionals: false, options: { schema: { type: 'string' } } }).values;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}
