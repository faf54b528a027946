import {
  AbstractDataTable, Action, ActionRefusedError, BulkAction, type Actions, type BulkActions, type DataTable, type Row,
} from '../../lib/index.js';
import { DataTableRegistry } from '../../lib/model/DataTableRegistry.js';
import { TableModel } from '../../lib/model/TableModel.js';
import { Book } from './http-entities.js';
import { SpecBookTable } from './http-tables.js';

/** The columns of `spec-books` the hostile campaign edits in place: a text and a switch. */
export const IN_PLACE_COLUMNS = ['title', 'featured'] as const;

/** The fields of its bulk edit. */
export const BULK_EDIT_FIELDS = ['title', 'status', 'featured'] as const;

/** What "publish" writes in the secret note, a column its form hides: an action's handler writes what it likes of the row. */
export const PUBLISHED_NOTE = 'published by the handler';

/** What the "publish" handler throws (a database's words, which the library's 500 must not show). */
export const HANDLER_THROWS = 'relation "secret_table" does not exist';

/** The author whose book the "publish" handler throws on, after changing it (book 5): the library's 500, nothing written. */
export const THROWING_AUTHOR = 'Escaper';

/**
 * `spec-books` as the hostile campaign serves it: the HTTP specs' table (its own `mapRow`, or shown as
 * stored: `specBookTable`) with its title and featured edited in place, two actions of the application's
 * and a bulk edit. "publish" (drafts only) sets the status and the hidden secret note, refuses a book without pages (book 6) and
 * throws on {@link THROWING_AUTHOR}'s; "feature" (every row) toggles featured. Under the same name, so
 * its edit token drives the cells and its edit form stays the one the campaign's edit submits attack.
 */
export function hostileBookTable(rows: 'own rows' | 'as stored'): TableModel {
  class HostileBookTable extends AbstractDataTable<Book> {
    configureColumns() {
      return SpecBookTable.prototype.configureColumns.call(this)
        .map((column) => ((IN_PLACE_COLUMNS as readonly string[]).includes(column.name) ? column.editInPlace() : column));
    }

    override configureActions(actions: Actions): Actions {
      return SpecBookTable.prototype.configureActions.call(this, actions)
        .add(Action.new('publish', 'Publish').displayIf('status', 'draft').handle((book: Book) => {
          if (book.pages === null) throw new ActionRefusedError('spec.no_pages', { title: book.title });
          book.status = 'published';
          book.secretNote = PUBLISHED_NOTE;
          // Thrown after the change: a handler failing half-way writes nothing.
          if (book.author === THROWING_AUTHOR) throw new Error(`${HANDLER_THROWS} at select * from`);
        }))
        .add(Action.new('feature', 'Feature').handle((book: Book) => void (book.featured = !book.featured)));
    }

    override configureBulkActions(bulk: BulkActions): BulkActions {
      return bulk.add(BulkAction.edit([...BULK_EDIT_FIELDS]));
    }

    override configureDataTable(table: DataTable): DataTable {
      return SpecBookTable.prototype.configureDataTable.call(this, table);
    }
  }
  // Its own mapRow, or the default one (the one-statement path needs the very method of AbstractDataTable).
  class OwnRowsTable extends HostileBookTable {
    override mapRow(book: Book): Row {
      return SpecBookTable.prototype.mapRow.call(this, book);
    }
  }
  const table = rows === 'own rows' ? OwnRowsTable : HostileBookTable;
  const registry = new DataTableRegistry().register(table, { entity: Book, name: 'spec-books', editModalTemplate: null, editModalAdapter: null });
  return TableModel.fromClass(table, registry);
}
