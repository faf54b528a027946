import { Action, AsDataTable, type Actions } from '../../lib/index.js';
import { Book } from '../entities/Book.js';
import { BookTable } from './BookTable.js';

/**
 * The same books, edited in the demo's own modal template (`examples/views/modal/book_card.html.ejs`):
 * a card with the book's title and version in its header. Its labels go through `t()`, so the modal
 * speaks the page's language like the built-in one. The body is still the built-in form. Duplicate
 * (`Action.replicate()`) opens New's card filled from the row; it is here rather than on /dialog, whose
 * action column, one button wider, would reach under the notices at the bottom centre.
 */
@AsDataTable(Book, { name: 'books-card', editModalTemplate: 'modal/book_card.html.ejs' })
export class BookCardTable extends BookTable {
  override configureActions(actions: Actions): Actions {
    return super.configureActions(actions).add(Action.replicate().setIcon('bi bi-copy'));
  }
}
