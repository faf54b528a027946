import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import {
  AbstractDataTable, Action, AsDataTable, DataTable, DateColumn, NumberColumn, TextColumn, type Actions, type FieldRules,
} from '../../lib/index.js';
import { Book } from './http-entities.js';
import { bookBasicColumns } from './book-columns.js';

/** A shelf: a unique code (for the unique-violation specs), a name, a note no form shows. */
export const Shelf = defineEntity({
  name: 'Shelf',
  properties: {
    id: p.integer().primary(),
    code: p.string().length(20).unique(),
    name: p.string().length(80),
    note: p.string().length(80).nullable(),
    version: p.integer().version(),
  },
});
export type Shelf = InferEntity<typeof Shelf>;

/** Empties the shelves but one, whose code `TAKEN` a unique-violation spec runs into. */
export async function onlyTakenShelf(orm: MikroORM): Promise<void> {
  await orm.em.fork().nativeDelete(Shelf, {});
  const em = orm.em.fork();
  em.create(Shelf, { code: 'TAKEN', name: 'Already here' });
  await em.flush();
}

/**
 * Books that can be created: New and Edit; `secretNote` hidden when updating (shown to a create),
 * `pages` hidden when creating; a field rule; drafts by default.
 */
@AsDataTable(Book, { name: 'spec-new-books' })
export class SpecNewBookTable extends AbstractDataTable<Book> {
  configureColumns() {
    return [
      ...bookBasicColumns(),
      NumberColumn.new('pages', 'Pages').hideWhenCreating(),
      TextColumn.new('secretNote', 'Secret note').hideWhenUpdating(),
    ];
  }

  override configureActions(actions: Actions): Actions {
    return actions.add(Action.edit()).add(Action.create('Add a book'));
  }

  override configureDataTable(table: DataTable): DataTable {
    return table.setCreateModalTitle('New book').createDefaults({ status: 'draft', title: 'Untitled' });
  }

  configureFieldRules(): FieldRules {
    return { author: (schema) => schema.matches(/^[^0-9]*$/, 'An author name has no digits') };
  }
}

/** Shelves: only New (no row action, so no action column). */
@AsDataTable(Shelf, { name: 'spec-shelves' })
export class SpecShelfTable extends AbstractDataTable<Shelf> {
  configureColumns() {
    return [NumberColumn.new('id'), TextColumn.new('code'), TextColumn.new('name')];
  }

  override configureActions(actions: Actions): Actions {
    return actions.add(Action.create());
  }
}

/** Shelves imported from CSV and XLSX files (created one by one too: an import needs New; edited: its lines may update shelves by id or code). */
@AsDataTable(Shelf, { name: 'spec-shelves-import' })
export class SpecImportShelfTable extends AbstractDataTable<Shelf> {
  configureColumns() {
    return [NumberColumn.new('id'), TextColumn.new('code', 'Code'), TextColumn.new('name', 'Name')];
  }

  override configureActions(actions: Actions): Actions {
    return actions.add(Action.edit()).add(Action.create()).add(Action.import(['csv', 'xlsx']));
  }
}

/** Books exported and imported back: every kind of cell the export writes as shown (a choice's label, Yes/No, a date, a decimal). */
@AsDataTable(Book, { name: 'spec-books-round-trip' })
export class SpecRoundTripBookTable extends AbstractDataTable<Book> {
  configureColumns() {
    return [...bookBasicColumns(), DateColumn.new('publishedOn', 'Published on'), NumberColumn.new('pages', 'Pages')];
  }

  override configureActions(actions: Actions): Actions {
    return actions.add(Action.edit()).add(Action.create()).add(Action.export(['csv'])).add(Action.import(['csv']));
  }
}

/** Shelves that can be edited too: an edit hitting the unique code. */
@AsDataTable(Shelf, { name: 'spec-shelves-edit' })
export class SpecEditShelfTable extends AbstractDataTable<Shelf> {
  configureColumns() {
    return [NumberColumn.new('id'), TextColumn.new('code'), TextColumn.new('name')];
  }

  override configureActions(actions: Actions): Actions {
    return actions.add(Action.edit()).add(Action.create());
  }
}

/**
 * Books that can only be created (the hostile campaign's): no Edit, so `entity: "Book"` still names
 * one edit table; `pages` and `secretNote` hidden when creating, so a posted value of either is mass assignment.
 */
@AsDataTable(Book, { name: 'spec-books-create' })
export class SpecCreateBookTable extends AbstractDataTable<Book> {
  configureColumns() {
    return [
      ...bookBasicColumns(),
      NumberColumn.new('pages', 'Pages').hideWhenCreating(),
      DateColumn.new('publishedOn', 'Published on'),
      TextColumn.new('secretNote', 'Secret note').hideWhenCreating(),
    ];
  }

  override configureActions(actions: Actions): Actions {
    return actions.add(Action.create());
  }
}
