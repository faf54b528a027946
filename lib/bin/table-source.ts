import type { ColumnCall, ColumnPlan, PlannedColumn } from './column-plan.js';
import { nounOf } from './table-naming.js';

/** The package generated tables import from. */
export const LIBRARY_IMPORT = '@vendor/ux-datatables';

/** What {@link tableSource} writes a table class from. */
export interface TableSourceOptions {
  /** The entity's class name in the ORM metadata. */
  entity: string;
  /** How the table file imports the entity: the module specifier and the exported name. */
  entityImport: { specifier: string; name: string };
  /** A `defineEntity`/`EntitySchema` (typed through `InferEntity`) rather than a class. */
  entityIsSchema: boolean;
  /** The table's class name and its registered name. */
  className: string;
  tableName: string;
  /** The identifier property, which names a row in the detail URL. */
  primaryKey: string;
  /** Whether the key is a number (else it is escaped in the detail URL). */
  numericKey: boolean;
  plan: ColumnPlan;
  /** The command line that made the file, named in its doc comment. */
  command: string;
}

/** The TypeScript source of an `@AsDataTable` class: its columns, detail/edit/delete/create actions and modal titles. */
export function tableSource(options: TableSourceOptions): string {
  const { entityImport, plan, tableName } = options;
  const noun = nounOf(options.entity);
  const entityType = options.entityIsSchema ? `InferEntity<typeof ${entityImport.name}>` : entityImport.name;
  const columnClasses = [...new Set(plan.columns.map((column) => column.columnClass))];
  const names = ['AbstractDataTable', 'Action', 'AsDataTable', ...columnClasses].sort();
  const key = /^[A-Za-z_$][\w$]*$/.test(options.primaryKey) ? `row.${options.primaryKey}` : `row[${quote(options.primaryKey)}]`;
  const segment = options.numericKey ? `\${${key}}` : `\${encodeURIComponent(String(${key}))}`;
  return [
    ...(options.entityIsSchema ? ["import type { InferEntity } from '@mikro-orm/core';"] : []),
    'import {',
    ...names.map((name) => `  ${name},`),
    '  type Actions,',
    '  type DataTable,',
    `} from ${quote(LIBRARY_IMPORT)};`,
    `import { ${entityImport.name} } from ${quote(entityImport.specifier)};`,
    '',
    `/** The ${noun} table, made by \`${options.command}\`: adapt its columns and actions. */`,
    `@AsDataTable(${entityImport.name}, { name: ${quote(tableName)} })`,
    `export class ${options.className} extends AbstractDataTable<${entityType}> {`,
    '  configureColumns() {',
    '    return [',
    ...plan.columns.map((column) => `      ${columnSource(column)},${column.note === undefined ? '' : ` // ${column.note}`}`),
    ...(plan.leftOut.length === 0 ? [] : ['      // Left out:', ...plan.leftOut.map(({ property, reason }) => `      // - ${property}: ${reason}`)]),
    '    ];',
    '  }',
    '',
    '  override configureActions(actions: Actions): Actions {',
    '    return actions',
    `      // The detail page is yours to write: adapt its URL to your routes.`,
    `      .add(Action.detail().linkToUrl((row) => \`/${tableName}/${segment}\`))`,
    '      .add(Action.edit())',
    `      .add(Action.delete().askConfirmation(${quote(`Delete this ${noun}?`)}))`,
    '      .add(Action.create());',
    '  }',
    '',
    '  override configureDataTable(table: DataTable): DataTable {',
    `    return table.setEditModalTitle(${quote(`Edit ${noun}`)}).setCreateModalTitle(${quote(`New ${noun}`)});`,
    '  }',
    '}',
    '',
  ].join('\n');
}

function columnSource(column: PlannedColumn): string {
  return `${column.columnClass}.new(${quote(column.property)}, ${quote(column.label)})${column.calls.map(callSource).join('')}`;
}

function callSource(call: ColumnCall): string {
  return `.${call.method}(${call.args.map(literal).join(', ')})`;
}

/** A string, number, boolean or plain object of them as TypeScript source. */
function literal(value: unknown): string {
  if (typeof value === 'string') return quote(value);
  if (typeof value !== 'object' || value === null) return String(value);
  const entries = Object.entries(value).map(([key, item]) => `${/^[A-Za-z_$][\w$]*$/.test(key) ? key : quote(key)}: ${literal(item)}`);
  return `{ ${entries.join(', ')} }`;
}

/** A single-quoted string literal, as the project writes them. */
function quote(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n').replace(/\r/g, '\\r')}'`;
}
