import {
  AbstractDataTable, Action, AsDataTable, DateColumn, NumberColumn, TextColumn, type Actions, type Row,
} from '../../lib/index.js';
import { Book } from './http-entities.js';
import { bookBasicColumns } from './book-columns.js';

/** Books with an export in both formats; `secretNote` hidden by default (not exported unless asked). */
@AsDataTable(Book, { name: 'spec-export-books' })
export class SpecExportBookTable extends AbstractDataTable<Book> {
  configureColumns() {
    return [
      ...bookBasicColumns(),
      NumberColumn.new('pages', 'Pages').setDecimals(1),
      DateColumn.new('publishedOn', 'Published on'),
      TextColumn.new('secretNote', 'Secret note').setVisible(false),
    ];
  }

  override configureActions(actions: Actions): Actions {
    return actions.add(Action.export(['csv', 'xlsx']));
  }
}

/** The rows an export's table has mapped, counted: how far an export got. */
export const mappedRows = { count: 0 };

/** Books with a CSV export whose rows are mapped by the table itself (the ORM's entities, not plain rows), counted. */
@AsDataTable(Book, { name: 'spec-export-counted' })
export class SpecCountedExportTable extends AbstractDataTable<Book> {
  configureColumns() {
    return [NumberColumn.new('id', 'ID'), TextColumn.new('title', 'Title')];
  }

  override mapRow(book: Book): Row {
    mappedRows.count++;
    return super.mapRow(book);
  }

  override configureActions(actions: Actions): Actions {
    return actions.add(Action.export());
  }
}

/**
 * The books of {@link SpecExportBookTable}, with a `mapRow` of its own that changes nothing: its rows
 * reach the table as entities, so its CSV is written by the library's writer, never by PostgreSQL's COPY.
 */
@AsDataTable(Book, { name: 'spec-export-written' })
export class SpecWrittenExportTable extends SpecExportBookTable {
  override mapRow(book: Book): Row {
    return super.mapRow(book);
  }
}

/** {@link SpecExportBookTable} with a filter on every column but the key and the hidden note: exported by PostgreSQL's COPY. */
@AsDataTable(Book, { name: 'spec-export-filtered' })
export class SpecFilteredExportTable extends SpecExportBookTable {
  override configureColumns() {
    return super.configureColumns().map((column) => (column.name === 'id' || column.name === 'secretNote' ? column : column.setFilterable()));
  }
}

/** {@link SpecFilteredExportTable} mapping its rows itself (changing nothing): exported by the library's writer. */
@AsDataTable(Book, { name: 'spec-export-filtered-written' })
export class SpecFilteredWrittenExportTable extends SpecFilteredExportTable {
  override mapRow(book: Book): Row {
    return super.mapRow(book);
  }
}
