import type { Request } from 'express';
import { ConfigurationError } from '../errors/ConfigurationError.js';
import { checkTotalsOptions, type TotalsOptions } from './totals-options.js';
import { checkGroupingOptions, type GroupingOptions } from './grouping-options.js';
import { checkReorderColumn } from './reorder-options.js';
import { checkDetailsOptions, type DetailsOptions, type TableDetails } from './details-options.js';
import { checkTableMercureOptions, type TableMercureOptions } from './mercure-options.js';
import { TableViewOptions } from './TableViewOptions.js';
import { checkCountStrategy, DEFAULT_COUNT_STRATEGY, type CountStrategy } from './count-strategy.js';

export { DEFAULT_COUNT_STRATEGY } from './count-strategy.js';
export type { CountStrategy } from './count-strategy.js';
export type { TotalsOptions } from './totals-options.js';
export type { GroupingOptions } from './grouping-options.js';
export type { TableMercureOptions } from './mercure-options.js';
export type { DetailsOptions, TableDetails } from './details-options.js';
export type { ArrangeOptions } from './arrange-options.js';

/** A create form's starting values: field name → value, or a function of the request giving them. */
export type CreateDefaults = Record<string, unknown> | ((request: Request) => Record<string, unknown> | Promise<Record<string, unknown>>);

/**
 * Table-level options, handed to `configureDataTable()` (or a builder's `configureDataTable`). Each `setX` returns
 * the table, so they chain; the router reads them once, from the built table (`TableModel`: `table.pageLength`, ...).
 * @example
 * configureDataTable(table: DataTable) {
 *   return table.setEditModalTemplate('books/edit_modal.html.ejs').setEditModalAdapter('bs5').setPageLength(25);
 * }
 */
export class DataTable extends TableViewOptions {
  private _editModalTemplate: string | null = null;
  private _editModalBodyTemplate: string | null = null;
  private _editModalAdapter: string | null = null;
  private _editModalTitle: string | null = null;
  private _createModalTitle: string | null = null;
  private _createDefaults: CreateDefaults | null = null;
  private _pageLength = 10;
  private _mercure: TableMercureOptions | false | null = null;
  private _countStrategy: CountStrategy = DEFAULT_COUNT_STRATEGY;
  private _totals: Readonly<TotalsOptions> = {};
  private _grouping: Readonly<{ offer: readonly string[]; by: string | null }> | null = null;
  private _reorder: string | null = null;
  private _details: TableDetails | null = null;

  /** Renders this table's edit modal from another template than `data_tables.edit_modal.template`. */
  setEditModalTemplate(template: string): this {
    this._editModalTemplate = template;
    return this;
  }

  /** Renders this table's modal body (the form) from another template than `data_tables.edit_modal.body_template`. */
  setEditModalBodyTemplate(template: string): this {
    this._editModalBodyTemplate = template;
    return this;
  }

  /** Shows this table's edit modal with the adapter registered under `key` instead of the detected one. */
  setEditModalAdapter(key: string): this {
    this._editModalAdapter = key;
    return this;
  }

  /** The edit modal's title instead of `data_tables.edit_modal.default_title`; a message key is translated. */
  setEditModalTitle(title: string): this {
    this._editModalTitle = title;
    return this;
  }

  /** The create modal's title instead of the translated "New entry" (`create.title`); a message key is translated. */
  setCreateModalTitle(title: string): this {
    this._createModalTitle = title;
    return this;
  }

  /**
   * The values a create form starts with, over the entity's own (its property initializers and
   * literal `default`s): an object, or a function of the request giving one (the signed-in user's team...).
   * Only the form's fields take them; what the user submits is what is saved.
   * @example
   * table.createDefaults({ status: 'draft', pages: 100 });
   */
  createDefaults(values: CreateDefaults): this {
    if (values === null || (typeof values !== 'object' && typeof values !== 'function')) throw new ConfigurationError('createDefaults() needs an object of field values, or a function of the request returning one');
    this._createDefaults = values;
    return this;
  }

  /** Rows per page at first (default 10); the data endpoint never serves more than its own bound. */
  setPageLength(length: number): this {
    if (!Number.isInteger(length) || length < 1) throw new ConfigurationError(`setPageLength() needs a positive integer, got ${String(length)}`);
    this._pageLength = length;
    return this;
  }

  /**
   * Real-time for this table: `false` publishes nothing and keeps its pages static; options set its
   * topics or make its updates private. Without a call: `data_tables.mercure` decides.
   */
  setMercure(options: TableMercureOptions | false): this {
    this._mercure = checkTableMercureOptions(options);
    return this;
  }

