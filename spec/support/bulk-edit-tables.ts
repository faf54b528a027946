import {
  AbstractDataTable, Action, AsDataTable, BulkAction, type Actions, type BulkActions, type FieldRules,
} from '../../lib/index.js';
import { Book } from './http-entities.js';
import { bookBasicColumns } from './book-columns.js';
import { NumberColumn } from '../../lib/index.js';

/** Books with a bulk edit of status, featured and pages, and no field rules: each value is checked once, for every row. */
@AsDataTable(Book, { name: 'spec-bulk-edit-books' })
export class SpecBulkEditBookTable extends AbstractDataTable<Book> {
  configureColumns() {
    return [...bookBasicColumns(), NumberColumn.new('pages', 'Pages')];
  }

  override configureActions(actions: Actions): Actions {
    return actions.add(Action.edit());
  }

  override configureBulkActions(bulk: BulkActions): BulkActions {
    return bulk.add(BulkAction.edit(['status', 'featured', 'pages']));
  }
}

/**
 * Books whose Edit shows on drafts only, with a bulk edit of featured and pages and field rules: a
 * title must not start with a digit (so rows 2 and 7, as seeded, cannot be saved whole), pages stay
 * under 500, and a featured book has 100 pages or more: a rule tying pages to featured, so each row's
 * whole form is checked on it when either is set.
 */
@AsDataTable(Book, { name: 'spec-bulk-edit-ruled' })
export class SpecRuledBulkEditBookTable extends AbstractDataTable<Book> {
  configureColumns() {
    return [...bookBasicColumns(), NumberColumn.new('pages', 'Pages')];
  }

  override configureActions(actions: Actions): Actions {
    return actions.add(Action.edit().displayIf('status', 'draft'));
  }

  override configureBulkActions(bulk: BulkActions): BulkActions {
    return bulk.add(BulkAction.edit(['featured', 'pages'], 'Set'));
  }

  configureFieldRules(): FieldRules {
    return {
      title: (schema) => schema.matches(/^[^0-9]/, 'A title starts with no digit'),
      pages: (schema) => schema.max(500).when('featured', { is: true, then: (pages: typeof schema) => pages.min(100, 'A featured book has 100 pages or more') }),
    };
  }
}
