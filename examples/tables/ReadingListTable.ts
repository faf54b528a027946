import { AbstractDataTable, Action, AsDataTable, DataTable, NumberColumn, TextColumn, type Actions } from '../../lib/index.js';
import { ReadingItem } from '../entities/ReadingItem.js';

/**
 * The reading list, in its order: `setReorderable('place')` gives each row a move button, dragged or moved with the
 * arrow keys, and the server shifts the places between in one statement. The place column is the first one the
 * table is ordered by, and stays out of the edit form (`hideWhenUpdating`): a place changes only by a move. Each row
 * expands to its details (`setDetails`): its note, the book's summary and tags, and its author's books.
 */
@AsDataTable(ReadingItem, { name: 'reading-list' })
export class ReadingListTable extends AbstractDataTable<ReadingItem> {
  configureColumns() {
    return [
      NumberColumn.new('place', '#').hideWhenUpdating(),
      TextColumn.new('book.title', 'Book').alwaysVisible(),
      TextColumn.new('book.author', 'Author'),
      TextColumn.new('note', 'Note'),
    ];
  }

  override configureActions(actions: Actions): Actions {
    return actions.add(Action.edit().setIcon('bi bi-pencil'));
  }

  override configureDataTable(table: DataTable): DataTable {
    // Each row expands to show its note, the book's summary and tags and its author's books, asked of the server when opened.
    return table.setEditModalTitle('Edit note').setReorderable('place').setDetails(['note', 'book.summary', 'book.tags', 'book.author.books']);
  }
}
