import {
  AbstractDataTable, Action, AsDataTable, BooleanColumn, ChoiceColumn, DateColumn, NumberColumn, TextColumn, UrlColumn, type Actions,
} from '../../lib/index.js';
import { Book, Note } from './http-entities.js';
import { Novel } from './relation-entities.js';
import { HIDDEN_PREFIX } from './relation-tables.js';

/** Books whose cells are edited in place, one column of each kind; Edit only on rows not featured (book 3 is). */
@AsDataTable(Book, { name: 'spec-cell-books' })
export class SpecCellBookTable extends AbstractDataTable<Book> {
  configureColumns() {
    return [
      NumberColumn.new('id', 'ID'),
      TextColumn.new('title', 'Title').editInPlace(),
      TextColumn.new('author', 'Author'),
      ChoiceColumn.new('status', 'Status').setChoices({ draft: 'Draft', published: 'Published' }).editInPlace(),
      BooleanColumn.new('featured', 'Featured').editInPlace(),
      NumberColumn.new('pages', 'Pages').setConstraints({ max: 5000 }).editInPlace(),
      DateColumn.new('publishedOn', 'Published on').editInPlace(),
      TextColumn.new('secretNote', 'Secret note').hideWhenUpdating(),
    ];
  }

  override configureActions(actions: Actions): Actions {
    return actions.add(Action.edit().displayIf('featured', false)).add(Action.delete());
  }
}

/** Books whose author is a URL edited in place (its other fields left as stored). */
@AsDataTable(Book, { name: 'spec-cell-links' })
export class SpecCellLinkTable extends AbstractDataTable<Book> {
  configureColumns() {
    return [NumberColumn.new('id', 'ID'), UrlColumn.new('author', 'Homepage').editInPlace()];
  }

  override configureActions(actions: Actions): Actions {
    return actions.add(Action.edit());
  }
}

/** Novels whose title, writer (a scoped ManyToOne) and labels (a ManyToMany) are edited in place, beside a path column. */
@AsDataTable(Novel, { name: 'spec-cell-novels' })
export class SpecCellNovelTable extends AbstractDataTable<Novel> {
  configureColumns() {
    return [
      NumberColumn.new('id'),
      TextColumn.new('title', 'Title').editInPlace(),
      TextColumn.new('writer', 'Writer').editInPlace().setRelationScope((qb) => void qb.andWhere({ $not: { name: { $like: `${HIDDEN_PREFIX}%` } } })),
      TextColumn.new('writer.name', 'Writer name'),
      TextColumn.new('labels', 'Labels').editInPlace(),
    ];
  }

  override configureActions(actions: Actions): Actions {
    return actions.add(Action.edit());
  }
}

/**
 * Novels whose labels (a ManyToMany scoped away from the hidden label, one label shown per cell) are edited
 * in place as chips, beside `labels.name`, a to-many path shown only.
 */
@AsDataTable(Novel, { name: 'spec-cell-novel-labels' })
export class SpecCellNovelLabelsTable extends AbstractDataTable<Novel> {
  configureColumns() {
    return [
      NumberColumn.new('id'),
      TextColumn.new('title', 'Title'),
      TextColumn.new('labels', 'Labels').setRelationLimit(1).editInPlace().setRelationScope((qb) => void qb.andWhere({ $not: { name: { $like: `${HIDDEN_PREFIX}%` } } })),
      TextColumn.new('labels.name', 'Label names'),
    ];
  }

  override configureActions(actions: Actions): Actions {
    return actions.add(Action.edit());
  }
}

/**
 * Novels whose edit form writes no relation (the writer and the labels shown, not edited): a title's cell
 * is one statement with nothing read first, which reads back the row with its columns on relations.
 */
@AsDataTable(Novel, { name: 'spec-cell-novel-titles' })
export class SpecCellNovelTitleTable extends AbstractDataTable<Novel> {
  configureColumns() {
    return [
      NumberColumn.new('id'),
      TextColumn.new('title', 'Title').editInPlace(),
      TextColumn.new('writer.name', 'Writer name'),
      TextColumn.new('writer.country.name', 'Country'),
      TextColumn.new('labels', 'Labels').hideWhenUpdating(),
    ];
  }

  override configureActions(actions: Actions): Actions {
    return actions.add(Action.edit());
  }
}

/** Notes, an entity without a version: their rows carry `_version: null`, which a cell's save sends back. */
@AsDataTable(Note, { name: 'spec-cell-notes' })
export class SpecCellNoteTable extends AbstractDataTable<Note> {
  configureColumns() {
    return [NumberColumn.new('id'), TextColumn.new('body', 'Body').editInPlace()];
  }

  override configureActions(actions: Actions): Actions {
    return actions.add(Action.edit());
  }
}
