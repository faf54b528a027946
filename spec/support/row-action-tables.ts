import { AbstractDataTable, Action, ActionRefusedError, AsDataTable, ChoiceColumn, NumberColumn, TextColumn, type Actions } from '../../lib/index.js';
import { Book, Note } from './http-entities.js';

/** What the spec tables' handlers were called with, in order (`publish:2`...), which a spec empties. */
export const HANDLED: string[] = [];

/**
 * Books with actions of the application's: Publish on drafts (refused on a book without pages, which
 * throws on a book titled "Boom"), and Feature, asked first, shown everywhere.
 */
@AsDataTable(Book, { name: 'spec-action-books' })
export class SpecActionBookTable extends AbstractDataTable<Book> {
  configureColumns() {
    return [
      NumberColumn.new('id', 'ID'),
      TextColumn.new('title', 'Title'),
      ChoiceColumn.new('status', 'Status').setChoices({ draft: 'Draft', published: 'Published' }),
      NumberColumn.new('pages', 'Pages'),
    ];
  }

  override configureActions(actions: Actions): Actions {
    return actions
      .add(Action.edit())
      .add(Action.new('publish', 'Publish', 'btn btn-success').displayIf('status', 'draft').askConfirmation('Publish “{title}”?').handle((book: Book) => {
        HANDLED.push(`publish:${book.id}`);
        if (book.title === 'Boom') throw new Error('relation "secret_table" does not exist at select * from');
        if (book.pages === null) throw new ActionRefusedError('spec.no_pages', { title: book.title });
        book.status = 'published';
        book.secretNote = 'changed by the handler';
      }))
      .add(Action.new('feature', 'Feature').handle((book: Book) => {
        HANDLED.push(`feature:${book.id}`);
        book.featured = !book.featured;
      }));
  }
}

/** Notes, an entity without a version, with one action of the application's. */
@AsDataTable(Note, { name: 'spec-action-notes' })
export class SpecActionNoteTable extends AbstractDataTable<Note> {
  configureColumns() {
    return [NumberColumn.new('id', 'ID'), TextColumn.new('body', 'Body')];
  }

  override configureActions(actions: Actions): Actions {
    return actions.add(Action.new('shout', 'Shout').handle((note: Note) => void (note.body = note.body.toUpperCase())));
  }
}

/** Books with New and Replicate (on drafts only), whose create form is filled from a row. */
@AsDataTable(Book, { name: 'spec-replicate-books' })
export class SpecReplicateBookTable extends AbstractDataTable<Book> {
  configureColumns() {
    return [
      NumberColumn.new('id', 'ID'),
      TextColumn.new('title', 'Title'),
      TextColumn.new('author', 'Author'),
      ChoiceColumn.new('status', 'Status').setChoices({ draft: 'Draft', published: 'Published' }),
      NumberColumn.new('pages', 'Pages'),
      TextColumn.new('secretNote', 'Secret note').hideWhenCreating(),
    ];
  }

  override configureActions(actions: Actions): Actions {
    return actions.add(Action.create()).add(Action.replicate().displayIf('status', 'draft'));
  }
}
