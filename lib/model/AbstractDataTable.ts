import type { AbstractColumn } from '../column/AbstractColumn.js';
import { Actions } from './Actions.js';
import { BulkActions } from './BulkActions.js';
import { DataTable } from './DataTable.js';
import type { Row } from './Row.js';

/**
 * A table declared as a class and bound to an entity with `@AsDataTable(Entity)`.
 * When {@link configureActions} returns at least one action, a column named `actions` is appended.
 * @example
 * @AsDataTable(Book)
 * class BookTable extends AbstractDataTable<Book> {
 *   configureColumns() {
 *     return [NumberColumn.new('id', 'ID'), TextColumn.new('title', 'Title')];
 *   }
 *   configureActions(actions: Actions) {
 *     return actions.add(Action.edit()).add(Action.delete().askConfirmation('Delete this book?'));
 *   }
 * }
 */
export abstract class AbstractDataTable<Entity extends object = any> {
  /** The data columns, read once for the default {@link mapRow}. */
  #dataColumns: AbstractColumn[] | undefined;

  /** Declares the columns, in display order. */
  abstract configureColumns(): Iterable<AbstractColumn>;

  /** Declares the row actions; the default declares none. */
  configureActions(actions: Actions): Actions {
    return actions;
  }

  /** Declares the bulk actions on selected rows; the default declares none (and the table has no selection column). */
  configureBulkActions(actions: BulkActions): BulkActions {
    return actions;
  }

  /** Maps one entity to a row keyed by column name; the default copies each data column's property. */
  mapRow(item: Entity): Row {
    const row: Row = {};
    this.#dataColumns ??= [...this.configureColumns()].filter((column) => column.holdsData);
    for (const column of this.#dataColumns) {
      row[column.name] = (item as Record<string, unknown>)[column.name];
    }
    return row;
  }

  /** Table-level options: edit modal template, adapter and title, page length, real-time, counting. */
  configureDataTable(table: DataTable): DataTable {
    return table;
  }

  /** @internal Runs the hooks once: the columns, the actions, the bulk actions and the options. */
  static describe(table: AbstractDataTable): { columns: AbstractColumn[]; actions: Actions; bulk: BulkActions; options: DataTable } {
    return {
      columns: [...table.configureColumns()],
      actions: table.configureActions(new Actions()),
      bulk: table.configureBulkActions(new BulkActions()),
      options: table.configureDataTable(new DataTable()),
    };
  }
}
