import { ConfigurationError } from '../errors/ConfigurationError.js';
import type { TableMercureOptions } from './mercure-options.js';
import type { DataTableClass } from './DataTableClass.js';
import { dataTableRegistry } from './DataTableRegistry.js';
import type { EntityTarget } from './Row.js';

/** Options of {@link AsDataTable}. */
export interface AsDataTableOptions {
  /** Name the table is registered and addressed under; defaults to the class name. */
  name?: string;
  /** Per-table edit modal template (a `configureDataTable` setting wins over it). */
  editModalTemplate?: string;
  /** Per-table modal adapter key (a `configureDataTable` setting wins over it). */
  editModalAdapter?: string;
  /** Per-table real-time settings, as `configureDataTable(table => table.setMercure(...))` (which wins over it). */
  mercure?: TableMercureOptions | false;
}

export type { DataTableClass } from './DataTableClass.js';

/**
 * Binds a table class to its entity (a class or a `defineEntity` schema) and registers it, so that
 * `dataTablesRouter` serves it without being told. Standard (TC39) class decorator.
 * @example
 * @AsDataTable(Book, { editModalTemplate: 'books/edit_modal.html.ejs' })
 * export class BookTable extends AbstractDataTable<Book> { ... }
 */
export function AsDataTable(dataClass: EntityTarget, options: AsDataTableOptions = {}) {
  return function <C extends DataTableClass>(tableClass: C, context: ClassDecoratorContext<C>): void {
    const name = options.name ?? context.name ?? tableClass.name;
    if (!name) throw new ConfigurationError('@AsDataTable on an anonymous class needs the "name" option');
    dataTableRegistry.register(tableClass, {
      entity: dataClass,
      name,
      editModalTemplate: options.editModalTemplate ?? null,
      editModalAdapter: options.editModalAdapter ?? null,
      mercure: options.mercure ?? null,
    });
  };
}
