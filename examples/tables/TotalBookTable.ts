import { AbstractDataTable, Action, AsDataTable, ChoiceColumn, DataTable, DateColumn, NumberColumn, TextColumn, type Actions } from '../../lib/index.js';
import { Book } from '../entities/Book.js';

/**
 * The books with totals in their footer (`summarize(...)`): the number of titles, the pages' sum and
 * average, the prices' sum, average, lowest and highest, the first and last publication date, over every
 * book the search and filters match and over the page; they follow every search, filter and edit (the pages
 * are edited in their cell too), and end the export. The header stays in sight while the page scrolls, and the user
 * moves and sizes the columns (`setColumnArrangement`), the totals with them.
 */
@AsDataTable(Book, { name: 'books-totals' })
export class TotalBookTable extends AbstractDataTable<Book> {
  configureColumns() {
    return [
      NumberColumn.new('id', 'ID'),
      TextColumn.new('title', 'Title').alwaysVisible().summarize('count'),
      TextColumn.new('author', 'Author'),
      ChoiceColumn.new('status', 'Status').setChoices({ draft: 'Draft', published: 'Published', archived: 'Archived' }).setFilterable(),
      DateColumn.new('publishedOn', 'Published on').setFilterable().summarize('min', 'max'),
      NumberColumn.new('pages', 'Pages').setFilterable().summarize('sum', 'avg').editInPlace(),
      NumberColumn.new('price', 'Price').summarize('sum', 'avg', 'min', 'max'),
    ];
  }

  override configureActions(actions: Actions): Actions {
    return actions.add(Action.edit().setIcon('bi bi-pencil')).add(Action.export(['csv', 'xlsx']).setIcon('bi bi-download'));
  }

  override configureDataTable(table: DataTable): DataTable {
    // The export's last line holds the totals of every book it exports.
    // "Group by" offers the status and the author: each group's books counted and totalled under a header row.
    // The header stays in sight while the page scrolls; the columns are moved and sized, kept with the saved views.
    return table.setEditModalTitle('Edit book').columnVisibility().viewInUrl().savedViews().setTotals({ inExport: true }).setGrouping({ offer: ['status', 'author'] })
      .setColumnArrangement({ fixedHeader: true, reorder: true, resize: true });
  }
}
