import { ConfigurationError } from '../errors/ConfigurationError.js';

/** A table's real-time settings: its own topics (default `<topic_base>/datatables/<table>`) and whether its updates are private. */
export interface TableMercureOptions {
  /** The table's topics (IRIs); the first is its canonical one and row topics are `<first>/<id>`. */
  topics?: string[];
  /** Only pages allowed to render the table receive its updates (default `data_tables.mercure.private`). */
  private?: boolean;
}

/**
 * How the data endpoint counts an entity table's rows (`recordsTotal`, `recordsFiltered`):
 * - `'exact'`: `COUNT(*)` on every request: exact, and a scan of the table (tens of ms per million rows);
 * - `'estimate'`: the planner's statistics (`pg_class.reltuples`, no scan) for the total, and a search's
 *   matches counted exactly up to 10,000, estimated by the planner past that; exact while the table
 *   was never analyzed;
 * - `{ estimateAbove: n }`: exact while the planner's statistics say the table has fewer than `n`
 *   rows, `'estimate'` from there (the default, with `n` = 100,000);
 * - `{ cacheMs }`: exact, each count kept that many milliseconds (per router, per table and search);
 *   an edit or delete of the table's entity through MikroORM (every one of this library's) drops them.
 */
export type CountStrategy = 'exact' | 'estimate' | { estimateAbove: number } | { cacheMs: number };

/** The default {@link CountStrategy}: exact up to 100,000 rows, estimated above. */
export const DEFAULT_COUNT_STRATEGY: CountStrategy = Object.freeze({ estimateAbove: 100_000 });

/**
 * Table-level options, handed to `configureDataTable()` (or a builder's `configureDataTable`).
 * @example
 * configureDataTable(table: DataTable) {
 *   return table.editModalTemplate('books/edit_modal.html.ejs').editModalAdapter('bs5').pageLength(25);
 * }
 */
export class DataTable {
  private _editModalTemplate: string | null = null;
  private _editModalBodyTemplate: string | null = null;
  private _editModalAdapter: string | null = null;
  private _editModalTitle: string | null = null;
  private _pageLength = 10;
  private _mercure: TableMercureOptions | false | null = null;
  private _count: CountStrategy = DEFAULT_COUNT_STRATEGY;

  /** Renders this table's edit modal from another template than `data_tables.edit_modal.template`. */
  editModalTemplate(template: string): this {
    this._editModalTemplate = template;
    return this;
  }

  /** Renders this table's modal body (the form) from another template than `data_tables.edit_modal.body_template`. */
  editModalBodyTemplate(template: string): this {
    this._editModalBodyTemplate = template;
    return this;
  }

  /** Shows this table's edit modal with the adapter registered under `key` instead of the detected one. */
  editModalAdapter(key: string): this {
    this._editModalAdapter = key;
    return this;
  }

  /** The edit modal's title instead of `data_tables.edit_modal.default_title`. */
  editModalTitle(title: string): this {
    this._editModalTitle = title;
    return this;
  }

  /** Rows per page (default 10); the data endpoint never serves more than its own bound. */
  pageLength(length: number): this {
    if (!Number.isInteger(length) || length < 1) {
      throw new ConfigurationError(`pageLength must be a positive integer, got ${String(length)}`);
    }
    this._pageLength = length;
    return this;
  }

  /**
   * Real-time for this table: `false` publishes nothing and keeps its pages static; options set its
   * topics or make its updates private. Without a call: `data_tables.mercure` decides.
   */
  mercure(options: TableMercureOptions | false): this {
    if (options !== false) {
      const { topics } = options ?? {};
      if (topics !== undefined && (!Array.isArray(topics) || topics.length === 0 || !topics.every((topic) => typeof topic === 'string' && topic !== ''))) {
        throw new ConfigurationError('mercure({ topics }) needs a non-empty list of topic IRIs');
      }
    }
    this._mercure = options === false ? false : { ...options, topics: options.topics && [...options.topics] };
    return this;
  }

  /**
   * How the data endpoint counts rows: `'exact'`, `'estimate'`, `{ estimateAbove: n }` (default
   * `{ estimateAbove: 100_000 }`) or `{ cacheMs }`; see {@link CountStrategy}. Tables built by hand
   * are counted in memory, exactly.
   */
  count(strategy: CountStrategy): this {
    this._count = checkCountStrategy(strategy);
    return this;
  }

  getCount(): CountStrategy {
    return this._count;
  }

  getMercure(): TableMercureOptions | false | null {
    return this._mercure;
  }

  getEditModalTemplate(): string | null {
    return this._editModalTemplate;
  }

  getEditModalBodyTemplate(): string | null {
    return this._editModalBodyTemplate;
  }

  getEditModalAdapter(): string | null {
    return this._editModalAdapter;
  }

  getEditModalTitle(): string | null {
    return this._editModalTitle;
  }

  getPageLength(): number {
    return this._pageLength;
  }
}

function checkCountStrategy(strategy: CountStrategy): CountStrategy {
  if (strategy === 'exact' || strategy === 'estimate') return strategy;
  const whole = (value: unknown, least: number) => Number.isSafeInteger(value) && (value as number) >= least;
  if (strategy && typeof strategy === 'object') {
    const keys = Object.keys(strategy);
    if (keys.length === 1 && 'estimateAbove' in strategy && whole(strategy.estimateAbove, 0)) return { estimateAbove: strategy.estimateAbove };
    if (keys.length === 1 && 'cacheMs' in strategy && whole(strategy.cacheMs, 1)) return { cacheMs: strategy.cacheMs };
  }
  throw new ConfigurationError(
    `count() takes 'exact', 'estimate', { estimateAbove: rows } or { cacheMs: milliseconds } (whole numbers), got ${JSON.stringify(strategy)}`,
  );
}
