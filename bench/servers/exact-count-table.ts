import { AsDataTable, type DataTable } from '../../lib/index.js';
import { Book } from '../catalogue/Book.js';
import { BookTable } from '../catalogue/BookTable.js';

/**
 * The bench's books counted exactly on every request (`count('exact')`): the data page measured with
 * `count(*)` on both sides, where the default strategy estimates the total of a large table.
 */
@AsDataTable(Book, { name: 'books-exact' })
export class BookExactCountTable extends BookTable {
  override configureDataTable(table: DataTable): DataTable {
    return super.configureDataTable(table).count('exact');
  }
}
