import type { MikroORM } from '@mikro-orm/postgresql';
import {
  Action, ActionColumn, Actions, ChoiceColumn, DataTableBuilder, NumberColumn, TextColumn, type TableModel,
} from '../../lib/index.js';
import { Book } from '../entities/Book.js';

/**
 * A table built by hand with `DataTableBuilder`: no `@AsDataTable` class, its rows are plain objects
 * the application computes per request (here the 200 dearest featured books, with a price band the
 * entity does not store), searched, ordered and paged in memory. Its actions column is its own;
 * delete names its entity with `setEntityClass`, and only drafts can be deleted. It has no New: its
 * rows are computed (the dearest *featured* books, a band the entity does not store), so a created book
 * would not be a row of it unless featured and dear enough. A hand-built table whose rows are an
 * entity's could add `Action.create().setEntityClass(Book)` (docs/forms.md, Creating rows).
 */
export function featuredBooksTable(orm: MikroORM): TableModel {
  return DataTableBuilder.create('featured-books')
    .addColumn(NumberColumn.new('id', 'ID'))
    .addColumn(TextColumn.new('title', 'Title'))
    .addColumn(TextColumn.new('author', 'Author'))
    .addColumn(ChoiceColumn.new('status', 'Status').setChoices({ draft: 'Draft', published: 'Published', archived: 'Archived' }))
    .addColumn(NumberColumn.new('price', 'Price'))
    .addColumn(TextColumn.new('band', 'Price band'))
    .addColumn(ActionColumn.fromActions('manage', 'Manage', new Actions()
      .add(Action.detail().linkToUrl((row) => `/books/${row.id}`))
      .add(Action.delete().setEntityClass(Book).askConfirmation('Delete this book?').displayIf('status', 'draft'))))
    .setRows(async () => {
      const books = await orm.em.fork().find(Book, { featured: true }, {
        // The author is a row of its own: its name comes joined with the book.
        fields: ['title', 'author.name', 'status', 'price'], populate: ['author'], orderBy: { price: 'desc', id: 'asc' }, limit: 200,
      });
      return books.map((book) => ({
        id: book.id, title: book.title, author: book.author.name, status: book.status, price: book.price,
        band: (book.price ?? 0) >= 30 ? 'Collector' : (book.price ?? 0) >= 15 ? 'Regular' : 'Bargain',
      }));
    })
    .build();
}
