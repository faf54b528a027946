import { checkArrangeOptions, type ArrangeOptions } from './arrange-options.js';
import { checkViewPrefix } from './view-prefix.js';
import type { ColumnArrangementView } from '../wire/column-arrangement.js';

/**
 * What a table offers the user of its view (`DataTable` has them): the column menu, the view kept in the page's URL,
 * saved views and how the columns sit. Each returns the table, so they chain.
 */
export class TableViewOptions {
  private _columnVisibility = false;
  private _viewInUrl: { prefix: string } | null = null;
  private _savedViews = false;
  private _arrange: ColumnArrangementView | null = null;

  /**
   * A menu in the table's toolbar shows and hides its columns; the choice is kept per browser
   * (`localStorage`), and an export follows the columns shown. `alwaysVisible()` keeps a column out of it.
   */
  columnVisibility(enabled = true): this {
    this._columnVisibility = enabled;
    return this;
  }

  /**
   * Keeps the table's view (search, filters, order, page length, hidden columns) in the page's URL, so a
   * link opens the same view and Back goes to the previous one. `prefix` names its parameters (`b.q`,
   * `b.order`) when a page shows two such tables: letters, digits, `_`, `-` and `.`; `false` turns it off.
   * @example
   * table.viewInUrl('books.');
   */
  viewInUrl(prefix: string | false = ''): this {
    this._viewInUrl = checkViewPrefix(prefix);
    return this;
  }

  /**
   * A "Views" menu in the toolbar keeps the table's view under a name (search, filters, order, page length,
   * columns shown, grouping), per user: switch, rename, delete, set as my default, copy its link
   * (docs/saved-views.md). Kept in the browser, or on the server when the router has `savedViews`.
   */
  savedViews(enabled = true): this {
    this._savedViews = enabled;
    return this;
  }

  /**
   * How the columns sit (docs/column-arrangement.md): the header kept in sight, the first columns pinned, columns the
   * user moves and sizes, kept with the columns shown (per browser, in the URL's view and in saved views).
   * @example table.setColumnArrangement({ fixedHeader: true, fixedColumns: 1, reorder: true, resize: true })
   */
  setColumnArrangement(options: ArrangeOptions): this {
    this._arrange = checkArrangeOptions(options);
    return this;
  }

  /** @internal */
  getColumnVisibility(): boolean {
    return this._columnVisibility;
  }

  /** @internal */
  getViewInUrl(): { prefix: string } | null {
    return this._viewInUrl;
  }

  /** @internal */
  getSavedViews(): boolean {
    return this._savedViews;
  }

  /** @internal */
  getArrangement(): ColumnArrangementView | null {
    return this._arrange;
  }
}
