import {
  AbstractDataTable, Action, ActionColumn, Actions, AsDataTable, DataTable,
  DataTableBuilder, DateColumn, NumberColumn, TemplateColumn, TextColumn, type DataTableClass, type Row,
} from '../../lib/index.js';
import { DataTableRegistry } from '../../lib/model/DataTableRegistry.js';
import { TableModel } from '../../lib/model/TableModel.js';
import { Book, Note, Order } from './http-entities.js';
import { bookBasicColumns } from './book-columns.js';

/**
 * The books of the HTTP specs: every column kind, a column computed in mapRow, a column hidden from
 * the form, a template column; detail, edit (only on rows not featured) and delete (only drafts).
 */
@AsDataTable(Book, { name: 'spec-books' })
export class SpecBookTable extends AbstractDataTable<Book> {
  configureColumns() {
    return [
      ...bookBasicColumns(),
      NumberColumn.new('pages', 'Pages').setOrderable(false),
      DateColumn.new('publishedOn', 'Published on'),
      TextColumn.new('secretNote', 'Secret note').hideWhenUpdating().setSearchable(false),
      TextColumn.new('shout', 'Shout'),
      TemplateColumn.new('cover', 'Cover').setTemplate('cover.html.ejs'),
    ];
  }

  override mapRow(book: Book): Row {
    return { ...super.mapRow(book), shout: book.title.toUpperCase() };
  }

  override configureActions(actions: Actions): Actions {
    return actions
      .add(Action.detail().linkToUrl((row) => `/books/${row.id}`))
      .add(Action.edit().displayIf('featured', false))
      .add(Action.delete().askConfirmation('Sure?').displayIf('status', 'draft'));
  }

  override configureDataTable(table: DataTable): DataTable {
    return table.setEditModalTitle('Edit book').setPageLength(5);
  }
}

/**
 * `spec-books` with its own `mapRow` (the class above), or shown as stored: the same columns, actions
 * and options under the same name, the default `mapRow` (its `shout` is then empty). Without an
 * authorization hook, the second's deletes and edits are one statement with nothing read before it.
 */
export function specBookTable(rows: 'own rows' | 'as stored'): DataTableClass | TableModel {
  if (rows === 'own rows') return SpecBookTable;
  class StoredBookTable extends AbstractDataTable<Book> {
    configureColumns() {
      return SpecBookTable.prototype.configureColumns.call(this);
    }

    override configureActions(actions: Actions): Actions {
      return SpecBookTable.prototype.configureActions.call(this, actions);
    }

    override configureDataTable(table: DataTable): DataTable {
      return SpecBookTable.prototype.configureDataTable.call(this, table);
    }
  }
  const registry = new DataTableRegistry().register(StoredBookTable, { entity: Book, name: 'spec-books', editModalTemplate: null, editModalAdapter: null });
  return TableModel.fromClass(StoredBookTable, registry);
}

/**
 * The same books and actions, shown as stored (the default `mapRow`, no computed column): without an
 * authorization hook, its deletes and edits are one statement with nothing read before it.
 */
@AsDataTable(Book, { name: 'spec-books-plain' })
export class SpecPlainBookTable extends AbstractDataTable<Book> {
  configureColumns() {
    return [
      ...bookBasicColumns(),
      NumberColumn.new('pages', 'Pages'),
      DateColumn.new('publishedOn', 'Published on'),
      TextColumn.new('secretNote', 'Secret note').hideWhenUpdating(),
    ];
  }

  override configureActions(actions: Actions): Actions {
    return actions
      .add(Action.edit().displayIf('featured', false))
      .add(Action.delete().displayIf('status', 'draft'));
  }
}

/** The same books, read-only, with its own modal template: for "several tables bind Book" and template choice. */
@AsDataTable(Book, { name: 'spec-books-readonly', editModalTemplate: 'custom_modal.html.ejs' })
export class SpecReadOnlyBookTable extends AbstractDataTable<Book> {
  configureColumns() {
    return [NumberColumn.new('id'), TextColumn.new('title')];
  }
}

/** A second table deleting and editing books, through a custom modal template: makes `entity: "Book"` ambiguous. */
@AsDataTable(Book, { name: 'spec-books-other', editModalTemplate: 'custom_modal.html.ejs' })
export class SpecOtherBookTable extends AbstractDataTable<Book> {
  configureColumns() {
    return [NumberColumn.new('id'), TextColumn.new('title')];
  }

  override configureActions(actions: Actions): Actions {
    return actions.add(Action.delete()).add(Action.edit());
  }
}

/** Notes: a table without any action. */
@AsDataTable(Note, { name: 'spec-notes' })
export class SpecNoteTable extends AbstractDataTable<Note> {
  configureColumns() {
    return [NumberColumn.new('id'), TextColumn.new('body')];
  }
}

/** The rows of the hand-built table (the same ids as the seeded orders). */
export const ORDER_ROWS: Row[] = [
  { id: 1, customer: 'Ann', total: 30, state: 'open' },
  { id: 2, customer: 'Bob', total: 10, state: 'closed' },
  { id: 3, customer: 'Cy_50%', total: 20, state: 'open' },
];

/** A hand-built table of orders; delete (open orders only) names its entity explicitly. */
export function specOrderTable(): TableModel {
  return DataTableBuilder.create('spec-orders')
    .addColumn(NumberColumn.new('id', 'ID'))
    .addColumn(TextColumn.new('customer', 'Customer'))
    .addColumn(NumberColumn.new('total', 'Total'))
    .addColumn(TextColumn.new('state', 'State'))
    .addColumn(TemplateColumn.new('cover', 'Cover').setTemplate('cover.html.ejs'))
    .addColumn(ActionColumn.fromActions('manage', 'Manage', new Actions()
      .add(Action.delete().setEntityClass(Order).displayIf('state', 'open'))
      .add(Action.detail().linkToUrl('/orders'))))
    .setRows(async () => ORDER_ROWS)
    .build();
}
