import { AsDataTable, type DataTable } from '../../lib/index.js';
import { Book } from '../catalogue/Book.js';
import { BENCH_GROUP } from '../scenarios.js';
import { BookTotalsTable } from './totals-table.js';

/**
 * The bench's books counted exactly with the three totals of `books-totals`, grouped by status (issue 33's
 * groups): a grouped page is ordered by its status first, and each status on it carries its rows and totals
 * over every matching row of that status, measured against the floor grouping by hand (bench/floor/book-groups.ts).
 */
@AsDataTable(Book, { name: 'books-grouped' })
export class BookGroupedTable extends BookTotalsTable {
  override configureDataTable(table: DataTable): DataTable {
    return super.configureDataTable(table).setGrouping({ offer: [BENCH_GROUP], by: BENCH_GROUP });
  }
}
