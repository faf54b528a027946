import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import {
  AbstractDataTable, Action, AsDataTable, ChoiceColumn, NumberColumn, TextColumn, type Actions,
} from '@vendor/ux-datatables';

/** A book: the MikroORM entity the table shows. */
export const Book = defineEntity({
  name: 'Book',
  properties: {
    id: p.integer().primary(),
    title: p.string().length(120),
    status: p.enum(['draft', 'published']),
    version: p.integer().version(), // optional: turns on optimistic locking in the edit form
  },
});
export type Book = InferEntity<typeof Book>;

/** The books table: its columns and row actions. */
@AsDataTable(Book, { name: 'books' })
export class BookTable extends AbstractDataTable<Book> {
  configureColumns() {
    return [
      NumberColumn.new('id', 'ID'),
      TextColumn.new('title', 'Title'),
      ChoiceColumn.new('status', 'Status').setChoices({ draft: 'Draft', published: 'Published' }),
    ];
  }

  override configureActions(actions: Actions): Actions {
    return actions
      .add(Action.edit())
      .add(Action.delete().askConfirmation('Delete this book?').displayIf('status', 'draft'));
  }
}
