import { AbstractDataTable, Action, AsDataTable, DataTable, NumberColumn, TextColumn, type Actions } from '../../lib/index.js';
import { Author } from '../entities/Author.js';

/**
 * The books' authors, 2,000 of them: a ManyToOne (the country, filterable) and a OneToMany (the titles
 * of their books, the first three and "+k more") beside the author's own name, searched together.
 * Edit changes the name and the country (a ManyToOne over a few rows: a plain select, clearable as the
 * country may be unknown); the books are written from the books' side, so they are not a field here.
 * The country is edited in its cell too: picked, or cleared with its × (`editInPlace()`).
 */
@AsDataTable(Author, { name: 'authors' })
export class AuthorTable extends AbstractDataTable<Author> {
  configureColumns() {
    return [
      NumberColumn.new('id', 'ID'),
      TextColumn.new('name', 'Name').alwaysVisible(),
      TextColumn.new('country', 'Country').setFilterable().editInPlace(),
      TextColumn.new('books', 'Books'),
    ];
  }

  override configureActions(actions: Actions): Actions {
    return actions.add(Action.edit().setIcon('bi bi-pencil'));
  }

  override configureDataTable(table: DataTable): DataTable {
    return table.setEditModalTitle('Edit author');
  }
}
