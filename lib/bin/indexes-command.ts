import { parseArgs } from 'node:util';
import type { DataTableClass } from '../model/DataTableClass.js';
import { dataTableRegistry } from '../model/DataTableRegistry.js';
import { TableModel } from '../model/TableModel.js';
import { indexAdvice, type IndexAdvice } from '../persistence/index-advice.js';
import type { CliCommand, CliIo } from './CliCommand.js';
import { exportedOrm, importOrmModule, moduleFile } from './orm-module.js';
import { UsageError } from './UsageError.js';

const USAGE = [
  'Usage: ux-datatables indexes [<table> ...] --module <file> [--no-concurrently]',
  '',
  'Prints the PostgreSQL DDL that serves the searches and orderings of your tables: pg_trgm and a GIN',
  'trigram index per text column searched (or filtered) with "contains", a B-tree per column searched or',
  'filtered by prefix, exactly or by range, and per orderable column; for a column on a relation, the foreign keys',
  'and pivot columns it follows, and those indexes on the related table. Without a table name: every table. Nothing is run: apply it with',
  'psql (each statement on its own: CREATE INDEX CONCURRENTLY cannot run inside a transaction).',
  '',
  'Options:',
  '  --module <file>      UX_DATATABLES_MODULE  a module exporting `orm` (an initialized MikroORM, or a promise',
  '                                             of one) and optionally `tables` (default: every @AsDataTable',
  '                                             class it registered). TypeScript: run under `node --import tsx`',
  '  --no-concurrently                          plain CREATE INDEX (a migration inside a transaction)',
  '',
].join('\n');

/** `ux-datatables indexes`: loads the application's tables and ORM from a module and prints their index DDL. */
export const indexesCommand: CliCommand = {
  name: 'indexes',
  summary: 'print the PostgreSQL indexes your tables\' searches and orderings need',
  usage: USAGE,
  async run(args: string[], io: CliIo): Promise<number> {
    const { values, positionals } = parse(args);
    const file = moduleFile(values.module, io, 'the module exporting your MikroORM instance as `orm`');
    const loaded = await importOrmModule(file);
    const orm = await exportedOrm(loaded, file);
    try {
      const exported = loaded.tables as Iterable<DataTableClass | TableModel> | undefined;
      const tables = [...(exported ?? dataTableRegistry.all())].map((table) => (table instanceof TableModel ? table : TableModel.fromClass(table)));
      const chosen = positionals.length === 0 ? tables.filter((table) => table.source.kind === 'entity') : positionals.map((name) => pick(tables, name));
      if (chosen.length === 0) throw new UsageError(`Module "${file}" declares no entity table`);
      const printed = new Set<string>();
      io.stdout.write(chosen.map((table) => format(indexAdvice(table, orm, { concurrently: !values['no-concurrently'] }), printed)).join('\n'));
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

function pick(tables: TableModel[], name: string): TableModel {
  const table = tables.find((candidate) => candidate.name === name);
  if (!table) throw new UsageError(`Unknown table "${name}"; the module declares ${tables.map((t) => `"${t.name}"`).join(', ') || 'none'}`);
  return table;
}

/**
 * One table's advice as SQL comments and statements. Tables over related entities share indexes (the
 * foreign key of `novels.writer` serves the novels' writer column and the writers' novels column): one
 * printed for an earlier table (`printed`, its names) is named, not repeated. Each table indexed is analyzed.
 */
function format(advice: IndexAdvice, printed: Set<string>): string {
  const lines = [`-- Table "${advice.table}" (${advice.relation})`];
  const analyzed = new Set<string>();
  for (const statement of advice.statements) {
    if (statement.name !== null && printed.has(statement.name)) {
      lines.push(`-- ${statement.reason}: "${statement.name}", above`);
      continue;
    }
    lines.push(`-- ${statement.reason}`, statement.sql);
    if (statement.name !== null) printed.add(statement.name);
    if (statement.relation !== null) analyzed.add(statement.relation);
  }
  for (const note of advice.notes) lines.push(`-- No index: ${note}`);
  for (const relation of analyzed) lines.push(`ANALYZE ${relation};`);
  return `${lines.join('\n')}\n`;
}
