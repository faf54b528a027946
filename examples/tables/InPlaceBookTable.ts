import {
  AbstractDataTable, Action, AsDataTable, BooleanColumn, ChoiceColumn, DataTable, DateColumn, NumberColumn, TextColumn, UrlColumn,
  type Actions, type FieldRules,
} from '../../lib/index.js';
import { Book } from '../entities/Book.js';

/**
 * The books with their cells edited in place: Enter, F2 or a click on a title, an author, a status, a date, a
 * price, a website or the tags opens its editor in the cell; Space or a click toggles Featured. Each save goes
 * through the same rules as the Edit form.
 */
@AsDataTable(Book, { name: 'books-in-place' })
export class InPlaceBookTable extends AbstractDataTable<Book> {
  configureColumns() {
    return [
      NumberColumn.new('id', 'ID'),
      TextColumn.new('title', 'Title').alwaysVisible().editInPlace(),
      // A ManyToOne: picked in its cell, as in the form (a combobox: the authors are many).
      TextColumn.new('author', 'Author').editInPlace(),
      // A ManyToMany: chips chosen in its cell, as in the form (its rows carry the keys of the tags they hold).
      TextColumn.new('tags', 'Tags').editInPlace(),
      ChoiceColumn.new('status', 'Status').setChoices({ draft: 'Draft', published: 'Published', archived: 'Archived' }).editInPlace(),
      BooleanColumn.new('featured', 'Featured').editInPlace(),
      DateColumn.new('publishedOn', 'Published on').editInPlace(),
      NumberColumn.new('price', 'Price').setConstraints({ min: 0 }).editInPlace(),
      UrlColumn.new('website', 'Website').editInPlace(),
    ];
  }

  override configureActions(actions: Actions): Actions {
    return actions.add(Action.edit().setIcon('bi bi-pencil'));
  }

  override configureDataTable(table: DataTable): DataTable {
    return table.setEditModalTitle('Edit book');
  }

  /** The same rule as the other books tables: a cell is saved as the form would save it. */
  configureFieldRules(): FieldRules {
    return { title: (schema) => schema.matches(/^(?!\p{Ll})/u, 'A title does not start with a small letter') };
  }
}
