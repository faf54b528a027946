import { AsDataTable } from '../../lib/index.js';
import { Book } from '../entities/Book.js';
import { BookTable } from './BookTable.js';

/**
 * The same books, edited in the demo's own modal template (`examples/views/modal/book_card.html.ejs`):
 * a card with the book's title and version in its header. Its labels go through `t()`, so the modal
 * speaks the page's language like the built-in one. The body is still the built-in form.
 */
@AsDataTable(Book, { name: 'books-card', editModalTemplate: 'modal/book_card.html.ejs' })
export class BookCardTable extends BookTable {}