  /**
   * How the data endpoint counts rows: `'exact'`, `'estimate'`, `{ estimateAbove: n }` (default
   * `{ estimateAbove: 100_000 }`) or `{ cacheMs }`; see {@link CountStrategy}. Tables built by hand
   * are counted in memory, exactly.
   */
  setCountStrategy(strategy: CountStrategy): this {
    this._countStrategy = checkCountStrategy(strategy);
    return this;
  }

  /**
   * How the columns' totals (`column.summarize(...)`) are computed: `{ upTo: n }` computes those over every
   * matching row only while at most `n` rows match (see {@link TotalsOptions}, docs/totals.md).
   */
  setTotals(options: TotalsOptions): this {
    this._totals = checkTotalsOptions(options);
    return this;
  }

  /**
   * Lets the user group the rows by one of `offer`'s columns ("Group by" beside the table), `by` the grouping
   * a page opens with: ordered by the group first, each group under a header row with its count and totals
   * (see {@link GroupingOptions}, docs/totals.md).
   * @example table.setGrouping({ offer: ['status', 'author'], by: 'status' })
   */
  setGrouping(options: GroupingOptions): this {
    this._grouping = checkGroupingOptions(options);
    return this;
  }

  /** The user moves rows into the places `column` holds (a stored integer), one statement a move (docs/row-order.md): `setReorderable('position')`. */
  setReorderable(column: string): this {
    this._reorder = checkReorderColumn(column);
    return this;
  }

  /**
   * A row expands to show its details (docs/row-details.md): fields, columns or paths (`'author.books'`: the related rows' labels), or a template.
   * @example table.setDetails(['title', 'author.name', 'author.books'])
   */
  setDetails(details: string | readonly string[], options?: DetailsOptions): this {
    this._details = checkDetailsOptions(details, options);
    return this;
  }

  /** SPEC's name (§2.5, the PHP bundle's) for {@link setEditModalTemplate}: kept as a first-class alias, never removed. */
  editModalTemplate(template: string): this {
    return this.setEditModalTemplate(template);
  }

  /** @deprecated Use {@link setEditModalBodyTemplate}. */
  editModalBodyTemplate(template: string): this {
    return this.setEditModalBodyTemplate(template);
  }

  /** SPEC's name (§2.5, the PHP bundle's) for {@link setEditModalAdapter}: kept as a first-class alias, never removed. */
  editModalAdapter(key: string): this {
    return this.setEditModalAdapter(key);
  }

  /** @deprecated Use {@link setEditModalTitle}. */
  editModalTitle(title: string): this {
    return this.setEditModalTitle(title);
  }

  /** @deprecated Use {@link setPageLength}. */
  pageLength(length: number): this {
    return this.setPageLength(length);
  }

  /** @deprecated Use {@link setMercure}. */
  mercure(options: TableMercureOptions | false): this {
    return this.setMercure(options);
  }

  /** @deprecated Use {@link setCountStrategy}. */
  count(strategy: CountStrategy): this {
    return this.setCountStrategy(strategy);
  }

  /** @internal The router reads the options through the built table (`TableModel`: `table.count`, ...). */
  getCount(): CountStrategy {
    return this._countStrategy;
  }

  /** @internal */
  getGrouping(): Readonly<{ offer: readonly string[]; by: string | null }> | null {
    return this._grouping;
  }

  /** @internal */
  getTotals(): Readonly<TotalsOptions> {
    return this._totals;
  }

  /** @internal */
  getMercure(): TableMercureOptions | false | null {
    return this._mercure;
  }

  /** @internal */
  getEditModalTemplate(): string | null {
    return this._editModalTemplate;
  }

  /** @internal */
  getEditModalBodyTemplate(): string | null {
    return this._editModalBodyTemplate;
  }

  /** @internal */
  getEditModalAdapter(): string | null {
    return this._editModalAdapter;
  }

  /** @internal */
  getEditModalTitle(): string | null {
    return this._editModalTitle;
  }

  /** @internal */
  getCreateModalTitle(): string | null {
    return this._createModalTitle;
  }

  /** @internal */
  getCreateDefaults(): CreateDefaults | null {
    return this._createDefaults;
  }

  /** @internal */
  getReorderable(): string | null {
    return this._reorder;
  }

  /** @internal */
  getDetails(): TableDetails | null {
    return this._details;
  }

  /** @internal */
  getPageLength(): number {
    return this._pageLength;
  }
}
