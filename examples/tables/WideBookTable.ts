import { AbstractDataTable, Action, AsDataTable, BooleanColumn, ChoiceColumn, DataTable, DateColumn, NumberColumn, TextColumn, UrlColumn, type Actions } from '../../lib/index.js';
import { Book } from '../entities/Book.js';

/**
 * Every field of the books side by side, wider than a laptop's screen: `setColumnArrangement(...)` keeps the header in sight
 * while the page scrolls and the title pinned while the table scrolls sideways; a header is dragged to another place
 * (or moved by its button's arrow keys), a column's edge dragged (or given the arrow keys) to size it. How the columns
 * sit is kept with the columns shown, in the URL's view and in saved views.
 */
@AsDataTable(Book, { name: 'books-wide' })
export class WideBookTable extends AbstractDataTable<Book> {
  configureColumns() {
    return [
      TextColumn.new('title', 'Title').alwaysVisible(),
      TextColumn.new('author.name', 'Author'),
      ChoiceColumn.new('status', 'Status').setChoices({ draft: 'Draft', published: 'Published', archived: 'Archived' }),
      BooleanColumn.new('featured', 'Featured'),
      DateColumn.new('publishedOn', 'Published on'),
      NumberColumn.new('pages', 'Pages'),
      NumberColumn.new('price', 'Price'),
      TextColumn.new('summary', 'Summary'),
      UrlColumn.new('website', 'Website'),
      TextColumn.new('tags', 'Tags'),
      NumberColumn.new('id', 'ID'),
    ];
  }

  override configureActions(actions: Actions): Actions {
    return actions.add(Action.edit().setIcon('bi bi-pencil'));
  }

  override configureDataTable(table: DataTable): DataTable {
    return table.setEditModalTitle('Edit book').setPageLength(25).columnVisibility().viewInUrl().savedViews()
      .setColumnArrangement({ fixedHeader: true, fixedColumns: 1, reorder: true, resize: true });
  }
}
