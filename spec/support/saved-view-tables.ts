import { AbstractDataTable, AsDataTable, DataTable, NumberColumn } from '../../lib/index.js';
import { bookBasicColumns } from './book-columns.js';
import { Book } from './http-entities.js';

/** The books with the Views menu: filters on status and featured, grouping by status offered, page length 5. */
@AsDataTable(Book, { name: 'spec-viewed-books' })
export class SpecViewedBookTable extends AbstractDataTable<Book> {
  configureColumns() {
    const [id, title, author, status, featured] = bookBasicColumns();
    return [id, title, author, status.setFilterable(), featured.setFilterable(), NumberColumn.new('pages', 'Pages').setOrderable(false)];
  }

  override configureDataTable(table: DataTable): DataTable {
    return table.setPageLength(5).setGrouping({ offer: ['status'] }).savedViews();
  }
}

/** A query the table takes: a search, an order, a page length it offers, a filter, grouped by status. */
export const GOOD_QUERY = 'q=dune&order=-title&len=25&f.status=draft&group=status';
