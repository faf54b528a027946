import { AsDataTable } from '../../lib/index.js';
import { Book } from '../catalogue/Book.js';
import { BENCH_TOTALS } from '../scenarios.js';
import { BookExactCountTable } from './exact-count-table.js';

/**
 * The bench's books counted exactly, with three totals over every matching row and the page's (issue 33):
 * the data page with totals measured against the floor sending `count(*)`, `sum` and `avg` by hand. No
 * `setTotals({ upTo })`: every row is totalled on every request, as the floor does.
 */
@AsDataTable(Book, { name: 'books-totals' })
export class BookTotalsTable extends BookExactCountTable {
  override configureColumns() {
    return super.configureColumns().map((column) =>
      column.name in BENCH_TOTALS ? column.summarize(...BENCH_TOTALS[column.name as keyof typeof BENCH_TOTALS]) : column);
  }
}
