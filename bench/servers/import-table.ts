import { Action, AsDataTable, type Actions } from '../../lib/index.js';
import { Book } from '../catalogue/Book.js';
import { BookTable } from '../catalogue/BookTable.js';

/** The bench's books, imported from CSV (`npm run bench -- import`): its own table, so every other part's page view stays as it was. */
@AsDataTable(Book, { name: 'books-import' })
export class BookImportTable extends BookTable {
  override configureActions(actions: Actions): Actions {
    return super.configureActions(actions).add(Action.import(['csv']));
  }
}
