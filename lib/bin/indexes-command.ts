import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { DataTableClass } from '../model/DataTableClass.js';
import { dataTableRegistry } from '../model/DataTableRegistry.js';
import { TableModel } from '../model/TableModel.js';
import { indexAdvice, type IndexAdvice, type IndexAdviceOrm } from '../persistence/index-advice.js';
import type { CliCommand, CliIo } from './CliCommand.js';
import { UsageError } from './UsageError.js';

const USAGE = [
  'Usage: ux-datatables indexes [<table> ...] --module <file> [--no-concurrently]',
  '',
  'Prints the PostgreSQL DDL that serves the searches and orderings of your tables: pg_trgm and a GIN',
  'trigram index per text column searched with "contains", a B-tree per column searched by prefix or',
  'exactly, and per orderable column. Without a table name: every table. Nothing is run: apply it with',
  'psql (each statement on its own: CREATE INDEX CONCURRENTLY cannot run inside a transaction).',
  '',
  'Options:',
  '  --module <file>      UX_DATATABLES_MODULE  a module exporting `orm` (an initialized MikroORM, or a promise',
  '                                             of one) and optionally `tables` (default: every @AsDataTable',
  '                                             class it registered). TypeScript: run under `node --import tsx`',
  '  --no-concurrently                          plain CREATE INDEX (a migration inside a transaction)',
  '',
].join('\n');

/** What the `--module` file exports. */
interface TablesModule {
  orm?: unknown;
  tables?: Iterable<DataTableClass | TableModel>;
}

type LoadedOrm = IndexAdviceOrm & { close?(force?: boolean): Promise<void> };

/** `ux-datatables indexes`: loads the application's tables and ORM from a module and prints their index DDL. */
export const indexesCommand: CliCommand = {
  name: 'indexes',
  summary: 'print the PostgreSQL indexes your tables\' searches and orderings need',
  usage: USAGE,
  async run(args: string[], io: CliIo): Promise<number> {
    const { values, positionals } = parse(args);
    const file = values.module ?? io.env.UX_DATATABLES_MODULE;
    if (!file) throw new UsageError('Missing --module <file>: the module exporting your MikroORM instance as `orm`.');
    const loaded = (await import(pathToFileURL(resolve(file)).href)) as TablesModule;
    const orm = await resolveOrm(loaded.orm, file);
    try {
      const tables = [...(loaded.tables ?? dataTableRegistry.all())].map((table) => (table instanceof TableModel ? table : TableModel.fromClass(table)));
      const chosen = positionals.length === 0 ? tables.filter((table) => table.source.kind === 'entity') : positionals.map((name) => pick(tables, name));
      if (chosen.length === 0) throw new UsageError(`Module "${file}" declares no entity table`);
      io.stdout.write(chosen.map((table) => format(indexAdvice(table, orm, { concurrently: !values['no-concurrently'] }))).join('\n'));
      return 0;
    } finally {
      await orm.close?.(true);
    }
  },
};

function parse(args: string[]): { values: { module?: string; 'no-concurrently'?: boolean }; positionals: string[] } {
  try {
    return parseArgs({ args, strict: true, allowPositionals: true, options: { module: { type: 'string' }, 'no-concurrently': { type: 'boolean' } } });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

async function resolveOrm(exported: unknown, file: string): Promise<LoadedOrm> {
  const orm = (await (typeof exported === 'function' ? (exported as () => unknown)() : exported)) as LoadedOrm | undefined;
  if (typeof orm?.getMetadata !== 'function') throw new UsageError(`Module "${file}" exports no \`orm\`: export your initialized MikroORM (or a promise of it) as \`orm\``);
  return orm;
}

function pick(tables: TableModel[], name: string): TableModel {
  const table = tables.find((candidate) => candidate.name === name);
  if (!table) throw new UsageError(`Unknown table "${name}"; the module declares ${tables.map((t) => `"${t.name}"`).join(', ') || 'none'}`);
  return table;
}

function format(advice: IndexAdvice): string {
  const lines = [`-- Table "${advice.table}" (${advice.relation})`];
  for (const statement of advice.statements) lines.push(`-- ${statement.reason}`, statement.sql);
  for (const note of advice.notes) lines.push(`-- No index: ${note}`);
  if (advice.statements.length > 0) lines.push(`ANALYZE ${advice.relation};`);
  return `${lines.join('\n')}\n`;
}
