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
import { Book } from '../entities/Book.js';

/**
 * The demo table: every column kind, columns over relations (the author, the author's country, the
 * tags), filters on author, tags, status, featured, date and pages, the three row actions (Delete
 * undoable) Publish (an action of the application's, on drafts), New, bulk actions on the rows selected, the column menu and its view in the URL.
 */
@AsDataTable(Book, { name: 'books' })
export class BookTable extends AbstractDataTable<Book> {
  configureColumns() {
    return [
      NumberColumn.new('id', 'ID'),
      TextColumn.new('title', 'Title').alwaysVisible(),
      // A ManyToOne shows its row's label (the author's name); a path reaches through it; a ManyToMany lists its labels.
      TextColumn.new('author', 'Author').setFilterable(),
      TextColumn.new('author.country.name', 'Country'),
      TextColumn.new('tags', 'Tags').setFilterable(),
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
      // The application's own action: on drafts only, asked first, written under the version seen, published live.
      .add(Action.new('publish', 'Publish', 'btn btn-success').displayIf('status', 'draft').askConfirmation('Publish “{title}”?').setIcon('bi bi-send')
        .handle((book: Book) => void (book.status = 'published')))
      .add(Action.create().setIcon('bi bi-plus-lg'))
      .add(Action.export(['csv', 'xlsx']).setIcon('bi bi-download'));
  }

  /** Drafts are deleted in bulk as one by one; Publish refuses archived books; Edit selected sets status, featured or author on every row. */
  override configureBulkActions(bulk: BulkActions): BulkActions {
    return bulk
      .add(BulkAction.delete().displayIf('status', 'draft').askConfirmation().undoable().setIcon('bi bi-trash'))
      .add(BulkAction.edit(['status', 'featured', 'author']).setIcon('bi bi-pencil-square'))
      .add(BulkAction.new('publish', 'Publish').askConfirmation().handle((books: Book[]) => {
        const archived = books.filter((book) => book.status === 'archived');
        for (const book of books) if (book.status === 'draft') book.status = 'published';
        return { refused: archived.map((book) => ({ id: book.id, code: 'action_not_available' })) };
      }));
  }

  override configureDataTable(table: DataTable): DataTable {
    // A new book starts as a draft (the entity's own default, `featured = false`, fills the switch); its
    // author picker starts empty and is required, so nobody files a book under an author they never chose.
    // The column menu shows and hides columns (Title always shows); the view is kept in the page's URL.
    return table.setEditModalTitle('Edit book').setCreateModalTitle('New book').createDefaults({ status: 'draft' })
      .columnVisibility().viewInUrl();
  }

  /** Rules of this table on top of those derived from the entity (required, length, enum). */
  configureFieldRules(): FieldRules {
    // Authors are rows now, picked rather than typed: the table's own rule is on the title.
    return { title: (schema) => schema.matches(/^(?!\p{Ll})/u, 'A title does not start with a small letter') };
  }
}

/** The same books, edited in the side panel that the page's own `side-panel` adapter draws. */
@AsDataTable(Book, { name: 'books-panel', editModalAdapter: 'side-panel' })
export class BookPanelTable extends BookTable {}
