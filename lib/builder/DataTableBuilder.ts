import type { AbstractColumn } from '../column/AbstractColumn.js';
import { ConfigurationError } from '../errors/ConfigurationError.js';
import { DataTable } from '../model/DataTable.js';
import type { Row } from '../model/Row.js';
import { TableModel } from '../model/TableModel.js';

/** Rows of a table built by hand: an array, or a function giving one (called per request). */
export type ManualRows = Row[] | (() => Row[] | Promise<Row[]>);

/**
 * Builds a table by hand, without an `@AsDataTable` class: its rows are plain objects, identified
 * by their `id` key unless {@link setIdField} names another. Its actions come from an
 * `ActionColumn.fromActions(...)` column, and delete/edit actions must name their entity with
 * `setEntityClass`.
 * @example
 * const table = DataTableBuilder.create('orders')
 *   .addColumn(NumberColumn.new('id', 'ID'))
 *   .addColumn(ActionColumn.fromActions('ops', 'Manage', new Actions().add(Action.delete().setEntityClass(Order))))
 *   .setRows(async () => loadOrderRows())
 *   .build();
 */
export class DataTableBuilder {
  private readonly columns: AbstractColumn[] = [];
  private rows: ManualRows = [];
  private idField = 'id';
  private readonly options = new DataTable();

  private constructor(private readonly name: string) {
    if (!name) throw new ConfigurationError('A table built by hand needs a name');
  }

  /** Starts a table registered under `name`. */
  static create(name: string): DataTableBuilder {
    return new DataTableBuilder(name);
  }

  /** Appends a column. */
  addColumn(column: AbstractColumn): this {
    this.columns.push(column);
    return this;
  }

  /** Appends several columns. */
  addColumns(columns: Iterable<AbstractColumn>): this {
    for (const column of columns) this.addColumn(column);
    return this;
  }

  /** The rows: an array of row objects, or a (possibly async) function returning them per request. */
  setRows(rows: ManualRows): this {
    this.rows = rows;
    return this;
  }

  /** The row key that identifies a row (default `id`). */
  setIdField(idField: string): this {
    this.idField = idField;
    return this;
  }

  /** Table-level options, as `configureDataTable` does for table classes. */
  configureDataTable(configure: (table: DataTable) => DataTable | void): this {
    configure(this.options);
    return this;
  }

  /** Checks the table and freezes it; misuse fails here, quoting the names involved. */
  build(): TableModel {
    const rows = this.rows;
    return new TableModel({
      name: this.name,
      columns: this.columns,
      options: this.options,
      source: { kind: 'manual', rows: typeof rows === 'function' ? rows : () => rows, idField: this.idField },
    });
  }
}
