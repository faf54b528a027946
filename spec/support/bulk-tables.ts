import {
  AbstractDataTable, Action, AsDataTable, BulkAction, type Actions, type BulkActions,
} from '../../lib/index.js';
import { Book } from './http-entities.js';
import { bookBasicColumns } from './book-columns.js';

/**
 * Books with bulk actions: the delete (drafts only, as the row Delete says), and "publish" (an
 * application's handler; it refuses books of author "Refuser"), both asking first; the delete undoable.
 */
@AsDataTable(Book, { name: 'spec-bulk-books' })
export class SpecBulkBookTable extends AbstractDataTable<Book> {
  configureColumns() {
    return bookBasicColumns();
  }

  override configureActions(actions: Actions): Actions {
    return actions.add(Action.delete().displayIf('status', 'draft').undoable(4000));
  }

  override configureBulkActions(bulk: BulkActions): BulkActions {
    return bulk
      .add(BulkAction.delete().askConfirmation().undoable())
      .add(BulkAction.new('publish', 'Publish').askConfirmation().handle((books: Book[]) => {
        const refused = books.filter((book) => book.author === 'Refuser').map((book) => ({ id: book.id, code: 'author_refuses' }));
        for (const book of books) if (book.author !== 'Refuser') book.status = 'published';
        return { refused };
      }));
  }
}
