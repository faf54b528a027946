import {
  AbstractDataTable,
  Action,
  AsDataTable,
  BooleanColumn,
  BulkAction,
  ChoiceColumn,
  DataTable,
  DateColumn,
  NumberColumn,
  TextColumn,
  UrlColumn,
  type Actions,
  type BulkActions,
  type FieldRules,
} from '../../lib/index.js';
import { Book } from './Book.js';

/**
 * The bench's table: the demo's books as they were before authors were rows (the author a text), every
 * column kind, filters, the row actions, New, bulk actions, the column menu, the title edited in place
 * (its rows carry `_version`). The floors (bench/floor/) copy it by hand, column for column, so it stays
 * flat and still: the demo may grow relations without
 * moving the yardstick (the `relations` part measures those against its own floor). Registered as
 * `books`: a process loads this table or the demo's, never both.
 */
@AsDataTable(Book, { name: 'books' })
export class BookTable extends AbstractDataTable<Book> {
  configureColumns() {
    return [
      NumberColumn.new('id', 'ID'),
      TextColumn.new('title', 'Title').alwaysVisible().editInPlace(),
      TextColumn.new('author', 'Author'),
      ChoiceColumn.new('status', 'Status').setChoices({ draft: 'Draft', published: 'Published', archived: 'Archived' }).setFilterable(),
      BooleanColumn.new('featured', 'Featured').renderAsSwitch().setFilterable(),
      DateColumn.new('publishedOn', 'Published on').setFilterable(),
      NumberColumn.new('pages', 'Pages').setConstraints({ min: 0 }).setFilterable(),
      NumberColumn.new('price', 'Price').setConstraints({ min: 0 }),
      TextColumn.new('summary', 'Summary').setType('html').setVisible(false),
      UrlColumn.new('website', 'Website').openInNewTab(),
    ];
  }

  override configureActions(actions: Actions): Actions {
    return actions
      .add(Action.detail().linkToUrl((row) => `/books/${row.id}`).setIcon('bi bi-eye'))
      .add(Action.edit().setIcon('bi bi-pencil'))
      .add(Action.delete().askConfirmation('Delete “{title}”?').displayIf('status', 'draft').setIcon('bi bi-trash').undoable())
      .add(Action.create().setIcon('bi bi-plus-lg'))
      .add(Action.export(['csv', 'xlsx']).setIcon('bi bi-download'));
  }

  /** Drafts are deleted in bulk as one by one; Publish refuses archived books. */
  override configureBulkActions(bulk: BulkActions): BulkActions {
    return bulk
      .add(BulkAction.delete().displayIf('status', 'draft').askConfirmation().undoable().setIcon('bi bi-trash'))
      .add(BulkAction.edit(['featured', 'pages']))
      .add(BulkAction.new('publish', 'Publish').askConfirmation().handle((books: Book[]) => {
        const archived = books.filter((book) => book.status === 'archived');
        for (const book of books) if (book.status === 'draft') book.status = 'published';
        return { refused: archived.map((book) => ({ id: book.id, code: 'action_not_available' })) };
      }));
  }

  override configureDataTable(table: DataTable): DataTable {
    // A new book starts as a draft (the entity's own default, `featured = false`, fills the switch). The
    // column menu shows and hides columns (Title always shows); the view is kept in the page's URL.
    return table.setEditModalTitle('Edit book').setCreateModalTitle('New book').createDefaults({ status: 'draft' })
      .columnVisibility().viewInUrl();
  }

  /** Rules of this table on top of those derived from the entity (required, length, enum). */
  configureFieldRules(): FieldRules {
    return { author: (schema) => schema.matches(/^[^0-9]*$/, 'An author name has no digits') };
  }
}

