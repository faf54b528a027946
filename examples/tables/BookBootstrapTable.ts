import { Action, AsDataTable, type Actions } from '../../lib/index.js';
import { Book } from '../entities/Book.js';
import { BookTable } from './BookTable.js';

/**
 * The same books, for the page that loads Bootstrap. No modal template is configured: the page is
 * detected as `bs5`, the edit-view request says so, and the server answers with Bootstrap's markup.
 * Import reads a CSV or XLSX file's lines as new books (each through New's form); it is here rather than
 * on /dialog, whose first load has no room left for its button and token.
 */
@AsDataTable(Book, { name: 'books-bs5' })
export class BookBootstrapTable extends BookTable {
  override configureActions(actions: Actions): Actions {
    return super.configureActions(actions).add(Action.import(['csv', 'xlsx']).setIcon('bi bi-upload'));
  }
}
